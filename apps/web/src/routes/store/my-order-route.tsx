import { isPendingStatus } from '@app/domain/orders/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { pathFor } from '../../app/route-table.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ContactDialog } from '../../features/orders/components/contact-dialog.tsx';
import { OrderView } from '../../features/orders/components/order-view.tsx';
import { ShareOrderDialog } from '../../features/orders/components/share-order-dialog.tsx';
import { useWatchedOrder } from '../../features/orders/hooks/use-watched-order.ts';
import { errorMessage } from '../../lib/api.ts';
import styles from '../routes.module.css';

export const namespaces = ['orders', 'validation'] as const;

/**
 * Spec 3 §2.2 MyOrder (/meu-pedido/{id}?authCode): the customer's order (readorder); a shared
 * link's authCode reads it without being its owner (readordernotoken).
 */
export function Component() {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const authCode = params.get('authCode');
  const watched = useWatchedOrder(id, authCode);
  const [dialog, setDialog] = useState<'share' | 'contact' | null>(null);
  if (watched.isPending && watched.fetchStatus !== 'idle') return <Spinner />;
  if (!watched.data) {
    return (
      <div className={styles.centered}>
        <p>{watched.error ? errorMessage(watched.error, t('notFound')) : t('notFound')}</p>
        <Link className={styles.linkButton} to={pathFor('MyOrders')}>
          {t('myOrders')}
        </Link>
      </div>
    );
  }
  const order = watched.data;
  return (
    <>
      <OrderView
        order={order}
        title={t('myOrder')}
        actions={
          <>
            {isPendingStatus(order.status) && (
              <Link
                className={styles.linkButton}
                to={`${pathFor('OrderTracking')}?pedido=${encodeURIComponent(order._id)}`}
              >
                {t('trackingTitle')}
              </Link>
            )}
            <Button variant="secondary" onClick={() => setDialog('share')}>
              {t('share')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('contact')}>
              {t('contact')}
            </Button>
          </>
        }
      />
      {dialog === 'share' && <ShareOrderDialog order={order} onClose={() => setDialog(null)} />}
      {dialog === 'contact' && <ContactDialog orderNumber={order.number} onClose={() => setDialog(null)} />}
    </>
  );
}
