import { toWirePhone, validatePhone } from '@app/domain/users/rules';
import { lazy, Suspense, useState } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import type { Prelogin } from '../../../app/shared/current-place.ts';
import { useCheckUser } from '../../../app/shared/session-calls.ts';
import { useValidationText } from '../../../app/shared/use-validation-text.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { ui } from '../../../lib/ui-store.ts';
import { PlaceLogo } from '../../places/index.ts';
import { type SocialTicket, useSocialSignIn } from '../hooks/use-social-sign-in.ts';
import { phoneDigits } from '../lib/phone-input.ts';
import styles from './login.module.css';
import { PhoneStep } from './phone-step.tsx';
import { SocialStep } from './social-step.tsx';

// Only the phone step is needed to start; the later steps and the dialog are their own chunks.
const loadPasswordStep = () => import('./password-step.tsx');
const loadRegisterStep = () => import('./register-step.tsx');
const PasswordStep = lazy(() => loadPasswordStep().then((m) => ({ default: m.PasswordStep })));
const RegisterStep = lazy(() => loadRegisterStep().then((m) => ({ default: m.RegisterStep })));
const LinkAccountStep = lazy(() => import('./link-account-step.tsx').then((m) => ({ default: m.LinkAccountStep })));
const UnknownNumberDialog = lazy(() =>
  import('./unknown-number-dialog.tsx').then((m) => ({ default: m.UnknownNumberDialog })),
);

export type LoginScreenProps = {
  prelogin: Prelogin;
  redirect: string | null;
  authCode: string | null;
};

/**
 * Spec 3 §2.4 login: 0 Google, Apple or phone (when the server has a provider), 1 phone, 2 register,
 * 3 password; 4 links a Google or Apple identity to the phone's existing account by SMS code.
 */
export function LoginScreen({ prelogin, redirect, authCode }: LoginScreenProps) {
  const { t } = useTranslation('login');
  const text = useValidationText();
  const place = prelogin.restaurant_data;
  // Older cached answers (and partial test data) have no providers: the phone is the way in.
  const clients = prelogin.auth_providers?.clients ?? [];
  const [step, setStep] = useState<0 | 1 | 2 | 3 | 4>(clients.length > 0 ? 0 : 1);
  // A verified Google or Apple identity waiting for its phone (login answered 206).
  const [social, setSocial] = useState<SocialTicket | null>(null);
  const provider = useSocialSignIn(redirect, (ticket) => {
    setSocial(ticket);
    setStep(1);
  });
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [unknownOpen, setUnknownOpen] = useState(false);
  const checkUser = useCheckUser();
  const navigate = useNavigate();

  const submitPhone = async () => {
    const rule = validatePhone(phone, { required: true });
    if (rule) return setPhoneError(text(rule));
    setPhoneError(null);
    // The next step's chunk downloads while the server checks the number.
    loadPasswordStep().catch(() => {});
    try {
      const result = await checkUser.mutateAsync({ emailOrPhone: toWirePhone(phone) ?? phoneDigits(phone) });
      // With a social identity: an existing account is joined by SMS code; a new number registers.
      if (social) setStep(result.exists ? 4 : 2);
      else if (result.exists) setStep(3);
      else setUnknownOpen(true);
    } catch (error) {
      setPhoneError(errorMessage(error, t('common:genericError')));
    }
  };

  const createAccount = () => {
    setUnknownOpen(false);
    // On a clinic's host a patient registers on ClinicRegister, with the number typed (decision 167).
    if (place.service_supplier) {
      navigate(`${pathFor('ClinicRegister')}?phone=${encodeURIComponent(phoneDigits(phone))}`);
      return;
    }
    setStep(2);
  };

  const title = step === 2 ? t('registerTitle') : t('title');
  const subtitle = social ? t('social.phoneFor') : t('subtitle');
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <div className={styles.heading}>
          <PlaceLogo place={place} size={64} />
          <h1>{title}</h1>
          {(step === 0 || step === 1) && <p>{step === 0 ? t('subtitle') : subtitle}</p>}
        </div>
        {step === 0 && (
          <SocialStep
            clients={clients}
            pending={provider.pending}
            onProvider={(client) => void provider.start(client)}
            onPhone={() => setStep(1)}
          />
        )}
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
            <RegisterStep
              phone={phone}
              redirect={redirect}
              authCode={authCode}
              social={social}
              onChangeNumber={() => setStep(1)}
            />
          )}
          {step === 4 && social && (
            <LinkAccountStep phone={phone} social={social} redirect={redirect} onChangeNumber={() => setStep(1)} />
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
