import { formatDateTime } from '@app/domain/orders/rules';
import { formatCpfCnpj, formatPhone } from '@app/domain/users/rules';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import type { CounterCustomer } from '../api/staff-calls.ts';
import styles from './staff.module.css';

/** One customer found: who they are at a glance (phone, document, last order) and 'Atender'. */
export function CustomerRow({
  customer,
  current,
  busy,
  disabled,
  onChoose,
}: {
  customer: CounterCustomer;
  /** Already the customer being served. */
  current: boolean;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('staff');
  const facts = [
    customer.phone ? formatPhone(customer.phone) : null,
    customer.cpf ? formatCpfCnpj(customer.cpf) : null,
    customer.email,
  ].filter(Boolean);
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <strong className={styles.name}>
          {customer.username}
          {customer.master_account && <span className={styles.badge}>{t('switch.master')}</span>}
        </strong>
        {facts.length > 0 && <span className={styles.facts}>{facts.join(' · ')}</span>}
        <span className={styles.facts}>
          {customer.last_order_at
            ? t('switch.lastOrder', { date: formatDateTime(customer.last_order_at) })
            : t('switch.noOrders')}
        </span>
      </div>
      <Button
        size="small"
        variant={current ? 'secondary' : 'primary'}
        loading={busy}
        disabled={disabled || current}
        aria-label={t('switch.actAsName', { name: customer.username })}
        onClick={onChoose}
      >
        {current ? t('switch.current') : t('switch.actAs')}
      </Button>
    </li>
  );
}
