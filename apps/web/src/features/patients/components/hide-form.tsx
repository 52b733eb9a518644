import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import ops from '../../../components/ui/ops.module.css';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './patients.module.css';

/**
 * 'Ocultar' with a required reason (decision 160): nothing clinical is deleted; the item leaves the
 * record's lists and stays in the database and the audit. The reason typed is kept on a failure.
 */
export function HideForm({ onHide }: { onHide: (reason: string) => Promise<unknown> }) {
  const { t } = useTranslation('patients');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!open) {
    return (
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        {t('hide.open')}
      </Button>
    );
  }
  const submit = async () => {
    if (reason.trim().length < 3) {
      setError(t('hide.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await onHide(reason.trim());
    } catch (e) {
      setError(errorMessage(e, t('form.genericError')).replace(/^[\w.]+: /, ''));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SubmitForm className={`${ops.panel} ${styles.consent}`} onSubmit={submit}>
      <p className={ops.muted}>{t('hide.explain')}</p>
      <TextField
        label={t('hide.reason')}
        value={reason}
        maxLength={500}
        error={error}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
      />
      <div className={ops.row}>
        <Button variant="secondary" size="small" onClick={() => setOpen(false)}>
          {t('record.cancel')}
        </Button>
        <Button type="submit" size="small" loading={busy}>
          {t('hide.confirm')}
        </Button>
      </div>
    </SubmitForm>
  );
}
