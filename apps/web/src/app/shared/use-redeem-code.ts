import { useEffect } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { useNavigate, useParams } from '../../lib/router.tsx';
import { refreshUser } from './session.ts';

/**
 * The code routes (/cupom/{code}, /cashback/{code}): send the URL's code once, refresh the user
 * (the answer changed their coupon or balance), then replace the location with the success screen
 * or with the error screen carrying the server's text. `redeem` and `failurePath` must be stable
 * (module-level functions): the effect runs again when they change.
 */
export function useRedeemCode(
  redeem: (code: string) => Promise<string>,
  failurePath: (message: string) => string,
  fallbackMessage: string,
): void {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    redeem(code)
      .then(async (to) => {
        await refreshUser();
        if (current) navigate(to, { replace: true });
      })
      .catch((failure: unknown) => {
        if (current) navigate(failurePath(errorMessage(failure, fallbackMessage)), { replace: true });
      });
    return () => {
      current = false;
    };
  }, [code, navigate, redeem, failurePath, fallbackMessage]);
}
