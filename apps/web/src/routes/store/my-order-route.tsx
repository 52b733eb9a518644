import { isPendingStatus } from '@app/domain/orders/rules';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { pathFor } from '../../app/route-table.ts';
import { useWatchedOrder } from '../../features/orders/index.ts';
import styles from '../routes.module.css';
import { OrderScreen } from './order-screen.tsx';

export const namespaces = ['orders', 'validation'] as const;

/**
 * Spec 3 §2.2 MyOrder (/meu-pedido/{id}?authCode): the customer's order (readorder); a shared
 * link's authCode reads it without being its owner (readordernotoken).
 */
export function Component() {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const watched = useWatchedOrder(id, params.get('authCode'));
  return (
    <OrderScreen
      watched={watched}
      title={t('myOrder')}
      failure={t('notFound')}
      exit={{ to: pathFor('MyOrders'), label: t('myOrders') }}
      before={(order) =>
        isPendingStatus(order.status) && (
          <Link
            className={styles.linkButton}
            to={`${pathFor('OrderTracking')}?pedido=${encodeURIComponent(order._id)}`}
          >
            {t('trackingTitle')}
          </Link>
        )
      }
    />
  );
}
