import { ApiError } from '@app/domain/client';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { SubmitForm } from '../../../../components/ui/submit-form.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/snackbar.ts';
import { saveLocation } from '../api/marketplace-admin-calls.ts';
import styles from './marketplace-admin.module.css';

/** The place's coordinates, for the distance customers see in marketplaces and branch lists. */
export function LocationForm() {
  const { t } = useTranslation('backoffice-marketplace');
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

  const submit = async () => {
    setError(null);
    setSaving(true);
    try {
      await saveLocation({ latitude: number(latitude), longitude: number(longitude) });
      notify(t('location.saved'));
    } catch (failure) {
      const field = failure instanceof ApiError ? String(failure.body.field ?? '') : '';
      setError({ field, message: errorMessage(failure, t('genericError')) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SubmitForm className={styles.card} onSubmit={submit}>
      <h2>{t('location.title')}</h2>
      <p className={styles.muted}>{t('location.hint')}</p>
      <div className={styles.row}>
        <TextField
          label={t('location.latitude')}
          inputMode="decimal"
          value={latitude}
          onChange={(event) => setLatitude(event.target.value)}
          error={error?.field === 'latitude' ? error.message : undefined}
        />
        <TextField
          label={t('location.longitude')}
          inputMode="decimal"
          value={longitude}
          onChange={(event) => setLongitude(event.target.value)}
          error={error?.field === 'longitude' ? error.message : undefined}
        />
        <Button type="submit" loading={saving}>
          {t('location.save')}
        </Button>
      </div>
      {error && error.field !== 'latitude' && error.field !== 'longitude' && <p role="alert">{error.message}</p>}
    </SubmitForm>
  );
}
