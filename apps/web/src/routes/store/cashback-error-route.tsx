import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RewardResult } from '../../features/cart/components/reward-result.tsx';

export const namespaces = ['cart'] as const;

/** Spec 3 §2.2 CashbackError (/erro-cashback, param error). */
export function Component() {
  const { t } = useTranslation('cart');
  const [params] = useSearchParams();
  return (
    <RewardResult ok={false} title={t('cashback.errorTitle')} action={{ to: '/', label: t('couponRoute.toMenu') }}>
      <p role="alert">{params.get('error') || t('cashback.errorDefault')}</p>
    </RewardResult>
  );
}
