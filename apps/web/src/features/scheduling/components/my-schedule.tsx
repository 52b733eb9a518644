import { formatDateTime } from '@app/domain/orders/rules';
import { ATTENDANCY_STATUS, type AttendancyStatus, isOpenAttendancy } from '@app/domain/scheduling/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { SignatureDocuments } from '../../signatures/index.ts';
import { agendaQuery, changeAttendancy } from '../api/agenda-calls.ts';
import { type Attendancy, mySchedulesQuery } from '../api/scheduling-calls.ts';
import styles from './agenda.module.css';
import { RescheduleDialog } from './reschedule-dialog.tsx';

/**
 * Spec 2 §2 MySchedule (/agendamento/{schedule}): one booking. A patient reads it among their own
 * bookings (confirm or cancel ahead); staff read it on the agenda of its day (?dia=), with the
 * status changes and the reschedule (decision 128).
 */
export function MySchedule({
  scheduleId,
  staff,
  day,
  back,
  patientLinks,
}: {
  scheduleId: string;
  staff: boolean;
  /** Staff: the booking's local day, from the agenda's link. */
  day: string | null;
  back: string;
  /** Staff: links to the booking's patient (the route composes them from the patients feature). */
  patientLinks?: (booking: { userId: string; day: string }) => ReactNode;
}) {
  const { t } = useTranslation('clinic');
  const token = useBrowserStore((s) => s.token);
  const client = useQueryClient();
  const navigate = useNavigate();
  const validDay = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
  const own = useQuery({ ...mySchedulesQuery(token), enabled: !staff });
  const agenda = useQuery({
    ...agendaQuery(undefined, validDay ?? '', validDay ?? '', token),
    enabled: staff && !!validDay,
  });
  const [busy, setBusy] = useState<number | null>(null);
  const [moving, setMoving] = useState(false);
  const query = staff ? agenda : own;
  if (staff && !validDay) return <p role="alert">{t('schedule.notFound')}</p>;
  if (query.isPending) return <Spinner />;
  if (query.error) return <p role="alert">{errorMessage(query.error, t('common:genericError'))}</p>;
  const a: Attendancy | undefined = query.data?.find((x) => x._id === scheduleId);
  if (!a) {
    return (
      <section className={styles.form}>
        <p role="alert">{t('schedule.notFound')}</p>
        <Link className={styles.link} to={back}>
          {t('schedule.back')}
        </Link>
      </section>
    );
  }
  const open = isOpenAttendancy(a.status);
  const ahead = new Date(a.starts_at).getTime() > Date.now();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['attendancies/supplier'] }),
      client.invalidateQueries({ queryKey: ['attendancies/list'] }),
    ]);
  const change = async (status: AttendancyStatus) => {
    setBusy(status);
    try {
      const res = await changeAttendancy({ attendancy_id: a._id, status });
      notify(t(`messages.${res.message}`), { kind: 'success' });
      await refresh();
    } catch (e) {
      notify(errorMessage(e, t('common:genericError')), { kind: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="schedule-title">
      <div className={styles.itemHead}>
        <h1 id="schedule-title">{t('schedule.title')}</h1>
        <span className={styles.badge} data-status={a.status}>
          {t(`statuses.${a.status}`)}
        </span>
      </div>
      <p>
        <strong>{formatDateTime(a.starts_at)}</strong>
      </p>
      <p>{t('schedule.with', { type: t(`types.${a.type}`), supplier: a.service_supplier_name })}</p>
      {staff && <p>{a.phone ? `${a.username} · ${a.phone}` : a.username}</p>}
      {staff && validDay && a.user_id && patientLinks?.({ userId: a.user_id, day: validDay })}
      {a.notes && <p className={styles.muted}>{a.notes}</p>}
      <div className={styles.actions}>
        {open && a.status === ATTENDANCY_STATUS.PENDING && (staff || ahead) && (
          <Button loading={busy === 1} onClick={() => void change(1)}>
            {staff ? t('agenda.confirm') : t('schedule.confirmPresence')}
          </Button>
        )}
        {open && staff && (
          <Button loading={busy === 2} onClick={() => void change(2)}>
            {t('agenda.attended')}
          </Button>
        )}
        {open && staff && (
          <Button variant="secondary" onClick={() => setMoving(true)}>
            {t('agenda.reschedule')}
          </Button>
        )}
        {open && (staff || ahead) && (
          <Button variant="secondary" loading={busy === 3} onClick={() => void change(3)}>
            {t('agenda.cancel')}
          </Button>
        )}
        <Link className={styles.textLink} to={back}>
          {t('schedule.back')}
        </Link>
      </div>
      {/* Consent terms and budgets the patient signs on their phone (decision 175). */}
      {staff && <SignatureDocuments attendancyId={a._id} userId={a.user_id} patientName={a.username} />}
      {moving && (
        <RescheduleDialog
          attendancy={a}
          onClose={() => setMoving(false)}
          onDone={async (message, newDay) => {
            setMoving(false);
            notify(t(`messages.${message}`), { kind: 'success' });
            await refresh();
            // The booking now lives on its new day's agenda.
            if (staff) navigate(`?${new URLSearchParams({ dia: newDay })}`, { replace: true });
          }}
        />
      )}
    </section>
  );
}
