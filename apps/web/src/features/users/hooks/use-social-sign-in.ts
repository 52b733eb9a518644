import { ApiError } from '@app/domain/client';
import type { ErrorBody } from '@app/domain/contract-types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applySession } from '../../../app/shared/session.ts';
import { login } from '../../../app/shared/session-calls.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import {
  type SocialClient,
  type SocialProvider,
  type SocialResult,
  SocialSignInError,
  startSocialSignIn,
  takeRedirectResult,
} from '../lib/social-sign-in.ts';
import { useFinishLogin } from './use-finish-login.ts';

/** A verified Google or Apple identity without an account yet: the register steps use it. */
export type SocialTicket = NonNullable<ErrorBody['social']>;

const label = (provider: SocialProvider) => (provider === 'apple' ? 'Apple' : 'Google');

/**
 * Signs in with the provider's id token; a 206 'register, then log in' hands the ticket to
 * `onRegister` (the phone and name steps). Failures show as a toast (spec 3 §6).
 */
export function useSocialSignIn(redirect: string | null, onRegister: (ticket: SocialTicket) => void) {
  const { t } = useTranslation('login');
  const finish = useFinishLogin();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const register = useRef(onRegister);
  register.current = onRegister;

  const complete = useCallback(
    async (result: SocialResult) => {
      try {
        const session = await login({ g_token: result.idToken, nonce: result.nonce, provider: result.provider });
        finish(applySession(session), redirect);
      } catch (failure) {
        const social =
          failure instanceof ApiError && failure.body.code === 'social_register' ? failure.body.social : null;
        // Apple sends the name beside the token, not in it.
        if (social) register.current({ ...social, username: social.username ?? result.name });
        else notify(errorMessage(failure, t('common:genericError')), { kind: 'error' });
      }
    },
    [finish, redirect, t],
  );

  const failed = useCallback(
    (provider: SocialProvider, error: unknown) =>
      notify(
        error instanceof SocialSignInError
          ? t('social.failed', { provider: label(provider) })
          : t('common:genericError'),
        { kind: 'error' },
      ),
    [t],
  );

  // Back from a redirect sign-in (the popup was blocked).
  useEffect(() => {
    try {
      const result = takeRedirectResult();
      if (result) void complete(result);
    } catch (error) {
      failed('google', error);
    }
  }, [complete, failed]);

  const start = useCallback(
    async (client: SocialClient) => {
      setPending(client.provider);
      try {
        const result = startSocialSignIn(client, () => setPending(null));
        if (result) await complete(await result);
      } catch (error) {
        failed(client.provider, error);
      } finally {
        setPending(null);
      }
    },
    [complete, failed],
  );

  return { start, pending };
}
