import { pathFor } from '../../app/route-table.ts';
import { OpenOrderList } from '../../features/open-orders/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import styles from '../routes.module.css';

export const namespaces = ['open-orders'] as const;

/** Spec 3 §2.2 OpenOrderList (/pedidos-em-aberto, manager): every open account, live, with alerts. */
export function Component() {
  const { t } = useTranslation('open-orders');
  return (
    <OpenOrderList
      accountLink={(o) => (
        <Link className={styles.linkButton} to={pathFor('OpenOrder', { id: o._id })}>
          {t('openAccount')}
        </Link>
      )}
    />
  );
}
