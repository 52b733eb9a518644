import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor } from '../../../../app/route-table.ts';
import styles from './day-filter.module.css';

/** The board card's way to the order's ticket (print, PDF). */
export function PrintLink({ orderId, number }: { orderId: string; number: number }) {
  const { t } = useTranslation('backoffice-ops');
  return (
    <Link
      to={pathFor('OrderTicket', { id: orderId })}
      className={styles.print}
      aria-label={t('ticket.printCard', { number })}
    >
      {t('ticket.print')}
    </Link>
  );
}
