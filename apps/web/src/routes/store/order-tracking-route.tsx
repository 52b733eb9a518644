import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathFor } from '../../app/route-table.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ContactDialog } from '../../features/orders/components/contact-dialog.tsx';
import { OrderView } from '../../features/orders/components/order-view.tsx';
import { ShareOrderDialog } from '../../features/orders/components/share-order-dialog.tsx';
import { useWatchedOrder } from '../../features/orders/hooks/use-watched-order.ts';
import { errorMessage } from '../../lib/api.ts';
import { browserStore } from '../../lib/storage.ts';
import styles from '../routes.module.css';

export const namespaces = ['orders', 'validation'] as const;

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
  const [dialog, setDialog] = useState<'share' | 'contact' | null>(null);
  if (watched.isPending && watched.fetchStatus !== 'idle') return <Spinner />;
  if (!watched.data) {
    return (
      <div className={styles.centered}>
        <p>{watched.error ? errorMessage(watched.error, t('loadError')) : t('notFound')}</p>
        <Link className={styles.linkButton} to="/">
          {t('backHome')}
        </Link>
      </div>
    );
  }
  const order = watched.data;
  return (
    <>
      <OrderView
        order={order}
        title={t('trackingTitle')}
        waited={watched.waited}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialog('share')}>
              {t('share')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('contact')}>
              {t('contact')}
            </Button>
            <Link className={styles.linkButton} to={pathFor('MyOrders')}>
              {t('myOrders')}
            </Link>
          </>
        }
      />
      {dialog === 'share' && <ShareOrderDialog order={order} onClose={() => setDialog(null)} />}
      {dialog === 'contact' && <ContactDialog orderNumber={order.number} onClose={() => setDialog(null)} />}
    </>
  );
}
