import { useTranslation } from '../../../lib/i18n.ts';
import { useSearchParams } from '../../../lib/router.tsx';
import { RewardResult } from './reward-result.tsx';

/** Spec 3 §2.2 CashbackError (/erro-cashback, param error). */
export function CashbackError() {
  const { t } = useTranslation('cart');
  const [params] = useSearchParams();
  return (
    <RewardResult ok={false} title={t('cashback.errorTitle')} action={{ to: '/', label: t('couponRoute.toMenu') }}>
      <p role="alert">{params.get('error') || t('cashback.errorDefault')}</p>
    </RewardResult>
  );
}
