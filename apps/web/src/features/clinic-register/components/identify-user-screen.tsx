import { formatPhone, toWirePhone, validatePhone, validatePin } from '@app/domain/users/rules';
import { useState } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { applySession } from '../../../app/shared/session.ts';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import ops from '../../../components/ui/ops.module.css';
import { SubmitForm } from '../../../components/ui/submit-form.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { api, errorIs, errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { PhoneField } from '../../users/index.ts';
import styles from './clinic-register.module.css';

/**
 * IdentifyUser (/identificar, decision 168): a patient identifies by the SMS code sent to their
 * phone, without a password (identify-user), then goes on to `redirect` or Index. A number without
 * an account is offered ClinicRegister with the number typed.
 */
export function IdentifyUserScreen({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation('clinic-register');
  const text = useValidationText();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [unknown, setUnknown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wire = () => toWirePhone(phone) ?? phone;

  const sendCode = async () => {
    const rule = validatePhone(phone, { required: true });
    if (rule) return setError(text(rule));
    setBusy(true);
    setError(null);
    setUnknown(false);
    try {
      await api.call('identify-user', { phone: wire() });
      setSent(true);
    } catch (failure) {
      if (errorIs(failure, 'unknownNumber')) setUnknown(true);
      else setError(errorMessage(failure, t('identify.error')));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    const rule = validatePin(code);
    if (rule) return setError(text(rule));
    setBusy(true);
    setError(null);
    try {
      const session = await api.call('identify-user', { phone: wire(), pin_number: code });
      if ('token' in session) {
        applySession(session);
        navigate(redirect?.startsWith('/') ? redirect : '/', { replace: true });
      }
    } catch (failure) {
      setError(errorMessage(failure, t('identify.error')));
    } finally {
      setBusy(false);
    }
  };

  const digits = phone.replace(/\D/g, '');
  return (
    <div className={styles.page}>
      <SubmitForm className={`${ops.panel} ${styles.card}`} onSubmit={sent ? confirm : sendCode}>
        <h1 className={ops.title}>{t('identify.title')}</h1>
        {!sent ? (
          <>
            <p className={ops.muted}>{t('identify.intro')}</p>
            <PhoneField
              label={t('phone')}
              value={phone}
              error={error}
              onChange={(v) => {
                setPhone(v);
                setError(null);
                setUnknown(false);
              }}
            />
            {unknown && (
              <p role="alert">
                {t('identify.unknown')}{' '}
                <Link className={ops.link} to={`${pathFor('ClinicRegister')}?phone=${encodeURIComponent(digits)}`}>
                  {t('identify.register')}
                </Link>
              </p>
            )}
            <Button type="submit" fullWidth loading={busy}>
              {t('identify.send')}
            </Button>
          </>
        ) : (
          <>
            <p className={ops.muted}>{t('identify.codeSent', { phone: formatPhone(digits.slice(-11)) })}</p>
            <TextField
              label={t('identify.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              value={code}
              error={error}
              autoFocus
              onChange={(e) => {
                setCode(e.target.value.replace(/\D/g, ''));
                setError(null);
              }}
            />
            <Button type="submit" fullWidth loading={busy}>
              {t('identify.confirm')}
            </Button>
            <Button variant="text" onClick={() => setSent(false)}>
              {t('identify.changeNumber')}
            </Button>
          </>
        )}
      </SubmitForm>
    </div>
  );
}
