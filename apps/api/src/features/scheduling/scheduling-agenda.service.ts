import type { CallInput, CallResult } from '@app/domain';
import {
  addDays,
  dayRange,
  localParts,
  monthRange,
  RANGE_DAYS_MAX,
  SCHEDULING_LIST_MAX,
} from '@app/domain/scheduling/rules';
import type { Appointment, Attendancy } from '@app/domain/scheduling/schemas';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { accessDenied } from '../../platform/app-error.ts';
import type { Database } from '../../platform/db/client.ts';
import { fieldError, invalidField, refuse, sessionOf } from '../../platform/service-kit.ts';
import type { AppointmentRecord, SchedulingRepo } from './scheduling.repo.ts';
import type { AgendaCache } from './scheduling-agenda-cache.ts';
import { appointmentView, attendancyView } from './scheduling-views.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

export const isStaff = (actor: Actor) => actor.manager !== null;

/** A supplier who is not the owner acts on their own agenda only (Doctoralia's doctor view). */
export const ownSupplierOf = (actor: Actor): string | null =>
  actor.manager && !actor.manager.isOwner ? actor.manager.supplierId : null;

export const supplierNotFound = (actor: Actor) =>
  refuse(actor, 'supplierNotFound', 'supplier_not_found', { status: 404, field: 'service_supplier_id' });

/** As existingSupplier, on a supplier read with its slots: patients see active suppliers only. */
function visibleSupplier<T extends { supplierActive: boolean }>(actor: Actor, found: T | null): T {
  if (!found || (!isStaff(actor) && !found.supplierActive)) throw supplierNotFound(actor);
  return found;
}

/** Per local day, the active slots from `notBefore` on and the free ones (the month view). */
function monthDays(byDay: Map<string, AppointmentRecord[]>, notBefore: Date) {
  const days: { date: string; slots: number; free: number }[] = [];
  const from = notBefore.getTime();
  for (const [date, slots] of byDay) {
    let count = 0;
    let free = 0;
    for (const slot of slots) {
      if (slot.startsAt.getTime() < from) continue;
      count += 1;
      if (!slot.taken) free += 1;
    }
    if (count > 0) days.push({ date, slots: count, free });
  }
  return days;
}

/** A slot's wire shape but `free`, computed once per slot read (the day's answer). */
const fixedViews = new WeakMap<AppointmentRecord, Omit<Appointment, 'free'>>();
function dayView(a: AppointmentRecord, now: Date, keepFree?: string): Appointment {
  let fixed = fixedViews.get(a);
  if (!fixed) {
    const { free: _, ...rest } = appointmentView(a, now, keepFree);
    fixed = rest;
    fixedViews.set(a, fixed);
  }
  // `free` last, where appointmentView writes it (the same bytes).
  return { ...fixed, free: a.active && a.startsAt > now && (!a.taken || a.id === keepFree) };
}

/**
 * The agenda's reads (spec 2): a supplier's day and month of slots, the slot list, and the
 * bookings lists of patients and staff. The day and the month come from the supplier's month of
 * slots, kept in memory while the database's change notices can be heard (decision 208).
 */
