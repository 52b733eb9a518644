import { pathFor } from '../../../app/route-table.ts';
import { useRedeemCode } from '../../../app/shared/use-redeem-code.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { api } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const redeem = (code: string) =>
  api
    .call('cupom/view', { code, save: true })
    .then(({ cupom }) => `${pathFor('CouponAnimation')}?cupom=${encodeURIComponent(cupom.code)}`);
const failurePath = (message: string) => `${pathFor('CouponError')}?error=${encodeURIComponent(message)}`;

/**
 * Spec 3 §2.2 CouponRedeem (/cupom/{code}): checks the coupon and stores it on the user as
 * invite_cupom (cupom/view with save), refreshes the user, then the animation; else the error screen.
 */
export function CouponRedeem() {
  const { t } = useTranslation('cart');
  useRedeemCode(redeem, failurePath, t('couponRoute.errorDefault'));
  return <Spinner label={t('couponRoute.checking')} />;
}
