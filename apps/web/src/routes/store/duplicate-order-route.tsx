import { useEffect, useRef } from 'react';
import { pathFor } from '../../app/route-table.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cart } from '../../features/cart/index.ts';
import { readOrder } from '../../features/orders/index.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useNavigate, useParams } from '../../lib/router.tsx';
import { notify } from '../../lib/snackbar.ts';
import { browserStore } from '../../lib/storage.ts';
import styles from '../routes.module.css';
import { reorderIntoCart } from './reorder.ts';

export const namespaces = ['staff'] as const;

/**
 * Spec 3 §2.2 DuplicateOrder (/duplicar-pedido/{id}, manager; decision 117): loads the order,
 * rebuilds the cart from it (what today's menu still sells, priced now) and opens the cart. The
 * guard sends anyone who is not staff to Index with 'Você precisa estar logado como gerente.'.
 */
export function Component() {
  const { t } = useTranslation('staff');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const order = await readOrder(id);
        cart.clear();
        browserStore.getState().set('cacheCartId', null);
        const { added, skipped } = await reorderIntoCart(order);
        const names = skipped.join(', ');
        if (added.length === 0) {
          notify(t('duplicate.none', { names }), { kind: 'error', persistent: true });
          navigate(pathFor('Index'), { replace: true });
          return;
        }
        if (skipped.length > 0) notify(t('duplicate.skipped', { names }), { persistent: true });
        else notify(t('duplicate.done', { number: order.number }), { kind: 'success' });
        navigate(pathFor('Cart'), { replace: true });
      } catch {
        notify(t('duplicate.failed'), { kind: 'error' });
        navigate(pathFor('Index'), { replace: true });
      }
    })();
  }, [id, navigate, t]);
  return (
    <section className={styles.centered} aria-busy="true">
      <Spinner label={t('duplicate.loading')} />
    </section>
  );
}
