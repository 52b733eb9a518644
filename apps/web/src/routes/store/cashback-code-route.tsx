import { useTranslation } from 'react-i18next';
import { pathFor } from '../../app/route-table.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api } from '../../lib/api.ts';
import { browserStore } from '../../lib/storage.ts';
import { useRedeemCode } from './use-redeem-code.ts';

export const namespaces = ['cart'] as const;

/** Without a token: Login, coming back here after it (spec 3 §2.2 CashbackCode). */
export function loader(): string | null {
  if (browserStore.getState().token) return null;
  return `${pathFor('Login')}?redirect=${encodeURIComponent(window.location.pathname.replace(/^\/p\/[^/]+/, ''))}`;
}

const redeem = (code: string) =>
  api
    .call('cashbackmanual/retrieve', { code })
    .then(({ amount, balance }) => `${pathFor('CashbackRedeem')}?valor=${amount}&saldo=${balance}`);
const failurePath = (message: string) => `${pathFor('CashbackError')}?error=${encodeURIComponent(message)}`;

/** Spec 3 §2.2 CashbackCode (/cashback/{code}): redeems the code, then CashbackRedeem or CashbackError. */
export function Component() {
  const { t } = useTranslation('cart');
  useRedeemCode(redeem, failurePath, t('cashback.errorDefault'));
  return <Spinner label={t('cashback.redeeming')} />;
}
