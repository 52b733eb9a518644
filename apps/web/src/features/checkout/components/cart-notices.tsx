import { formatMoney } from '@app/domain/shared/money';
import { useTranslation } from '../../../lib/i18n.ts';
import type { OrderBlockers } from '../hooks/use-order-blockers.ts';
import styles from './cart-notices.module.css';

/**
 * At the top of the cart: the store is closed (and when it opens), and how much is missing to the
 * minimum order, before the customer fills in the rest.
 */
export function CartNotices({ blockers, locale }: { blockers: OrderBlockers; locale: 'pt-BR' | 'en' }) {
  const { t } = useTranslation('cart');
  const { closed, missingCents, minCents } = blockers;
  if (!closed && missingCents === 0) return null;
  return (
    <div className={styles.notices}>
      {closed && (
        <section className={`${styles.notice} ${styles.closed}`} role="status" aria-labelledby="cart-closed-title">
          <h2 id="cart-closed-title" className={styles.title}>
            {t('closedNotice.title')}
          </h2>
          {closed.kind === 'paused' ? (
            <p className={styles.text}>{t('closedNotice.pausedText')}</p>
          ) : (
            <>
              <p className={styles.when}>{closed.text}</p>
              <p className={styles.text}>{t('closedNotice.text')}</p>
            </>
          )}
        </section>
      )}
      {missingCents > 0 && (
        <section className={styles.notice} role="status">
          <p className={styles.title}>{t('minOrderNotice.missing', { amount: formatMoney(missingCents, locale) })}</p>
          <p className={styles.text}>{t('minOrderNotice.text', { min: formatMoney(minCents, locale) })}</p>
        </section>
      )}
    </div>
  );
}

/** Under the order button while it is off: each reason, so the button is never off without a word. */
export function OrderBlockedReasons({ id, reasons }: { id: string; reasons: string[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul id={id} className={styles.reasons}>
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}
