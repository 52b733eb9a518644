import { Button } from '../../../components/ui/button.tsx';
import { PinInput } from '../../../components/ui/pin-input.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatCountdown } from '../hooks/use-countdown.ts';
import styles from './login.module.css';

/** 'Reenviar código em 0:59' while the SMS countdown runs, then the resend button. */
export function ResendCountdown(props: { seconds: number; busy: boolean; onResend: () => void }) {
  const { t } = useTranslation('login');
  if (props.seconds > 0) {
    return (
      <span className={styles.countdown} aria-live="polite">
        {t('validation.resendIn', { time: formatCountdown(props.seconds) })}
      </span>
    );
  }
  return (
    <Button variant="text" size="small" loading={props.busy} onClick={props.onResend}>
      {props.busy ? t('validation.sending') : t('validation.resend')}
    </Button>
  );
}

/** Under the SMS code: a way back (change the number, cancel) and the resend countdown. */
export function ResendRow(props: {
  backLabel: string;
  onBack: () => void;
  seconds: number;
  busy: boolean;
  onResend: () => void;
}) {
  return (
    <div className={styles.row}>
      <Button variant="text" size="small" onClick={props.onBack}>
        {props.backLabel}
      </Button>
      <ResendCountdown seconds={props.seconds} busy={props.busy} onResend={props.onResend} />
    </div>
  );
}

/** The SMS code input of the login dialogs: typing clears the error shown under it. */
export function SmsCodeInput(props: {
  value: string;
  error: string | null;
  onValue: (value: string) => void;
  onClearError: () => void;
}) {
  const { t } = useTranslation('login');
  return (
    <PinInput
      label={t('validation.code')}
      value={props.value}
      error={props.error}
      autoFocus
      onChange={(value) => {
        props.onValue(value);
        if (props.error) props.onClearError();
      }}
    />
  );
}
