import { pathFor } from '../../../app/route-table.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { useBrowserStore } from '../../../lib/storage.ts';
import { useCartController } from '../hooks/use-cart-controller.ts';
import { showsDeliveryFee } from '../lib/checkout-rules.ts';
import styles from './cart.module.css';
import { CartLines } from './cart-lines.tsx';
import { CartTotals, cartAmounts } from './cart-totals.tsx';

/** The desktop side panel: lines and totals, with a link to the cart page (or the pending order). */
export function CartSummary() {
  const { t, i18n } = useTranslation('cart');
  const locale = i18n.language === 'en' ? 'en' : 'pt-BR';
  const c = useCartController();
  const pendingOrderId = useBrowserStore((s) => s.pendingOrderId);
  const data = c.validation.data ?? null;
  if (!c.place) return null;
  if (c.cart.products.length === 0) return <p className={styles.muted}>{t('empty')}</p>;
  const updating = c.validation.isFetching || !c.validation.settled;
  return (
    <div className={`${styles.panel} ${styles.compact}`}>
      <div className={styles.header}>
        <h2>{t('title')}</h2>
        {updating && <Spinner size={18} label={t('updating')} />}
      </div>
      <CartLines cart={c.cart} priced={data?.products ?? null} locale={locale} onQuantity={c.setQuantity} />
      <CartTotals
        amounts={cartAmounts(c.cart, data)}
        showFee={showsDeliveryFee(c.kind, c.method)}
        updating={updating}
        locale={locale}
      />
      <Link className={styles.goLink} to={pendingOrderId ? pathFor('OrderTracking') : pathFor('Cart')}>
        {pendingOrderId ? t('trackOrder') : t('openCart')}
      </Link>
    </div>
  );
}
