import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { pathFor } from '../../app/route-table.ts';
import { assignOpenOrder, checkInvite } from '../../features/open-orders/index.ts';
import { errorMessage } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate, useParams } from '../../lib/router.tsx';
import { notify } from '../../lib/snackbar.ts';
import { browserStore, useBrowserStore } from '../../lib/storage.ts';
import styles from '../routes.module.css';

export const namespaces = ['open-orders'] as const;

/**
 * Spec 3 §2.2 InviteToOrder (/pedido/{comanda}/codigo/{code}): checks the invite; signed in, joins
 * the account, refreshes the user and opens OpenOrder; signed out, signs in first and comes back;
 * on error, Index with the refusal's text.
 */
export function Component() {
  const { t } = useTranslation('open-orders');
  const { number = '', code = '' } = useParams();
  const token = useBrowserStore((s) => s.token);
  const navigate = useNavigate();
  const client = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const order = await checkInvite({ comanda: number, inviteCode: code });
        browserStore.getState().set('inviteOrderId', order._id);
        if (!token) {
          const back = pathFor('InviteToOrder', { number, code });
          void navigate(`${pathFor('Login')}?redirect=${encodeURIComponent(back)}`, { replace: true });
          return;
        }
        await assignOpenOrder({ order_id: order._id, invite_code: code });
        browserStore.getState().set('inviteOrderId', null);
        await client.invalidateQueries({ queryKey: ['readuserinfo'] });
        void navigate(pathFor('OpenOrder', { id: order._id }), { replace: true });
      } catch (error) {
        notify(errorMessage(error, t('genericError')), { kind: 'error' });
        void navigate(pathFor('Index'), { replace: true });
      }
    })();
  }, [number, code, token, navigate, client, t]);

  return (
    <div className={styles.centered} role="status">
      <p>{t('joining')}</p>
    </div>
  );
}
