import { formatPhone, toWirePhone, validatePassword } from '@app/domain/users/rules';
import { useState } from 'react';
import { applySession } from '../../../app/shared/session.ts';
import { useLogin } from '../../../app/shared/session-calls.ts';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFinishLogin } from '../hooks/use-finish-login.ts';
import { phoneDigits } from '../lib/phone-input.ts';
import { ChangeNumberRow } from './change-number-row.tsx';
import styles from './login.module.css';

export type PasswordStepProps = {
  phone: string;
  redirect: string | null;
  onChangeNumber: () => void;
  onForgot: () => void;
};

/** Step 3: password login, with 'Esqueci minha senha'. */
export function PasswordStep({ phone, redirect, onChangeNumber, onForgot }: PasswordStepProps) {
  const { t } = useTranslation('login');
  const text = useValidationText();
  const login = useLogin();
  const finish = useFinishLogin();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    // Only emptiness is checked here: an old password outside today's length rule must still work.
    if (password === '') return setError(text(validatePassword(password)));
    setError(null);
    try {
      const session = await login.mutateAsync({
        object_type: 2,
        phone: toWirePhone(phone) ?? phoneDigits(phone),
        password,
      });
      finish(applySession(session), redirect);
    } catch (failure) {
      // Wrong password, blocked account, rate limit: the server's text, under the password.
      setError(errorMessage(failure, t('common:genericError')));
    }
  };

  return (
    <SubmitForm className={styles.form} onSubmit={submit}>
      <ChangeNumberRow text={t('enteringAs', { phone: formatPhone(phone) })} onChangeNumber={onChangeNumber} />
      {/* Lets password managers pair the saved password with the phone. */}
      <input type="text" name="username" autoComplete="username" value={phoneDigits(phone)} readOnly hidden />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        value={password}
        error={error}
        autoFocus
        onChange={(event) => {
          setPassword(event.target.value);
          if (error) setError(null);
        }}
      />
      <Button type="submit" fullWidth loading={login.isPending}>
        {t('enter')}
      </Button>
      <Button variant="text" onClick={onForgot}>
        {t('forgotPassword')}
      </Button>
    </SubmitForm>
  );
}
