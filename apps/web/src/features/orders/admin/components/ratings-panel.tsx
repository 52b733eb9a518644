import { formatDateTime, RATING_STARS_MAX } from '@app/domain/orders/rules';
import { useQuery } from '@tanstack/react-query';
import { pathFor } from '../../../../app/route-table.ts';
import styles from '../../../../components/ui/ops.module.css';
import { errorMessage } from '../../../../lib/api.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Link } from '../../../../lib/router.tsx';
import { useBrowserStore } from '../../../../lib/storage.ts';
import { ratingsQuery } from '../api/ratings-calls.ts';
import r from './ratings.module.css';

const stars = (n: number) => Array.from({ length: RATING_STARS_MAX }, (_, i) => (i < n ? '★' : '☆')).join('');

/**
 * 'Avaliações' on the owner's dashboard (decision 066): the average stars of the last 30 days and
 * the latest ratings with their comments, each linking to its order's ticket.
 */
export function RatingsPanel() {
  const { t, i18n } = useTranslation('backoffice');
  const managerToken = useBrowserStore((s) => s.managerToken);
  const query = useQuery(ratingsQuery(managerToken));
  const data = query.data;
  const average = (n: number) =>
    n.toLocaleString(i18n.language === 'en' ? 'en-US' : 'pt-BR', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
  return (
    <section className={styles.panel} aria-labelledby="ratings-title" data-testid="ratings-panel">
      <h2 id="ratings-title" className={styles.subtitle}>
        {t('ratings.title')}
      </h2>
      {query.error && (
        <p role="alert" className={styles.error}>
          {errorMessage(query.error, t('loadError'))}
        </p>
      )}
      {data && data.count === 0 && <p className={styles.muted}>{t('ratings.none')}</p>}
      {data && data.average !== null && (
        <p className={r.summary}>
          <span className={r.average} data-testid="ratings-average">
            {average(data.average)}
          </span>
          <span className={r.stars} aria-hidden="true">
            {stars(Math.round(data.average))}
          </span>
          <span className={styles.muted}>{t('ratings.count', { count: data.count })}</span>
        </p>
      )}
      {data && data.recent.length > 0 && (
        <ul className={r.list}>
          {data.recent.map((x) => (
            <li key={x.order_id} className={r.item}>
              <div className={r.head}>
                <span className={r.stars} role="img" aria-label={t('ratings.stars', { count: x.stars })}>
                  {stars(x.stars)}
                </span>
                <Link to={pathFor('OrderTicket', { id: x.order_id })}>{t('number', { number: x.number })}</Link>
                <span className={styles.muted}>
                  {x.username ?? t('anonymous')} · {formatDateTime(x.at)}
                </span>
              </div>
              {x.comment && <p className={r.comment}>{x.comment}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
