import { cartBadgeText } from '@app/domain/cart/rules';
import { pathFor } from '../../../app/route-table.ts';
import { Icon } from '../../../components/ui/icons.tsx';
import { useWideScreen } from '../../../components/ui/use-media.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { cartCount, useCart } from '../lib/cart-store.ts';
import styles from './cart-button.module.css';

/** The floating cart button with its badge ('+99' from 100): /carrinhoMobile on phones, /carrinho wider. */
export function CartButton({ className }: { className?: string }) {
  const { t } = useTranslation('catalogue');
  const count = cartCount(useCart());
  const wide = useWideScreen();
  return (
    <Link
      to={pathFor(wide ? 'Cart' : 'CartMobile')}
      className={[styles.fab, className].filter(Boolean).join(' ')}
      aria-label={count > 0 ? t('cart.openWithCount', { count }) : t('cart.open')}
    >
      <Icon size={26}>
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.5L22 8H6" />
      </Icon>
      {count > 0 && (
        <span className={styles.badge} data-testid="cart-badge" aria-hidden="true">
          {cartBadgeText(count)}
        </span>
      )}
    </Link>
  );
}
