import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pathFor } from '../../app/route-table.ts';
import { BillPayment, OpenOrderView, openOrderQuery, useOpenOrderStream } from '../../features/open-orders/index.ts';
import { errorIs } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useNavigate, useParams } from '../../lib/router.tsx';
import { notify } from '../../lib/snackbar.ts';
import { useBrowserStore } from '../../lib/storage.ts';
import styles from '../routes.module.css';

export const namespaces = ['open-orders'] as const;

/**
 * Spec 3 §2.2 OpenOrder (/pedido-aberto/{id}): the account, read with a token; a guest who is not
 * on it (and is not staff) gets 'permission denied' and goes to Index. Live over the event stream.
 */
export function Component() {
  const { t } = useTranslation('open-orders');
  const { id = '' } = useParams();
  const token = useBrowserStore((s) => s.token);
  const navigate = useNavigate();
  const query = useQuery(openOrderQuery(id, token));
  useOpenOrderStream({ staff: false });
  const denied = query.isError && errorIs(query.error, 'sessionRejected');

  useEffect(() => {
    if (!denied) return;
    notify(t('permissionDenied'), { kind: 'error' });
    void navigate(pathFor('Index'), { replace: true });
  }, [denied, navigate, t]);

  if (!token) {
    return (
      <div className={styles.centered}>
        <p>{t('loginToSee')}</p>
        <Link
          className={styles.linkButton}
          to={`${pathFor('Login')}?redirect=${encodeURIComponent(pathFor('OpenOrder', { id }))}`}
        >
          {t('login')}
        </Link>
      </div>
    );
  }
  if (query.isError && !denied) {
    return (
      <div className={styles.centered}>
        <p>{t('noOpenOrder')}</p>
      </div>
    );
  }
  if (!query.data) return null;
  const order = query.data;
  const invite = `${window.location.origin}${window.location.pathname.replace(/\/pedido-aberto\/.*$/, '')}${pathFor(
    'InviteToOrder',
    { number: order._id, code: order.invite_code },
  )}`;
  return (
    <OpenOrderView
      order={order}
      inviteLink={invite}
      menuLink={
        <Link className={styles.linkButton} to={pathFor('Home')}>
          {t('orderMore')}
        </Link>
      }
    >
      <BillPayment order={order} />
    </OpenOrderView>
  );
}
