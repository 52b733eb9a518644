import type { OrderPaymentState } from '@app/domain/payments/rules';
import { useTranslation } from '../../../../lib/i18n.ts';
import { paymentBadgeOf } from '../lib/payment-badge.ts';
import styles from './payment-badge.module.css';

type Props = { order: { payment_status: OrderPaymentState | null }; large?: boolean };

/** 'Pago', 'Pagamento pendente', 'Estornado' or 'Pagamento não aprovado' for an order paid online (decision 050). */
export function PaymentBadge({ order, large = false }: Props) {
  const { t } = useTranslation('backoffice');
  const badge = paymentBadgeOf(order);
  if (!badge) return null;
  const label = t(badge.labelKey);
  return (
    <span
      className={`${styles.badge} ${styles[badge.tone]} ${large ? styles.large : ''}`}
      data-payment-status={badge.state}
      title={t('paymentStateLabel', { state: label })}
    >
      {label}
    </span>
  );
}
