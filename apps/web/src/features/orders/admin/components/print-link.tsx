import { pathFor } from '../../../../app/route-table.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Link } from '../../../../lib/router.tsx';
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
