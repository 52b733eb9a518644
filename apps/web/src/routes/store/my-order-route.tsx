import { isPendingStatus, ORDER_STATUS } from '@app/domain/orders/rules';
import { pathFor } from '../../app/route-table.ts';
import { useCurrentUser } from '../../app/shared/current-user.ts';
import { inProviderMode } from '../../app/shared/provider-mode.ts';
import { Button } from '../../components/ui/button.tsx';
import { useWatchedOrder } from '../../features/orders/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useParams, useSearchParams } from '../../lib/router.tsx';
import { useBrowserStore } from '../../lib/storage.ts';
import styles from '../routes.module.css';
import { OrderScreen } from './order-screen.tsx';
import { useReorder } from './reorder.ts';

export const namespaces = ['orders', 'validation', 'staff'] as const;

/** Spec 3 §2.2: in service mode MyOrder redirects to MyServices (the same id and ?authCode). */
export function loader(): string | null {
  if (!inProviderMode()) return null;
  const id = decodeURIComponent(window.location.pathname.split('/').pop() ?? '');
  return `${pathFor('MyServices', { id })}${window.location.search}`;
}

/**
 * Spec 3 §2.2 MyOrder (/meu-pedido/{id}?authCode): the customer's order (readorder); a shared
 * link's authCode reads it without being its owner (readordernotoken).
 */
export function Component() {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const watched = useWatchedOrder(id, params.get('authCode'));
  const reorder = useReorder();
  const manager = useCurrentUser()?.manager;
  const managerToken = useBrowserStore((s) => s.managerToken);
  const staff = Boolean(manager && managerToken);
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
      after={(order) =>
        // Staff mount a cart from any order of the place ('mount cart by order', decision 117).
        staff ? (
          <Link className={styles.linkButton} to={pathFor('DuplicateOrder', { id: order._id })}>
            {t('staff:duplicate.button')}
          </Link>
        ) : (
          // Only the customer's own finished order is ordered again (a shared link reads someone else's).
          order.auth_code !== null &&
          order.status === ORDER_STATUS.DELIVERED && (
            <Button variant="secondary" loading={reorder.busy === order._id} onClick={() => void reorder.run(order)}>
              {t('reorder')}
            </Button>
          )
        )
      }
    />
  );
}
