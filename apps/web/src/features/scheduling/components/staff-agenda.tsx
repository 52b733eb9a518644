import type { AttendancyStatus } from '@app/domain/scheduling/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMinWidth } from '../../../components/ui/use-media.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useBrowserStore } from '../../../lib/storage.ts';
import { agendaQuery, changeAttendancy } from '../api/agenda-calls.ts';
import type { Attendancy } from '../api/scheduling-calls.ts';
import { type AgendaView, dayTitle, localOf, stepDay, todayLocal, viewDays } from '../lib/agenda-dates.ts';
import styles from './agenda.module.css';
import { AgendaCard } from './agenda-card.tsx';
import { AgendaWeekBoard } from './agenda-week-board.tsx';
import { RescheduleDialog } from './reschedule-dialog.tsx';

/** The week board's drag is for a desktop pointer (decision 182); smaller screens use 'Remarcar'. */
const DRAG_MIN_WIDTH = 1024;

/** The day or week an agenda shows, shared by the slots and the bookings of one screen. */
export function useAgendaRange(initialView: AgendaView = 'day') {
  const [view, setView] = useState<AgendaView>(initialView);
  const [day, setDay] = useState(todayLocal());
  const days = viewDays(view, day);
  return { view, setView, day, setDay, days, from: days[0] ?? day, to: days[days.length - 1] ?? day };
}
export type AgendaRange = ReturnType<typeof useAgendaRange>;

/** 'Dia' / 'Semana', previous, the range, next and 'Hoje'. */
export function AgendaToolbar({ range }: { range: AgendaRange }) {
  const { t, i18n } = useTranslation('clinic');
  const label =
    range.view === 'day'
      ? dayTitle(range.day, i18n.language)
      : `${range.from.slice(8, 10)}/${range.from.slice(5, 7)} – ${range.to.slice(8, 10)}/${range.to.slice(5, 7)}`;
  return (
    <div className={styles.toolbar}>
      <fieldset className={styles.segmented} aria-label={t('agenda.view')}>
        {(['day', 'week'] as const).map((v) => (
          <button
            key={v}
            type="button"
            className={styles.segment}
            aria-pressed={range.view === v}
            onClick={() => range.setView(v)}
          >
            {t(`agenda.${v}`)}
          </button>
        ))}
      </fieldset>
      <div className={styles.stepper}>
        <Button variant="secondary" size="small" onClick={() => range.setDay(stepDay(range.view, range.day, -1))}>
          {t('agenda.previous')}
        </Button>
        <strong aria-live="polite">{label}</strong>
        <Button variant="secondary" size="small" onClick={() => range.setDay(stepDay(range.view, range.day, 1))}>
          {t('agenda.next')}
        </Button>
        <Button variant="text" size="small" onClick={() => range.setDay(todayLocal())}>
          {t('agenda.today')}
        </Button>
      </div>
    </div>
  );
}

/**
 * A supplier's bookings (or every supplier's, for the reception) in the chosen day or week, with
 * the staff's status changes (confirm, attended, cancel) and the reschedule action (decision 128);
 * on a desktop the week is a board where a card is dragged to a free time (decision 182).
 */
export function StaffAgenda({ supplierId, range }: { supplierId?: string; range: AgendaRange }) {
  const { t, i18n } = useTranslation('clinic');
  const token = useBrowserStore((s) => s.token);
  const client = useQueryClient();
  const query = useQuery(agendaQuery(supplierId, range.from, range.to, token));
  const desktop = useMinWidth(DRAG_MIN_WIDTH);
  const [busy, setBusy] = useState<string | null>(null);
  const [moving, setMoving] = useState<Attendancy | null>(null);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['attendancies/supplier'] }),
      client.invalidateQueries({ queryKey: ['appointments/list'] }),
      client.invalidateQueries({ queryKey: ['appointments/day'] }),
    ]);
  const change = async (a: Attendancy, status: AttendancyStatus) => {
    setBusy(`${a._id}:${status}`);
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

  const byDay = new Map<string, Attendancy[]>();
  for (const a of query.data ?? []) {
    const day = localOf(a.starts_at).date;
    byDay.set(day, [...(byDay.get(day) ?? []), a]);
  }
  const actions = {
    supplierId,
    busy,
    onChange: (a: Attendancy, status: AttendancyStatus) => void change(a, status),
    onReschedule: setMoving,
  };

  return (
    <section className={styles.day} aria-labelledby="agenda-bookings">
      <h2 id="agenda-bookings">{t('agenda.bookings')}</h2>
      {query.isPending && <Spinner />}
      {query.error && <p role="alert">{errorMessage(query.error, t('agenda.loadError'))}</p>}
      {query.data && range.view === 'week' && desktop && (
        <AgendaWeekBoard days={range.days} byDay={byDay} actions={actions} onMoved={refresh} />
      )}
      {query.data && !(range.view === 'week' && desktop) && (
        <div className={`${styles.days} ${range.view === 'week' ? styles.week : ''}`}>
          {range.days.map((day) => {
            const items = byDay.get(day) ?? [];
            return (
              <div key={day} className={styles.day}>
                <h3>{dayTitle(day, i18n.language)}</h3>
                {items.length === 0 ? (
                  <p className={styles.muted}>{t('agenda.noBookings')}</p>
                ) : (
                  <ul className={styles.list}>
                    {items.map((a) => (
                      <AgendaCard key={a._id} attendancy={a} day={day} {...actions} />
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      )}
      {moving && (
        <RescheduleDialog
          attendancy={moving}
          onClose={() => setMoving(null)}
          onDone={async (message) => {
            setMoving(null);
            notify(t(`messages.${message}`), { kind: 'success' });
            await refresh();
          }}
        />
      )}
    </section>
  );
}
