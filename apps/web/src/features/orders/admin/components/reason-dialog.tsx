import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';

type Props = {
  title: string;
  /** Cancelling also asks for an observation. */
  withObservation: boolean;
  busy: boolean;
  /** The server's refusal, verbatim. */
  error: string | null;
  onConfirm: (reason: string, observation: string) => void;
  onClose: () => void;
};

/** Asks why an order is refused or cancelled; what was typed stays when the server refuses. */
export function ReasonDialog({ title, withObservation, busy, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation('backoffice');
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
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} closeLabel={t('close')}>
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <TextField
          label={t('reason')}
          value={reason}
          maxLength={withObservation ? 200 : 500}
          autoFocus
          error={missing && reason.trim() === '' ? t('reasonRequired') : null}
          onChange={(e) => setReason(e.target.value)}
        />
        {withObservation && (
          <TextField
            label={t('observation')}
            value={observation}
            maxLength={1000}
            onChange={(e) => setObservation(e.target.value)}
          />
        )}
        {error && <p role="alert">{error}</p>}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button variant="text" onClick={onClose}>
            {t('back')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
