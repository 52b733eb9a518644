import { pathFor } from '../../app/route-table.ts';
import { CheckInOfAccount } from '../../features/check-in/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useNavigate, useParams } from '../../lib/router.tsx';
import { notify } from '../../lib/snackbar.ts';
import { useBrowserStore } from '../../lib/storage.ts';
import styles from '../routes.module.css';

export const namespaces = ['check-in'] as const;

/**
 * Spec 3 §2.2 CheckInOpenOrder (/checkin/{id}, user): the same ownership rule as OpenOrder, a
 * guest not on the account (and not staff) gets 'permission denied' and goes to Index.
 */
export function Component() {
  const { t } = useTranslation('check-in');
  const { id = '' } = useParams();
  const token = useBrowserStore((s) => s.token);
  const navigate = useNavigate();
  return (
    <CheckInOfAccount
      orderId={id}
      token={token}
      onDenied={() => {
        notify(t('permissionDenied'), { kind: 'error' });
        void navigate(pathFor('Index'), { replace: true });
      }}
      accountLink={
        <Link className={styles.linkButton} to={pathFor('OpenOrder', { id })}>
          {t('seeAccount')}
        </Link>
      }
    />
  );
}
