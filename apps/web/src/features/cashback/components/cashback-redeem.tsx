import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { pathFor } from '../../../app/route-table.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSearchParams } from '../../../lib/router.tsx';
import { RewardResult } from './reward-result.tsx';

const money = (value: string | null, locale: 'pt-BR' | 'en') => {
  const reais = Number(value);
  return value !== null && Number.isFinite(reais) ? formatMoney(reaisToCents(reais), locale) : null;
};

/** Spec 3 §2.2 CashbackRedeem (/resgatar-cashback): the amount credited and the new balance. */
export function CashbackRedeem() {
  const { t, i18n } = useTranslation('cart');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const [params] = useSearchParams();
  const amount = money(params.get('valor'), locale);
  const balance = money(params.get('saldo'), locale);
  return (
    <RewardResult
      ok
      title={t('cashback.redeemTitle')}
      action={{ to: pathFor('CashbackStatement'), label: t('cashback.seeStatement') }}
    >
      {amount && <p>{t('cashback.redeemText', { amount })}</p>}
      {balance && <p>{t('cashback.redeemBalance', { amount: balance })}</p>}
    </RewardResult>
  );
}
