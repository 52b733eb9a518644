import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import styles from './payments.module.css';

export type CheckoutResultKind = 'paid' | 'cancelled' | 'expired' | 'error';

/** Checkout results (spec 1 §2): paid, cancelled, expired, payment error. */
export function CheckoutResult({
  kind,
  message,
  orderLink,
}: {
  kind: CheckoutResultKind;
  message?: string | null;
  orderLink?: { to: string; label: string } | null;
}) {
  const { t } = useTranslation('payments');
  const ok = kind === 'paid';
  return (
    // The whole result is announced (a live region); the title stays a heading.
    <section className={`${styles.card} ${styles.center}`} data-result={kind} role={ok ? 'status' : 'alert'}>
      <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="11" fill={ok ? 'var(--color-success, #2e7d32)' : 'var(--color-error)'} />
        <path
          d={ok ? 'M7 12.5l3 3 7-7' : 'M8 8l8 8M16 8l-8 8'}
          stroke="#fff"
          strokeWidth="2.2"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <h2 className={styles.title}>{t(`result.${kind}`)}</h2>
      <p className={styles.muted}>{message || t(`result.${kind}Text`)}</p>
      <div className={styles.stack}>
        {orderLink && <Link to={orderLink.to}>{orderLink.label}</Link>}
        <Link to="/">{t('result.home')}</Link>
      </div>
    </section>
  );
}

/**
 * The result a finished transaction shows: paid; cancelled or expired (the order ended, or the Pix
 * expired: end_reason, or a provider message that says so); anything else is a payment error.
 */
export function resultOf(
  status: string,
  message: string | null,
  endReason: 'cancelled' | 'expired' | null = null,
): CheckoutResultKind {
  if (status === 'succeeded') return 'paid';
  if (status === 'canceled') {
    if (endReason) return endReason;
    return message && /expir/i.test(message) ? 'expired' : 'cancelled';
  }
  return 'error';
}
