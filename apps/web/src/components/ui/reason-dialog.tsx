import { type FormEvent, useState } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { TextField } from './text-field.tsx';

/** The words of a reason dialog, from the screen's own namespace. */
export type ReasonDialogLabels = {
  reason: string;
  reasonRequired: string;
  observation: string;
  back: string;
  confirm: string;
  close: string;
};

type Props = {
  title: string;
  description?: string;
  labels: ReasonDialogLabels;
  /** The longest reason the call takes. */
  reasonMax: number;
  /** Also asks for an observation (up to 1000 characters). */
  withObservation: boolean;
  busy: boolean;
  /** The server's refusal, verbatim. */
  error: string | null;
  onConfirm: (reason: string, observation: string) => void;
  onClose: () => void;
};

const OBSERVATION_MAX = 1000;

/**
 * Asks why something is refused or cancelled (an order on the board, a payment's order): a reason
 * is required, an observation optional; what was typed stays when the server refuses.
 */
export function ReasonDialog({
  title,
  description,
  labels,
  reasonMax,
  withObservation,
  busy,
  error,
  onConfirm,
  onClose,
}: Props) {
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
      title={title}
      {...(description ? { description } : {})}
      closeLabel={labels.close}
    >
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <TextField
          label={labels.reason}
          value={reason}
          maxLength={reasonMax}
          autoFocus
          error={missing && reason.trim() === '' ? labels.reasonRequired : null}
          onChange={(e) => setReason(e.target.value)}
        />
        {withObservation && (
          <TextField
            label={labels.observation}
            value={observation}
            maxLength={OBSERVATION_MAX}
            onChange={(e) => setObservation(e.target.value)}
          />
        )}
        {error && <p role="alert">{error}</p>}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button variant="text" onClick={onClose}>
            {labels.back}
          </Button>
          <Button type="submit" loading={busy}>
            {labels.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
