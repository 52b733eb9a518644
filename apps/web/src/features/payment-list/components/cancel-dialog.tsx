import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

type Props = {
  number: number;
  busy: boolean;
  /** The server's refusal, verbatim. */
  error: string | null;
  onConfirm: (reason: string, observation: string) => void;
  onClose: () => void;
};

/** Cancels an order from the payments list; an online payment is refunded. What was typed stays on a refusal. */
export function CancelDialog({ number, busy, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation('payment-list');
  const [reason, setReason] = useState('');
  const [observation, setObservation] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim(), observation.trim());
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('cancelTitle', { number })}
      description={t('cancelHint')}
      closeLabel={t('close')}
    >
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <TextField
          label={t('reason')}
          value={reason}
          maxLength={200}
          autoFocus
          error={missing && reason.trim() === '' ? t('reasonRequired') : null}
          onChange={(e) => setReason(e.target.value)}
        />
        <TextField
          label={t('observation')}
          value={observation}
          maxLength={1000}
          onChange={(e) => setObservation(e.target.value)}
        />
        {error && <p role="alert">{error}</p>}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button variant="text" onClick={onClose}>
            {t('back')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('confirmCancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
