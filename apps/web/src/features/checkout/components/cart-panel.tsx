import { Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useCart } from '../../cart/index.ts';
import styles from './cart-panel.module.css';
import { CartView } from './cart-view.tsx';

// The desktop cart side panel of Home (spec 1 §2): the compact cart view, priced by the server
// (ordercartproductvalidate) like the cart page, with the way to the page for details and
// checkout. Its texts load with it, so Home does not wait for them.

export function CartPanel() {
  const { t } = useTranslation('catalogue');
  const current = useCart();
  return (
    <section className={styles.panel} aria-label={t('cart.title')}>
      {current.products.length === 0 ? (
        <>
          <h2 className={styles.title}>{t('cart.title')}</h2>
          <div className={styles.empty}>
            <p>{t('cart.empty')}</p>
            <p className={styles.muted}>{t('cart.emptyHint')}</p>
          </div>
        </>
      ) : (
        <Suspense fallback={null}>
          <CartView compact />
        </Suspense>
      )}
    </section>
  );
}
