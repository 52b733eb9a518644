import { formatDateTime } from '@app/domain/orders/rules';
import { useTranslation } from '../../../lib/i18n.ts';
import { bookingOf, type StoredCart } from '../../cart/index.ts';
import styles from './cart.module.css';

/** Clinic carts (decision 125): the time the service is booked at, held when the order is sent. */
export function CartBooking({ cart }: { cart: StoredCart }) {
  const { t } = useTranslation('cart');
  const booking = bookingOf(cart);
  if (!booking) return null;
  return (
    <section className={styles.card} aria-labelledby="cart-booking-title">
      <h2 id="cart-booking-title">{t('booking.title')}</h2>
      <p>
        {t('booking.with', { type: t(`booking.types.${booking.type}`), supplier: booking.supplier_name })}
        <br />
        <strong>{t('booking.at', { when: formatDateTime(booking.starts_at) })}</strong>
      </p>
      <p className={styles.bookingNote}>{t('booking.note')}</p>
    </section>
  );
}
