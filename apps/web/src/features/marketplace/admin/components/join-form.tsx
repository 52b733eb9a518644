import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { SubmitForm } from '../../../../components/ui/submit-form.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/snackbar.ts';
import { joinMarketplace } from '../api/marketplace-admin-calls.ts';
import styles from './marketplace-admin.module.css';

/** Asks a marketplace to list this place: only the place's own owner can (decision 091). */
export function JoinForm() {
  const { t } = useTranslation('backoffice-marketplace');
  const [slug, setSlug] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const submit = async () => {
    setError(undefined);
    setSending(true);
    try {
      const result = await joinMarketplace(slug.trim());
      notify(t(`join.status.${result.status}`));
    } catch (failure) {
      setError(errorMessage(failure, t('genericError')));
    } finally {
      setSending(false);
    }
  };
  return (
    <SubmitForm className={styles.card} onSubmit={submit}>
      <h2>{t('join.title')}</h2>
      <p className={styles.muted}>{t('join.hint')}</p>
      <div className={styles.row}>
        <TextField
          label={t('join.slug')}
          value={slug}
          maxLength={60}
          autoCapitalize="none"
          onChange={(event) => setSlug(event.target.value)}
          error={error}
        />
        <span />
        <Button type="submit" loading={sending}>
          {t('join.send')}
        </Button>
      </div>
    </SubmitForm>
  );
}
