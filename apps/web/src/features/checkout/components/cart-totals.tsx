import { formatMoney, reaisToCents } from '@app/domain/shared/money';
import { useTranslation } from '../../../lib/i18n.ts';
import { cartLinesCents, type StoredCart } from '../../cart/index.ts';
import styles from './cart.module.css';

export type CartAmounts = {
  subtotalCents: number;
  feeCents: number;
  discountCents: number;
  totalCents: number;
  deliveryFree: boolean;
};

type Priced = {
  subtotal: number;
  delivery_fee: number;
  desconto: number;
  total_payable: number;
  delivery_free?: boolean;
};

/** The server's prices when it answered; until then the lines as stored (no fee, no discount). */
export function cartAmounts(cart: StoredCart, priced: Priced | null): CartAmounts {
  const subtotalCents = priced ? reaisToCents(priced.subtotal) : cartLinesCents(cart);
  return {
    subtotalCents,
    feeCents: priced ? reaisToCents(priced.delivery_fee) : 0,
    discountCents: priced ? reaisToCents(priced.desconto) : 0,
    totalCents: priced ? reaisToCents(priced.total_payable) : subtotalCents,
    deliveryFree: !!priced?.delivery_free,
  };
}

/** Subtotal, delivery fee (hidden for pickup and tab orders), discount and total. */
export function CartTotals({
  amounts,
  showFee,
  updating,
  locale,
}: {
  amounts: CartAmounts;
  showFee: boolean;
  updating: boolean;
  locale: 'pt-BR' | 'en';
}) {
  const { t } = useTranslation('cart');
  return (
    <dl className={styles.totals} aria-busy={updating}>
      <div>
        <dt>{t('subtotal')}</dt>
        <dd>{formatMoney(amounts.subtotalCents, locale)}</dd>
      </div>
      {showFee && (
        <div>
          <dt>{t('deliveryFee')}</dt>
          <dd>{amounts.deliveryFree ? t('free') : formatMoney(amounts.feeCents, locale)}</dd>
        </div>
      )}
      {amounts.discountCents > 0 && (
        <div className={styles.discount}>
          <dt>{t('discount')}</dt>
          <dd>− {formatMoney(amounts.discountCents, locale)}</dd>
        </div>
      )}
      <div className={styles.totalRow}>
        <dt>{t('total')}</dt>
        <dd>{formatMoney(amounts.totalCents, locale)}</dd>
      </div>
    </dl>
  );
}
