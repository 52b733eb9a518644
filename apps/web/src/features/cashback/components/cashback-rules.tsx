import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { useQuery } from '@tanstack/react-query';
import { pathFor } from '../../../app/route-table.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { useBrowserStore } from '../../../lib/storage.ts';
import { statementQuery } from './cashback-statement.tsx';
import styles from './rewards.module.css';

/** Spec 3 §2.2 CashbackRules (/cashback/como-funciona): the place's cashback rules, from its statement. */
export function CashbackRules() {
  const { t, i18n } = useTranslation('cart');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const token = useBrowserStore((s) => s.token);
  const query = useQuery(statementQuery(1, token));
  const money = (reais: number) => formatMoney(reaisToCents(reais), locale);
  if (query.isPending) return <Spinner />;
  if (!query.data) return <p role="alert">{errorMessage(query.error, t('common:genericError'))}</p>;
  const d = query.data;
  return (
    <section className={styles.page} aria-labelledby="rules-title">
      <h1 id="rules-title">{t('cashback.rulesTitle')}</h1>
      <div className={styles.card}>
        <ol className={styles.rules}>
          <li>{t('cashback.rule1', { percent: d.perc })}</li>
          <li>{t('cashback.rule2', { amount: money(d.min_saque) })}</li>
          <li>
            {d.validity_days > 0 ? t('cashback.rule3Days', { days: d.validity_days }) : t('cashback.rule3Unlimited')}
          </li>
          {d.referral_reward > 0 && d.share_cupom && (
            <li>{t('cashback.rule4', { code: d.share_cupom, amount: money(d.referral_reward) })}</li>
          )}
        </ol>
        <Link to={pathFor('CashbackStatement')}>{t('cashback.seeStatement')}</Link>
      </div>
    </section>
  );
}
