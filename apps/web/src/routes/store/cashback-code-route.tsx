import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { pathFor } from '../../app/route-table.ts';
import { refreshUser } from '../../app/shared/session.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api, errorMessage } from '../../lib/api.ts';
import { browserStore } from '../../lib/storage.ts';

export const namespaces = ['cart'] as const;

/** Without a token: Login, coming back here after it (spec 3 §2.2 CashbackCode). */
export function loader(): string | null {
  if (browserStore.getState().token) return null;
  return `${pathFor('Login')}?redirect=${encodeURIComponent(window.location.pathname.replace(/^\/p\/[^/]+/, ''))}`;
}

/** Spec 3 §2.2 CashbackCode (/cashback/{code}): redeems the code, then CashbackRedeem or CashbackError. */
export function Component() {
  const { t } = useTranslation('cart');
  const { code = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    api
      .call('cashbackmanual/retrieve', { code })
      .then(async ({ amount, balance }) => {
        await refreshUser();
        if (current) navigate(`${pathFor('CashbackRedeem')}?valor=${amount}&saldo=${balance}`, { replace: true });
      })
      .catch((failure: unknown) => {
        if (current)
          navigate(
            `${pathFor('CashbackError')}?error=${encodeURIComponent(errorMessage(failure, t('cashback.errorDefault')))}`,
            {
              replace: true,
            },
          );
      });
    return () => {
      current = false;
    };
  }, [code, navigate, t]);
  return <Spinner label={t('cashback.redeeming')} />;
}
