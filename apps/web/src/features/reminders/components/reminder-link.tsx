import { formatDateTime } from '@app/domain/orders/rules';
import { useQuery } from '@tanstack/react-query';
import { pathFor } from '../../../app/route-table.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useParams } from '../../../lib/router.tsx';
import { reminderLinkQuery, useReminderLink } from '../api/reminder-link.ts';
import styles from './reminders.module.css';

/**
 * The page a reminder's link opens (decision 131): the booking, and one button that confirms or
 * cancels it. Opening the link changes nothing (SMS apps preview links); the button does, once.
 */
export function ReminderLink() {
  const { t } = useTranslation('reminders');
  const { token = '' } = useParams();
  const link = useQuery(reminderLinkQuery(token));
  const use = useReminderLink(token);
  const done = use.data;
  const booking = done?.attendancy ?? link.data?.attendancy;

  return (
    <section className={styles.page} aria-labelledby="reminder-title">
      <h1 id="reminder-title">{t('title')}</h1>
      {link.isPending && <Spinner size={28} />}
      {link.isError && !done && (
        <p role="alert" className={styles.card}>
          {errorMessage(link.error, t('genericError'))}
        </p>
      )}
      {booking && link.data && (
        <div className={styles.card}>
          <span className={styles.muted}>{booking.service_supplier_name}</span>
          <span className={styles.when}>{formatDateTime(booking.starts_at)}</span>
          {done ? (
            <p role="status">{done.message === 'cancelled' ? t('cancelled') : t('confirmed')}</p>
          ) : (
            <>
              <p>{link.data.action === 'cancel' ? t('cancelQuestion') : t('confirmQuestion')}</p>
              {use.isError && <p role="alert">{errorMessage(use.error, t('genericError'))}</p>}
              <div className={styles.actions}>
                <Button loading={use.isPending} onClick={() => use.mutate()}>
                  {link.data.action === 'cancel' ? t('cancel') : t('confirm')}
                </Button>
              </div>
            </>
          )}
        </div>
      )}
      <Link to={pathFor('MySchedules')}>{t('mySchedules')}</Link>
    </section>
  );
}
