import { formatPhone, toWirePhone, validatePin } from '@app/domain/users/rules';
import { useEffect, useRef, useState } from 'react';
import { applySession } from '../../../app/shared/session.ts';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { api, errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useFinishLogin } from '../hooks/use-finish-login.ts';
import type { SocialTicket } from '../hooks/use-social-sign-in.ts';
import { phoneDigits } from '../lib/phone-input.ts';
import { ChangeNumberRow } from './change-number-row.tsx';
import styles from './login.module.css';

export type LinkAccountStepProps = {
  phone: string;
  social: SocialTicket;
  redirect: string | null;
  onChangeNumber: () => void;
};

/**
 * The number already has an account: the Google or Apple identity joins it only after the SMS code
 * proves the person holds the phone (identify-user with the ticket).
 */
export function LinkAccountStep({ phone, social, redirect, onChangeNumber }: LinkAccountStepProps) {
  const { t } = useTranslation('login');
  const text = useValidationText();
  const finish = useFinishLogin();
  const wire = toWirePhone(phone) ?? phoneDigits(phone);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    api
      .call('identify-user', { phone: wire })
      .catch((failure) => setError(errorMessage(failure, t('common:genericError'))));
  }, [wire, t]);

  const submit = async () => {
    const rule = validatePin(code);
    if (rule) return setError(text(rule));
    setBusy(true);
    try {
      const session = await api.call('identify-user', { phone: wire, pin_number: code, social_id: social.social_id });
      if ('token' in session) finish(applySession(session), redirect, { skipValidation: true });
    } catch (failure) {
      setError(errorMessage(failure, t('common:genericError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SubmitForm className={styles.form} onSubmit={submit}>
      <ChangeNumberRow
        text={t('social.linkIntro', {
          phone: formatPhone(phone),
          provider: social.provider === 'apple' ? 'Apple' : 'Google',
        })}
        onChangeNumber={onChangeNumber}
      />
      <TextField
        label={t('validation.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        value={code}
        error={error}
        autoFocus
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, ''));
          if (error) setError(null);
        }}
      />
      <Button type="submit" fullWidth loading={busy}>
        {t('validation.confirm')}
      </Button>
    </SubmitForm>
  );
}
