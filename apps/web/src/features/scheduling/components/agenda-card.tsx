import { ATTENDANCY_STATUS, type AttendancyStatus, isOpenAttendancy } from '@app/domain/scheduling/rules';
import type { HTMLAttributes, Ref } from 'react';
import { pathFor } from '../../../app/route-table.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { Link } from '../../../lib/router.tsx';
import type { Attendancy } from '../api/scheduling-calls.ts';
import { localOf } from '../lib/agenda-dates.ts';
import styles from './agenda.module.css';

export type AgendaCardProps = {
  attendancy: Attendancy;
  day: string;
  /** The agenda shows one supplier: their name is left out. */
  supplierId?: string;
  /** `${id}:${status}` of the status change under way. */
  busy: string | null;
  onChange: (a: Attendancy, status: AttendancyStatus) => void;
  onReschedule: (a: Attendancy) => void;
  /** The week board's drag (pointer only; 'Remarcar' stays the keyboard's way). */
  dragRef?: Ref<HTMLLIElement>;
  dragProps?: HTMLAttributes<HTMLLIElement>;
  dragging?: boolean;
};

/** One booking of the staff agenda with its status changes and 'Remarcar' (decision 128). */
export function AgendaCard({
  attendancy: a,
  day,
  supplierId,
  busy,
  onChange,
  onReschedule,
  dragRef,
  dragProps,
  dragging,
}: AgendaCardProps) {
  const { t } = useTranslation('clinic');
  const open = isOpenAttendancy(a.status);
  const lost = open && new Date(a.ends_at).getTime() <= Date.now();
  const hour = localOf(a.starts_at).hour;
  return (
    <li
      ref={dragRef}
      className={styles.item}
      aria-label={`${hour} ${a.username}`}
      data-draggable={dragProps ? true : undefined}
      data-dragging={dragging || undefined}
      {...dragProps}
    >
      <div className={styles.itemHead}>
        <strong>{hour.replace(':', 'h')}</strong>
        <span className={styles.badge} data-status={a.status} data-lost={lost}>
          {lost ? t('agenda.lost') : t(`statuses.${a.status}`)}
        </span>
      </div>
      <p>{a.username}</p>
      {a.phone && <p className={styles.muted}>{a.phone}</p>}
      <p className={styles.muted}>
        {t(`types.${a.type}`)}
        {supplierId ? '' : ` · ${a.service_supplier_name}`}
      </p>
      {a.notes && <p className={styles.muted}>{a.notes}</p>}
      <div className={styles.actions}>
        {a.status === ATTENDANCY_STATUS.PENDING && (
          <Button size="small" loading={busy === `${a._id}:1`} onClick={() => onChange(a, 1)}>
            {t('agenda.confirm')}
          </Button>
        )}
        {open && (
          <Button size="small" loading={busy === `${a._id}:2`} onClick={() => onChange(a, 2)}>
            {t('agenda.attended')}
          </Button>
        )}
        {open && (
          <Button size="small" variant="secondary" onClick={() => onReschedule(a)}>
            {t('agenda.reschedule')}
          </Button>
        )}
        {open && (
          <Button size="small" variant="secondary" loading={busy === `${a._id}:3`} onClick={() => onChange(a, 3)}>
            {t('agenda.cancel')}
          </Button>
        )}
        <Link className={styles.textLink} to={`${pathFor('MySchedule', { schedule: a._id })}?dia=${day}`}>
          {t('agenda.details')}
        </Link>
      </div>
    </li>
  );
}
