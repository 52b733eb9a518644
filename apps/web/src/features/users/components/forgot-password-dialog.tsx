import { SMS_RESEND_FIRST_S, SMS_RESEND_NEXT_S } from '@app/domain/shared/constants';
import { formatPhone, toWirePhone, validatePhone, validatePin } from '@app/domain/users/rules';
import { useState } from 'react';
import { applyToken } from '../../../app/shared/session.ts';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { errorIs, errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { ui } from '../../../lib/ui-store.ts';
import { useResetPasswordSms } from '../api/pin-calls.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { phoneDigits } from '../lib/phone-input.ts';
import styles from './login.module.css';
import { PhoneField } from './phone-field.tsx';
import { ResendRow, SmsCodeInput } from './resend-countdown.tsx';

/** Spec 3 §4: phone, SMS (60 s, resend 120 s), code; then the token is set and reset-password opens. */
export function ForgotPasswordDialog({ phone: initialPhone, redirect }: { phone: string; redirect: string | null }) {
  const { t } = useTranslation('login');
  const text = useValidationText();
  const sms = useResetPasswordSms();
  const countdown = useCountdown();
  const [stage, setStage] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState(initialPhone);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentOnce, setSentOnce] = useState(false);
  const wire = () => toWirePhone(phone) ?? phoneDigits(phone);

  const send = async () => {
    const rule = validatePhone(phone, { required: true });
    if (rule) return setError(text(rule));
    setError(null);
    try {
      const result = await sms.mutateAsync({ type: 'SEND', phone_number: wire() });
      const wait = 'resend_in' in result ? result.resend_in : 0;
      countdown.start(wait || (sentOnce ? SMS_RESEND_NEXT_S : SMS_RESEND_FIRST_S));
      setSentOnce(true);
      setStage('code');
    } catch (failure) {
      if (errorIs(failure, 'pinResendTooSoon')) setStage('code');
      setError(errorMessage(failure, t('forgot.smsFailed')));
    }
  };

  const confirm = async () => {
    const rule = validatePin(pin);
    if (rule) return setError(text(rule));
    setError(null);
    try {
      const result = await sms.mutateAsync({ type: 'VALIDATE', phone_number: wire(), pin_number: pin });
      if (!('login' in result)) throw new Error('unexpected answer');
      await applyToken(result.login.token);
      ui.openDialog({ kind: 'reset-password', redirect });
    } catch (failure) {
      setError(errorMessage(failure, t('common:genericError')));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && ui.closeDialog()}
      title={t('forgot.title')}
      description={stage === 'phone' ? t('forgot.phoneText') : t('forgot.codeText', { phone: formatPhone(phone) })}
      closeLabel={t('common:close')}
    >
      <SubmitForm className={styles.form} onSubmit={() => (stage === 'phone' ? send() : confirm())}>
        {stage === 'phone' ? (
          <PhoneField
            label={t('phone')}
            value={phone}
            error={error}
            autoFocus
            onChange={(value) => {
              setPhone(value);
              if (error) setError(null);
            }}
          />
        ) : (
          <SmsCodeInput value={pin} error={error} onValue={setPin} onClearError={() => setError(null)} />
        )}
        <Button type="submit" fullWidth loading={sms.isPending}>
          {stage === 'phone' ? t('forgot.send') : t('forgot.confirm')}
        </Button>
        {stage === 'code' && (
          <ResendRow
            backLabel={t('changeNumber')}
            onBack={() => setStage('phone')}
            seconds={countdown.seconds}
            busy={sms.isPending}
            onResend={() => void send()}
          />
        )}
      </SubmitForm>
    </Dialog>
  );
}
