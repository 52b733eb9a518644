import { ReasonDialog as AskReason } from '../../../../components/ui/reason-dialog.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

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
export function ReasonDialog({ withObservation, ...props }: Props) {
  const { t } = useTranslation('backoffice');
  return (
    <AskReason
      {...props}
      withObservation={withObservation}
      reasonMax={withObservation ? 200 : 500}
      labels={{
        reason: t('reason'),
        reasonRequired: t('reasonRequired'),
        observation: t('observation'),
        back: t('back'),
        confirm: t('confirm'),
        close: t('close'),
      }}
    />
  );
}
