import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
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
