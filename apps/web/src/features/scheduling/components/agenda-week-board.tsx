import { isOpenAttendancy } from '@app/domain/scheduling/rules';
import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { api, errorMessage } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/snackbar.ts';
import { changeAttendancy } from '../api/agenda-calls.ts';
import type { Attendancy } from '../api/scheduling-calls.ts';
import { dayTitle, localOf } from '../lib/agenda-dates.ts';
import styles from './agenda.module.css';
import { AgendaCard, type AgendaCardProps } from './agenda-card.tsx';

/** A supplier's active slots from the week's first day, each marked free or taken. */
const weekSlotsQuery = (supplierId: string, from: string) =>
  queryOptions({
    queryKey: ['appointments/list', supplierId, from, 'active'],
    queryFn: () =>
      api
        .call('appointments/list', { service_supplier_id: supplierId, active: true, from })
        .then((r) => r.appointments),
    staleTime: 0,
  });

type CardActions = Pick<AgendaCardProps, 'supplierId' | 'busy' | 'onChange' | 'onReschedule'>;

/**
 * The staff agenda's week on a desktop (≥ 1024 px): a booking's card is dragged (with a finger: held,
 * then dragged) onto a free time
 * of the same supplier in any day of the week, which reschedules it (attendancies/update, as
 * 'Remarcar' does). The free times show while a card is dragged. A time someone took meanwhile is
 * refused by the database; its message shows and the times are read again.
 */
export function AgendaWeekBoard({
  days,
  byDay,
  actions,
  onMoved,
}: {
  days: string[];
  byDay: Map<string, Attendancy[]>;
  actions: CardActions;
  onMoved: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('clinic');
  const [dragged, setDragged] = useState<Attendancy | null>(null);
  const [moving, setMoving] = useState(false);
  // A mouse picks a card up after 8 px; a finger after a long press (250 ms held within 8 px), so a
  // swipe that starts on a card scrolls the agenda as anywhere else (the card is touch-action
  // manipulation, not none; once a card is up, the touch sensor stops the page from scrolling).
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const from = days[0] ?? '';
  const slots = useQuery({
    ...weekSlotsQuery(dragged?.service_supplier_id ?? '', from),
    enabled: dragged !== null,
  });
  const now = Date.now();
  const freeByDay = new Map<string, { _id: string; start: string }[]>();
  for (const s of slots.data ?? []) {
    if (!s.free || s._id === dragged?.appointment_id || new Date(s.starts_at).getTime() <= now) continue;
    freeByDay.set(s.date, [...(freeByDay.get(s.date) ?? []), { _id: s._id, start: s.start }]);
  }

  const onDragStart = (event: DragStartEvent) => {
    const all = [...byDay.values()].flat();
    setDragged(all.find((a) => a._id === event.active.id) ?? null);
  };
  const onDragEnd = async (event: DragEndEvent) => {
    const a = dragged;
    setDragged(null);
    const slotId = event.over?.id;
    if (!a || typeof slotId !== 'string') return;
    setMoving(true);
    try {
      const res = await changeAttendancy({ attendancy_id: a._id, appointment_id: slotId });
      notify(t(`messages.${res.message}`), { kind: 'success' });
    } catch (e) {
      notify(errorMessage(e, t('common:genericError')), { kind: 'error' });
    } finally {
      await onMoved();
      setMoving(false);
    }
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={(e) => void onDragEnd(e)}
      onDragCancel={() => setDragged(null)}
    >
      <p className={styles.muted} aria-hidden="true">
        {moving ? t('agenda.moving') : t('agenda.dragHint')}
      </p>
      <div className={`${styles.days} ${styles.week}`}>
        {days.map((day) => {
          const items = byDay.get(day) ?? [];
          const free = freeByDay.get(day) ?? [];
          return (
            <div key={day} className={styles.day}>
              <h3>{dayTitle(day, i18n.language)}</h3>
              {dragged && (
                <fieldset className={styles.dropZone} aria-label={t('reschedule.times')}>
                  {slots.isPending && <Spinner size={18} />}
                  {!slots.isPending && free.length === 0 && <p className={styles.muted}>{t('agenda.noFree')}</p>}
                  {free.map((s) => (
                    <FreeTime key={s._id} id={s._id} label={s.start.replace(':', 'h')} />
                  ))}
                </fieldset>
              )}
              {items.length === 0 ? (
                <p className={styles.muted}>{t('agenda.noBookings')}</p>
              ) : (
                <ul className={styles.list}>
                  {items.map((a) =>
                    isOpenAttendancy(a.status) ? (
                      <DraggableCard key={a._id} attendancy={a} day={day} {...actions} />
                    ) : (
                      <AgendaCard key={a._id} attendancy={a} day={day} {...actions} />
                    ),
                  )}
                </ul>
              )}
            </div>
          );
        })}
      </div>
      <DragOverlay>
        {dragged && (
          <div className={styles.dragGhost}>
            <strong>{localOf(dragged.starts_at).hour.replace(':', 'h')}</strong> {dragged.username}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}

function DraggableCard(props: CardActions & { attendancy: Attendancy; day: string }) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: props.attendancy._id });
  // Pointer listeners only: the card holds buttons, so it is no button itself ('Remarcar' is the keyboard's way).
  return <AgendaCard {...props} dragRef={setNodeRef} dragProps={{ ...listeners }} dragging={isDragging} />;
}

function FreeTime({ id, label }: { id: string; label: string }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <div ref={setNodeRef} className={styles.freeTime} data-over={isOver || undefined} data-slot-id={id}>
      {label}
    </div>
  );
}