export function createAgendaReads(deps: {
  database: Database;
  scheduling: SchedulingRepo;
  agendaCache: AgendaCache;
  now: () => Date;
}) {
  const { database, scheduling: repo, agendaCache, now } = deps;

  /** [from, to) of two optional local days, defaulting to `days` from `fallback`, bounded. */
  function rangeOf(actor: Actor, input: { from?: string; to?: string }, fallback: string, days: number) {
    const fromDay = input.from ?? fallback;
    const toDay = input.to ?? addDays(fromDay, days - 1);
    const from = dayRange(fromDay).from;
    const to = dayRange(toDay).to;
    if (to <= from) throw fieldError(actor, 'to', 'hourRange');
    if (to.getTime() - from.getTime() > (RANGE_DAYS_MAX + 1) * DAY_MS) {
      throw invalidField('to', `Escolha no máximo ${RANGE_DAYS_MAX} dias.`);
    }
    return { from, to };
  }

  const today = () => localParts(now()).date;

  /** The supplier whose agenda staff read: a supplier (not owner) always their own. */
  function agendaSupplier(actor: Actor, asked: string | undefined): string | undefined {
    const own = ownSupplierOf(actor);
    if (own && asked && asked !== own) throw accessDenied();
    return own ?? asked;
  }

  async function list(
    actor: Actor,
    filter: Parameters<SchedulingRepo['attendanciesOf']>[2],
    order: 'asc' | 'desc',
  ): Promise<{ attendancies: Attendancy[] }> {
    const placeId = placeOf(actor).id;
    const rows = await database.inPlace(placeId, (tx) =>
      repo.attendanciesOf(tx, placeId, filter, order, SCHEDULING_LIST_MAX),
    );
    return { attendancies: rows.map((a) => attendancyView(a, true)) };
  }

  /** A local day's active slots: from its month in memory (the day as written is a local day). */
  async function daySlots(placeId: string, supplierId: string, date: string) {
    const range = dayRange(date);
    const day = localParts(range.from).date;
    if (day !== date || localParts(new Date(range.to.getTime() - 1)).date !== date) {
      // Not a calendar day as written: the range as the database reads it, as before.
      return repo.supplierSlots((statement) => database.readStatement(placeId, statement), placeId, supplierId, range, {
        activeOnly: true,
      });
    }
    const found = await agendaCache.month(placeId, supplierId, day.slice(0, 7));
    return found && { supplierActive: found.supplierActive, slots: found.byDay.get(day) ?? [] };
  }

  return {
    async appointmentsDay(actor: Actor, input: CallInput<'appointments/day'>): Promise<CallResult<'appointments/day'>> {
      const placeId = placeOf(actor).id;
      const found = await daySlots(placeId, input.service_supplier_id, input.date);
      const rows = visibleSupplier(actor, found).slots;
      const at = now();
      return { date: input.date, appointments: rows.map((a) => dayView(a, at, input.appointment_id)) };
    },

    async appointmentsMonth(
      actor: Actor,
      input: CallInput<'appointments/month'>,
    ): Promise<CallResult<'appointments/month'>> {
      const placeId = placeOf(actor).id;
      const found = await agendaCache.month(placeId, input.service_supplier_id, input.month);
      return { month: input.month, days: monthDays(visibleSupplier(actor, found).byDay, now()) };
    },

    async appointmentsList(
      actor: Actor,
      input: CallInput<'appointments/list'>,
    ): Promise<CallResult<'appointments/list'>> {
      const placeId = placeOf(actor).id;
      // Inactive slots are the back office's business.
      const activeOnly = input.active || !isStaff(actor);
      const from = input.from ? dayRange(input.from).from : now();
      const found = await repo.supplierSlots(
        (statement) => database.readStatement(placeId, statement),
        placeId,
        input.service_supplier_id,
        { from, to: new Date(from.getTime() + 400 * DAY_MS) },
        { activeOnly, limit: SCHEDULING_LIST_MAX },
      );
      const rows = visibleSupplier(actor, found).slots;
      const at = now();
      return { appointments: rows.map((a) => appointmentView(a, at)) };
    },

    async listMine(actor: Actor, input: CallInput<'attendancies/list'>): Promise<CallResult<'attendancies/list'>> {
      const placeId = placeOf(actor).id;
      const me = sessionOf(actor);
      const rows = await database.inPlace(placeId, (tx) =>
        repo.attendanciesOf(
          tx,
          placeId,
          { userId: me.userId, ...(input.status === undefined ? {} : { statuses: [input.status] }) },
          'desc',
          SCHEDULING_LIST_MAX,
        ),
      );
      return { attendancies: rows.map((a) => attendancyView(a, false)) };
    },

    async supplierAgenda(
      actor: Actor,
      input: CallInput<'attendancies/supplier'>,
    ): Promise<CallResult<'attendancies/supplier'>> {
      const supplierId = agendaSupplier(actor, input.service_supplier_id);
      const range = rangeOf(actor, input, today(), 7);
      return list(
        actor,
        { supplierId, ...range, ...(input.status === undefined ? {} : { statuses: [input.status] }) },
        'asc',
      );
    },

    async bookedDays(actor: Actor, input: CallInput<'attendancies/days'>): Promise<CallResult<'attendancies/days'>> {
      const placeId = placeOf(actor).id;
      const supplierId = agendaSupplier(actor, input.service_supplier_id);
      const days = await database.inPlace(placeId, (tx) =>
        repo.bookedDays(tx, placeId, supplierId, monthRange(input.month)),
      );
      return { month: input.month, days };
    },

    async listAttended(
      actor: Actor,
      input: CallInput<'attendancies/listAttended'>,
    ): Promise<CallResult<'attendancies/listAttended'>> {
      const supplierId = agendaSupplier(actor, input.service_supplier_id);
      const range = rangeOf(actor, input, addDays(today(), -29), 30);
      return list(actor, { supplierId, ...range, statuses: [2] }, 'desc');
    },

    async listLost(
      actor: Actor,
      input: CallInput<'attendancies/listLost'>,
    ): Promise<CallResult<'attendancies/listLost'>> {
      const supplierId = agendaSupplier(actor, input.service_supplier_id);
      const range = rangeOf(actor, input, addDays(today(), -29), 30);
      return list(actor, { supplierId, ...range, lostBefore: now() }, 'desc');
    },

    async listScheduled(
      actor: Actor,
      input: CallInput<'attendancies/scheduledList'>,
    ): Promise<CallResult<'attendancies/scheduledList'>> {
      const supplierId = agendaSupplier(actor, input.service_supplier_id);
      const range = rangeOf(actor, input, today(), RANGE_DAYS_MAX);
      const from = new Date(Math.max(range.from.getTime(), now().getTime()));
      return list(actor, { supplierId, from, to: range.to, statuses: [0, 1] }, 'asc');
    },
  };
}
