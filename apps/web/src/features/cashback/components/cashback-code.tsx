import { pathFor } from '../../../app/route-table.ts';
import { useRedeemCode } from '../../../app/shared/use-redeem-code.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { api } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const redeem = (code: string) =>
  api
    .call('cashbackmanual/retrieve', { code })
    .then(({ amount, balance }) => `${pathFor('CashbackRedeem')}?valor=${amount}&saldo=${balance}`);
const failurePath = (message: string) => `${pathFor('CashbackError')}?error=${encodeURIComponent(message)}`;

/** Spec 3 §2.2 CashbackCode (/cashback/{code}): redeems the code, then CashbackRedeem or CashbackError. */
export function CashbackCode() {
  const { t } = useTranslation('cart');
  useRedeemCode(redeem, failurePath, t('cashback.errorDefault'));
  return <Spinner label={t('cashback.redeeming')} />;
}
