import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

type Props = {
  number: number;
  busy: boolean;
  /** The server's refusal, verbatim. */
  error: string | null;
  onConfirm: (reason: string, observation: string) => void;
  onClose: () => void;
};

/** Cancels an order from the payments list; an online payment is refunded. What was typed stays on a refusal. */
export function CancelDialog({ number, ...props }: Props) {
  const { t } = useTranslation('payment-list');
  return (
    <ReasonDialog
      {...props}
      title={t('cancelTitle', { number })}
      description={t('cancelHint')}
      withObservation
      reasonMax={200}
      labels={{
        reason: t('reason'),
        reasonRequired: t('reasonRequired'),
        observation: t('observation'),
        back: t('back'),
        confirm: t('confirmCancel'),
        close: t('close'),
      }}
    />
  );
}
