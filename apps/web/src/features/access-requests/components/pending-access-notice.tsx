import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { useBrowserStore } from '../../../lib/storage.ts';
import { accessListQuery } from '../api/access-request-calls.ts';
import styles from './access-requests.module.css';

/**
 * CardsMenu with a manager token in the new-user flow loads the access requests (spec 3 §2.2): staff
 * see how many wait and go to the list. Nothing shows when none waits.
 */
export function PendingAccessNotice({ to }: { to: string }) {
  const { t, ready } = useTranslation('access-requests', { useSuspense: false });
  const managerToken = useBrowserStore((s) => s.managerToken);
  const list = useQuery(accessListQuery('pending', managerToken));
  const count = list.data?.requests.length ?? 0;
  if (!ready || count === 0) return null;
  return (
    <Link to={to} className={styles.notice}>
      {t('pendingNotice', { count })}
    </Link>
  );
}
