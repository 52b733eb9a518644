import { useState } from 'react';
import { pathFor } from '../../app/route-table.ts';
import { useWatchedOrder } from '../../features/orders/index.ts';
import { PushOffer } from '../../features/push/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useSearchParams } from '../../lib/router.tsx';
import { browserStore } from '../../lib/storage.ts';
import styles from '../routes.module.css';
import { OrderScreen } from './order-screen.tsx';

export const namespaces = ['orders', 'validation', 'push'] as const;

/** Spec 3 §2.2 OrderTracking: needs a pending order (or ?pedido={id} from my orders). */
export function loader(): string | null {
  const id = new URLSearchParams(window.location.search).get('pedido');
  return id || browserStore.getState().pendingOrderId ? null : '/';
}

export function Component() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  // The order shown stays the same when its pending id is cleared (status left 2).
  const [orderId] = useState(() => params.get('pedido') ?? browserStore.getState().pendingOrderId);
  const watched = useWatchedOrder(orderId);
  return (
    <>
      {/* After the order is sent: the moment news of it is wanted (decision 101). */}
      {watched.data && <PushOffer context="order" />}
      <OrderScreen
        watched={watched}
        title={t('trackingTitle')}
        failure={t('loadError')}
        exit={{ to: '/', label: t('backHome') }}
        after={() => (
          <Link className={styles.linkButton} to={pathFor('MyOrders')}>
            {t('myOrders')}
          </Link>
        )}
      />
    </>
  );
}
