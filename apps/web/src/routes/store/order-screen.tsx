import { type ReactNode, useState } from 'react';
import { useCurrentUser } from '../../app/shared/current-user.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { Order, useWatchedOrder } from '../../features/orders/index.ts';
import { ContactDialog, OrderView, ShareOrderDialog } from '../../features/orders/index.ts';
import { errorMessage } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import styles from '../routes.module.css';

/**
 * A watched order as a screen (OrderTracking, MyOrder): spinner while it loads, the reason and a
 * way out when it cannot be read, else the order with share and contact actions around `actions`.
 */
export function OrderScreen({
  watched,
  title,
  failure,
  exit,
  before,
  after,
}: {
  watched: ReturnType<typeof useWatchedOrder>;
  title: string;
  /** What a load error falls back to when the server gives no text. */
  failure: string;
  exit: { to: string; label: string };
  before?: (order: Order) => ReactNode;
  after?: (order: Order) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  const [dialog, setDialog] = useState<'share' | 'contact' | null>(null);
  const userId = useCurrentUser()?._id ?? null;
  if (watched.isPending && watched.fetchStatus !== 'idle') return <Spinner />;
  if (!watched.data) {
    return (
      <div className={styles.centered}>
        <p>{watched.error ? errorMessage(watched.error, failure) : t('notFound')}</p>
        <Link className={styles.linkButton} to={exit.to}>
          {exit.label}
        </Link>
      </div>
    );
  }
  const order = watched.data;
  return (
    <>
      <OrderView
        order={order}
        title={title}
        waited={watched.waited}
        canRate={userId !== null && order.user_id === userId}
        actions={
          <>
            {before?.(order)}
            <Button variant="secondary" onClick={() => setDialog('share')}>
              {t('share')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('contact')}>
              {t('contact')}
            </Button>
            {after?.(order)}
          </>
        }
      />
      {dialog === 'share' && <ShareOrderDialog order={order} onClose={() => setDialog(null)} />}
      {dialog === 'contact' && <ContactDialog orderNumber={order.number} onClose={() => setDialog(null)} />}
    </>
  );
}
