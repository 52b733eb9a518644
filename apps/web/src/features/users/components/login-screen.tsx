import { toWirePhone, validatePhone } from '@app/domain/users/rules';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Prelogin } from '../../../app/shared/current-place.ts';
import { useCheckUser } from '../../../app/shared/session-calls.ts';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { errorMessage } from '../../../lib/api.ts';
import { ui } from '../../../lib/ui-store.ts';
import { PlaceLogo } from '../../places/index.ts';
import { phoneDigits } from '../lib/phone-input.ts';
import styles from './login.module.css';
import { PhoneStep } from './phone-step.tsx';

// Only the phone step is needed to start; the later steps and the dialog are their own chunks.
const loadPasswordStep = () => import('./password-step.tsx');
const loadRegisterStep = () => import('./register-step.tsx');
const PasswordStep = lazy(() => loadPasswordStep().then((m) => ({ default: m.PasswordStep })));
const RegisterStep = lazy(() => loadRegisterStep().then((m) => ({ default: m.RegisterStep })));
const UnknownNumberDialog = lazy(() =>
  import('./unknown-number-dialog.tsx').then((m) => ({ default: m.UnknownNumberDialog })),
);

export type LoginScreenProps = {
  prelogin: Prelogin;
  redirect: string | null;
  authCode: string | null;
};

/**
 * Spec 3 §2.4 login: 1 phone, 2 register, 3 password. Step 0 (choosing Google or Apple) joins when
 * social login has a handler; until then the phone is the only way in.
 */
export function LoginScreen({ prelogin, redirect, authCode }: LoginScreenProps) {
  const { t } = useTranslation('login');
  const text = useValidationText();
  const place = prelogin.restaurant_data;
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [unknownOpen, setUnknownOpen] = useState(false);
  const checkUser = useCheckUser();

  const submitPhone = async () => {
    const rule = validatePhone(phone, { required: true });
    if (rule) return setPhoneError(text(rule));
    setPhoneError(null);
    // The next step's chunk downloads while the server checks the number.
    loadPasswordStep().catch(() => {});
    try {
      const result = await checkUser.mutateAsync({ emailOrPhone: toWirePhone(phone) ?? phoneDigits(phone) });
      if (result.exists) setStep(3);
      else setUnknownOpen(true);
    } catch (error) {
      setPhoneError(errorMessage(error, t('common:genericError')));
    }
  };

  const createAccount = () => {
    setUnknownOpen(false);
    // A clinic host will send this to ClinicRegister once that screen exists (planned-routes.ts).
    setStep(2);
  };

  const title = step === 2 ? t('registerTitle') : t('title');
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <div className={styles.heading}>
          <PlaceLogo place={place} size={64} />
          <h1>{title}</h1>
          {step === 1 && <p>{t('subtitle')}</p>}
        </div>
        {step === 1 && (
          <PhoneStep
            value={phone}
            error={phoneError}
            loading={checkUser.isPending}
            onChange={(value) => {
              setPhone(value);
              if (phoneError) setPhoneError(null);
            }}
            onSubmit={() => void submitPhone()}
          />
        )}
        <Suspense fallback={null}>
          {step === 3 && (
            <PasswordStep
              phone={phone}
              redirect={redirect}
              onChangeNumber={() => setStep(1)}
              onForgot={() => ui.openDialog({ kind: 'forgot-password', phone, redirect })}
            />
          )}
          {step === 2 && (
            <RegisterStep phone={phone} redirect={redirect} authCode={authCode} onChangeNumber={() => setStep(1)} />
          )}
        </Suspense>
      </div>
      {unknownOpen && (
        <Suspense fallback={null}>
          <UnknownNumberDialog onReview={() => setUnknownOpen(false)} onCreate={createAccount} />
        </Suspense>
      )}
    </div>
  );
}
