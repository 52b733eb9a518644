import { formatDateTime, isPickupOrder, ORDER_STATUS, orderStatusLabelKey } from '@app/domain/orders/rules';
import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pathFor } from '../../app/route-table.ts';
import { inProviderMode } from '../../app/shared/provider-mode.ts';
import { useValidationText } from '../../app/shared/use-validation-text.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { myOrdersQuery, Stars, ordersStyles as styles } from '../../features/orders/index.ts';
import { errorMessage } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useSearchParams } from '../../lib/router.tsx';
import { useBrowserStore } from '../../lib/storage.ts';
import { useReorder } from './reorder.ts';

export const namespaces = ['orders', 'validation'] as const;

/** Spec 3 §2.2: in provider mode /meus-pedidos redirects to /meus-atendimentos. */
export function loader(): string | null {
  return inProviderMode() ? `${pathFor('MyServicesList')}${window.location.search}` : null;
}

/** Spec 3 §2.2 MyOrders: the customer's orders at this place, newest first, 30 a page (mydelivery). */
export function Component() {
  const { t, i18n } = useTranslation('orders');
  const text = useValidationText();
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const token = useBrowserStore((s) => s.token);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('pagina') ?? 1) || 1);
  const query = useQuery({ ...myOrdersQuery(page, token), placeholderData: keepPreviousData });
  const go = (next: number) => setParams(next === 1 ? {} : { pagina: String(next) });
  const reorder = useReorder();

  return (
    <section className={styles.page} aria-labelledby="my-orders-title">
      <div className={styles.header}>
        <h1 id="my-orders-title" className={styles.title}>
          {t('myOrders')}
        </h1>
        {query.isFetching && <Spinner size={20} />}
      </div>
      {query.error && <p role="alert">{errorMessage(query.error, t('loadError'))}</p>}
      {query.data && query.data.orders.length === 0 && page === 1 && (
        <div className={styles.centered}>
          <p>{t('empty')}</p>
          <Link to="/">{t('newOrder')}</Link>
        </div>
      )}
      {query.data && query.data.orders.length > 0 && (
        <ul className={styles.list}>
          {query.data.orders.map((order) => {
            const count = order.products.reduce((n, l) => n + l.quantity, 0);
            return (
              <li key={order._id} className={styles.orderItem}>
                {/* Named by its visible text ('Ver' + the row), not an aria-label hiding it (WCAG 2.5.3). */}
                <Link className={styles.orderLink} to={pathFor('MyOrder', { id: order._id })}>
                  <span className={styles.orderMain}>
                    <span className="visually-hidden">{t('orderLinkVerb')} </span>
                    <strong>{t('orderTitle', { number: order.number })}</strong>
                    <span className={styles.muted}>{formatDateTime(order.created_at)}</span>
                    <span className={styles.muted}>{t('itemsCount', { count })}</span>
                    {order.placed_by_staff && (
                      <span className={styles.placedByStaff} data-testid="placed-by-staff">
                        {t('placedByStaff', { place: order.placed_by_staff.place })}
                      </span>
                    )}
                  </span>
                  <span className={styles.orderMain} style={{ alignItems: 'flex-end', flex: 'none' }}>
                    <span className={styles.status}>
                      {text(orderStatusLabelKey(order.status, { pickup: isPickupOrder(order) }))}
                    </span>
                    <strong>{formatMoney(reaisToCents(order.total_payable), locale)}</strong>
                  </span>
                </Link>
                <div className={styles.orderActions}>
                  {order.rating ? (
                    <Stars stars={order.rating.stars} label={t('ratedShort', { count: order.rating.stars })} />
                  ) : (
                    order.status === ORDER_STATUS.DELIVERED && (
                      <Link
                        className={styles.actionLink}
                        to={`${pathFor('MyOrder', { id: order._id })}#avaliar`}
                        aria-label={t('rateAction', { number: order.number })}
                      >
                        {t('rateShort')}
                      </Link>
                    )
                  )}
                  {order.products.length > 0 && (
                    <Button
                      size="small"
                      variant="secondary"
                      loading={reorder.busy === order._id}
                      disabled={reorder.busy !== null}
                      aria-label={t('reorderAction', { number: order.number })}
                      onClick={() => void reorder.run(order)}
                    >
                      {t('reorder')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {query.data && (page > 1 || query.data.has_more) && (
        <nav className={styles.pager} aria-label={t('page', { page })}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
            {t('previous')}
          </Button>
          <span className={styles.muted}>{t('page', { page })}</span>
          <Button variant="secondary" disabled={!query.data.has_more} onClick={() => go(page + 1)}>
            {t('next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
