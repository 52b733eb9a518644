import { pathFor } from '../../app/route-table.ts';
import { CreateOpenOrder } from '../../features/open-orders/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import styles from '../routes.module.css';

export const namespaces = ['tables'] as const;

/** Spec 3 §2.2 CreateOpenOrder (/criar-pedido-aberto, manager): staff open an account (decision 106). */
export function Component() {
  const { t } = useTranslation('tables');
  return (
    <CreateOpenOrder
      links={(order) => ({
        account: (
          <Link className={styles.linkButton} to={pathFor('OpenOrder', { id: order._id })}>
            {t('seeAccount')}
          </Link>
        ),
        checkIn:
          order.kind === 'room' || order.kind === 'chalet' ? (
            <Link className={styles.linkButton} to={pathFor('CheckInOpenOrder', { id: order._id })}>
              {t('checkIn')}
            </Link>
          ) : null,
        invite: `${window.location.origin}${window.location.pathname.replace(/\/criar-pedido-aberto.*$/, '')}${pathFor(
          'InviteToOrder',
          { number: order._id, code: order.invite_code },
        )}`,
      })}
    />
  );
}
