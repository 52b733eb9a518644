import { ApiError } from '@app/domain/client';
import {
  formatPhone,
  toWirePhone,
  validateFullName,
  validatePassword,
  validatePasswordRepeat,
} from '@app/domain/users/rules';
import { useState } from 'react';
import { applySession } from '../../../app/shared/session.ts';
import { useCreateUser } from '../../../app/shared/session-calls.ts';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { ui } from '../../../lib/ui-store.ts';
import type { SocialTicket } from '../hooks/use-social-sign-in.ts';
import { phoneDigits } from '../lib/phone-input.ts';
import { ChangeNumberRow } from './change-number-row.tsx';
import styles from './login.module.css';
import { NewPasswordFields } from './new-password-fields.tsx';

type Field = 'username' | 'password' | 'repeat' | 'form';
type Errors = Partial<Record<Field, string | null>>;

export type RegisterStepProps = {
  phone: string;
  redirect: string | null;
  authCode: string | null;
  onChangeNumber: () => void;
  /** Registering a verified Google or Apple identity: the name comes prefilled, no password. */
  social?: SocialTicket | null;
};

export const TERMS_URL = '/termos.html';
export const PRIVACY_URL = '/privacidade.html';

/** Step 2: full name, password, repeat; then the phone-validation dialog opens. */
export function RegisterStep({ phone, redirect, authCode, onChangeNumber, social = null }: RegisterStepProps) {
  const { t } = useTranslation('login');
  const text = useValidationText();
  const createUser = useCreateUser();
  const [username, setUsername] = useState(social?.username ?? '');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async () => {
    const found: Errors = {
      username: text(validateFullName(username)),
      // The provider vouches for the person: no password to choose.
      password: social ? null : text(validatePassword(password)),
      repeat: social ? null : text(validatePasswordRepeat(password, repeat)),
    };
    setErrors(found);
    if (found.username || found.password || found.repeat) return;
    try {
      const session = await createUser.mutateAsync({
        username: username.trim(),
        phone: toWirePhone(phone) ?? phoneDigits(phone),
        ...(social ? { social_id: social.social_id } : { password }),
        ...(authCode ? { code: authCode } : {}),
      });
      applySession(session);
      ui.openDialog({ kind: 'phone-validation', redirect });
    } catch (failure) {
      const message = errorMessage(failure, t('common:genericError'));
      const field = failure instanceof ApiError ? failure.body.field : undefined;
      setErrors({
        [field === 'username' ? 'username' : field === 'password' && !social ? 'password' : 'form']: message,
      });
    }
  };

  const clear = (field: Field) => errors[field] && setErrors({ ...errors, [field]: null, form: null });

  return (
    <SubmitForm className={styles.form} onSubmit={submit}>
      <ChangeNumberRow text={t('registerIntro', { phone: formatPhone(phone) })} onChangeNumber={onChangeNumber} />
      <TextField
        label={t('fullName')}
        autoComplete="name"
        value={username}
        error={errors.username}
        autoFocus
        onChange={(event) => {
          setUsername(event.target.value);
          clear('username');
        }}
      />
      {!social && (
        <NewPasswordFields
          labels={{ password: t('password'), repeat: t('repeatPassword') }}
          password={password}
          repeat={repeat}
          errors={errors}
          hint={t('passwordHint')}
          onPasswordChange={(value) => {
            setPassword(value);
            clear('password');
          }}
          onRepeatChange={(value) => {
            setRepeat(value);
            clear('repeat');
          }}
        />
      )}
      {errors.form && (
        <p className="form-error" role="alert" style={{ color: 'var(--color-error)', margin: 0 }}>
          {errors.form}
        </p>
      )}
      <Button type="submit" fullWidth loading={createUser.isPending}>
        {t('createAccount')}
      </Button>
      <p className={styles.terms}>
        {t('terms.before')}
        <a href={TERMS_URL} target="_blank" rel="noreferrer">
          {t('terms.terms')}
        </a>
        {t('terms.and')}
        <a href={PRIVACY_URL} target="_blank" rel="noreferrer">
          {t('terms.privacy')}
        </a>
        {t('terms.after')}
      </p>
    </SubmitForm>
  );
}
