import { formatDateTime } from '@app/domain/orders/rules';
import { ATTENDANCY_STATUS } from '@app/domain/scheduling/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { type Attendancy, mySchedulesQuery, updateAttendancy } from '../api/scheduling-calls.ts';
import styles from './scheduling.module.css';

/** Spec 3 §2.2 MySchedules (/meus-agendamentos): the patient's own bookings; confirm or cancel ahead. */
export function MySchedules() {
  const { t } = useTranslation('scheduling');
  const token = useBrowserStore((s) => s.token);
  const client = useQueryClient();
  const query = useQuery(mySchedulesQuery(token));
  const [busy, setBusy] = useState<string | null>(null);
  if (query.isPending) return <Spinner />;
  if (!query.data) return <p role="alert">{errorMessage(query.error, t('common:genericError'))}</p>;
  const now = Date.now();
  const change = async (a: Attendancy, status: 1 | 3) => {
    setBusy(`${a._id}:${status}`);
    try {
      const res = await updateAttendancy({ attendancy_id: a._id, status });
      notify(t(`messages.${res.message}`), { kind: 'success' });
      await client.invalidateQueries({ queryKey: ['attendancies/list'] });
    } catch (e) {
      notify(errorMessage(e, t('common:genericError')), { kind: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className={styles.page} aria-labelledby="my-schedules-title">
      <h1 id="my-schedules-title">{t('mySchedules')}</h1>
      {query.data.length === 0 ? (
        <p className={styles.muted}>{t('noSchedules')}</p>
      ) : (
        <ul className={styles.list}>
          {query.data.map((a) => {
            const ahead = new Date(a.starts_at).getTime() > now;
            const open = a.status === ATTENDANCY_STATUS.PENDING || a.status === ATTENDANCY_STATUS.SCHEDULED;
            return (
              <li
                key={a._id}
                className={styles.card}
                aria-label={`${a.service_supplier_name} ${formatDateTime(a.starts_at)}`}
              >
                <span className={styles.status}>{t(`statuses.${a.status}`)}</span>
                <h2 className={styles.name}>{formatDateTime(a.starts_at)}</h2>
                <p>{a.service_supplier_name}</p>
                <p className={styles.muted}>{t(`types.${a.type}`)}</p>
                <Link className={styles.link} to={pathFor('MySchedule', { schedule: a._id })}>
                  {t('clinic:agenda.details')}
                </Link>
                {ahead && open && (
                  <div className={styles.actions}>
                    {a.status === ATTENDANCY_STATUS.PENDING && (
                      <Button loading={busy === `${a._id}:1`} onClick={() => void change(a, 1)}>
                        {t('confirm')}
                      </Button>
                    )}
                    <Button variant="secondary" loading={busy === `${a._id}:3`} onClick={() => void change(a, 3)}>
                      {t('cancel')}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Link className={styles.link} to={pathFor('ChooseServiceSupplier')}>
        {t('newBooking')}
      </Link>
    </section>
  );
}
