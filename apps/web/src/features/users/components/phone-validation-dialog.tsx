import { SMS_RESEND_FIRST_S, SMS_RESEND_NEXT_S } from '@app/domain/shared/constants';
import { formatPhone, validatePin } from '@app/domain/users/rules';
import { useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../../../app/shared/current-user.ts';
import { forceLogout, logout, setUser } from '../../../app/shared/session.ts';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { errorIs, errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { notify } from '../../../lib/snackbar.ts';
import { ui } from '../../../lib/ui-store.ts';
import { resendValidationPin, sendValidationPin, useValidatePhoneNumber } from '../api/pin-calls.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useFinishLogin } from '../hooks/use-finish-login.ts';
import styles from './login.module.css';
import { ResendRow, SmsCodeInput } from './resend-countdown.tsx';

/** SMS code after register or login with an unvalidated phone: 60 s countdown, 120 s after a resend. */
export function PhoneValidationDialog({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation('login');
  const text = useValidationText();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const finish = useFinishLogin();
  const validate = useValidatePhoneNumber();
  const countdown = useCountdown();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sent = useRef(false);

  const send = async (resend: boolean) => {
    setSending(true);
    try {
      const result = resend ? await resendValidationPin() : await sendValidationPin();
      countdown.start(result.resend_in || (resend ? SMS_RESEND_NEXT_S : SMS_RESEND_FIRST_S));
      setError(null);
    } catch (failure) {
      if (errorIs(failure, 'noPhoneToValidate')) {
        forceLogout();
        notify(failure.message, { kind: 'error' });
        navigate('/', { replace: true });
        return;
      }
      if (errorIs(failure, 'pinResendTooSoon')) countdown.start(SMS_RESEND_FIRST_S);
      setError(errorMessage(failure, t('common:genericError')));
    } finally {
      setSending(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the code is sent once, when the dialog opens.
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void send(false);
  }, []);

  const submit = async () => {
    const rule = validatePin(pin);
    if (rule) return setError(text(rule));
    try {
      const validated = await validate.mutateAsync({ pin_number: pin });
      setUser(validated);
      notify(t('validation.done'), { kind: 'success' });
      if (user) finish({ ...user, ...validated }, redirect, { skipValidation: true });
      else ui.closeDialog();
    } catch (failure) {
      // The server composes 'Código incorreto. Tentativas restantes: n'.
      setError(errorMessage(failure, t('common:genericError')));
    }
  };

  const cancel = async () => {
    ui.closeDialog();
    await logout();
    navigate('/', { replace: true });
  };

  return (
    <Dialog
      open
      role="alertdialog"
      onOpenChange={(open) => !open && void cancel()}
      title={t('validation.title')}
      description={t('validation.text', { phone: user?.phone ? formatPhone(user.phone) : '' })}
    >
      <SubmitForm className={styles.form} onSubmit={submit}>
        <SmsCodeInput value={pin} error={error} onValue={setPin} onClearError={() => setError(null)} />
        <Button type="submit" fullWidth loading={validate.isPending}>
          {t('validation.confirm')}
        </Button>
        <ResendRow
          backLabel={t('validation.cancel')}
          onBack={() => void cancel()}
          seconds={countdown.seconds}
          busy={sending}
          onResend={() => void send(true)}
        />
      </SubmitForm>
    </Dialog>
  );
}
