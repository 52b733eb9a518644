import { useTranslation } from '../../../lib/i18n.ts';
import { useSearchParams } from '../../../lib/router.tsx';
import { RewardResult } from '../../cashback/index.ts';

/** Spec 3 §2.2 CouponError (/erro-cupom): why the coupon could not be used. */
export function CouponError() {
  const { t } = useTranslation('cart');
  const [params] = useSearchParams();
  return (
    <RewardResult ok={false} title={t('couponRoute.errorTitle')} action={{ to: '/', label: t('couponRoute.toMenu') }}>
      <p role="alert">{params.get('error') || t('couponRoute.errorDefault')}</p>
    </RewardResult>
  );
}
