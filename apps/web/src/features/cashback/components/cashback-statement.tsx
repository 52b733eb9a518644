import { formatDateTime } from '@app/domain/orders/rules';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { usePlace } from '../../../app/shared/current-place.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { api, errorMessage } from '../../../lib/api.ts';
import { basePath } from '../../../lib/base-path.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useSearchParams } from '../../../lib/router.tsx';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { ReferFriendDialog } from './refer-friend-dialog.tsx';
import styles from './rewards.module.css';

export function statementQuery(page: number, token: string | null) {
  return {
    queryKey: ['cashback/statement', page, token],
    queryFn: () => api.call('cashback/statement', { page }),
    placeholderData: keepPreviousData,
  };
}

/** Spec 3 §2.2 CashbackStatement (/cashback): balance, how it is earned, the entries, the share coupon. */
export function CashbackStatement() {
  const { t, i18n } = useTranslation('cart');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const token = useBrowserStore((s) => s.token);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('pagina') ?? 1) || 1);
  const query = useQuery(statementQuery(page, token));
  const place = usePlace();
  const [referring, setReferring] = useState(false);
  const money = (reais: number) => formatMoney(reaisToCents(reais), locale);
  if (query.isPending) return <Spinner />;
  if (!query.data) return <p role="alert">{errorMessage(query.error, t('common:genericError'))}</p>;
  const data = query.data;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(data.share_cupom);
      notify(t('cashback.copied'), { kind: 'success' });
    } catch {
      notify(t('orders:copyError'), { kind: 'error' });
    }
  };
  return (
    <section className={styles.page} aria-labelledby="cashback-title">
      <h1 id="cashback-title">{t('cashback.title')}</h1>
      <div className={styles.card}>
        <span className={styles.muted}>{t('cashback.balance')}</span>
        <p className={styles.balance}>{money(data.balance)}</p>
        {data.min_saque > 0 && (
          <p className={styles.muted}>{t('cashback.minimum', { amount: money(data.min_saque) })}</p>
        )}
        <p className={styles.muted}>{t('cashback.percent', { percent: data.perc })}</p>
        <Link to={pathFor('CashbackRules')}>{t('cashback.howItWorks')}</Link>
      </div>
      {data.share_cupom && (
        <div className={styles.card}>
          <p>{t('cashback.shareCoupon', { code: data.share_cupom })}</p>
          <Button variant="secondary" onClick={() => void copy()}>
            {t('cashback.copy')}
          </Button>
          <Button onClick={() => setReferring(true)}>{t('referFriend.open')}</Button>
          {referring && (
            <ReferFriendDialog
              code={data.share_cupom}
              place={place?.restaurantname ?? ''}
              link={`${window.location.origin}${basePath.basename}${pathFor('CouponRedeem', { code: data.share_cupom })}`}
              onClose={() => setReferring(false)}
            />
          )}
        </div>
      )}
      <div className={styles.card}>
        <h2>{t('cashback.entries')}</h2>
        {data.entries.length === 0 ? (
          <p className={styles.muted}>{t('cashback.empty')}</p>
        ) : (
          <ul className={styles.entries}>
            {data.entries.map((e) => (
              <li key={e._id} className={styles.entry}>
                <span>
                  <strong>{t(`cashback.kinds.${e.kind}`)}</strong>
                  {e.description && <span className={styles.muted}> · {e.description}</span>}
                  <br />
                  <span className={styles.muted}>{formatDateTime(e.created_at)}</span>
                  {e.expires_at && (
                    <span className={styles.muted}>
                      {' '}
                      · {t('cashback.expires', { date: formatDateTime(e.expires_at) })}
                    </span>
                  )}
                </span>
                <span className={e.amount >= 0 ? styles.plus : styles.minus}>
                  {e.amount >= 0 ? '+' : '−'} {money(Math.abs(e.amount))}
                </span>
              </li>
            ))}
          </ul>
        )}
        {(page > 1 || data.has_more) && (
          <div style={{ display: 'flex', justifyContent: 'space-between' }}>
            <Button
              variant="secondary"
              disabled={page <= 1}
              onClick={() => setParams(page - 1 === 1 ? {} : { pagina: String(page - 1) })}
            >
              {t('orders:previous')}
            </Button>
            <Button
              variant="secondary"
              disabled={!data.has_more}
              onClick={() => setParams({ pagina: String(page + 1) })}
            >
              {t('orders:next')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
