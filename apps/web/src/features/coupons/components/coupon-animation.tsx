import { useTranslation } from '../../../lib/i18n.ts';
import { useSearchParams } from '../../../lib/router.tsx';
import { RewardResult } from '../../cashback/index.ts';

/** Spec 3 §2.2 CouponAnimation (/adicionar-cupom): the coupon was added. */
export function CouponAnimation() {
  const { t } = useTranslation('cart');
  const [params] = useSearchParams();
  const code = params.get('cupom') ?? '';
  return (
    <RewardResult ok title={t('couponRoute.addedTitle')} action={{ to: '/', label: t('couponRoute.toMenu') }}>
      {code && <p>{t('couponRoute.addedText', { code })}</p>}
    </RewardResult>
  );
}
