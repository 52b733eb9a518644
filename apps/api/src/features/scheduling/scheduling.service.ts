import { randomUUID } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import {
  type AttendancyStatus,
  addDays,
  canMoveAttendancy,
  dayRange,
  isOpenAttendancy,
  localParts,
  monthRange,
  RANGE_DAYS_MAX,
  SCHEDULING_LIST_MAX,
  slotOccurrences,
  updateMessageOf,
} from '@app/domain/scheduling/rules';
import type { Attendancy } from '@app/domain/scheduling/schemas';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { isExclusionViolation } from '../../platform/db/unique-violation.ts';
import { fieldError, invalidField, localTexts, message, refuse, sessionOf } from '../../platform/service-kit.ts';
import type { AppointmentRecord, AttendancyRecord, SchedulingRepo, StatementReader } from './scheduling.repo.ts';
import { appointmentView, attendancyView, supplierView } from './scheduling-views.ts';

const texts = localTexts({
  staffReschedules: {
    'pt-BR': 'Para remarcar ou mudar o tipo do atendimento, fale com a clínica.',
    en: 'To reschedule or change the kind of visit, contact the clinic.',
  },
});

const NO_DOUBLE_BOOKING = 'attendancies_no_double_booking';
const NO_OVERLAP = 'appointments_no_overlap';
const DAY_MS = 24 * 60 * 60 * 1000;

const isStaff = (actor: Actor) => actor.manager !== null;

/** A supplier who is not the owner acts on their own agenda only (Doctoralia's doctor view). */
const ownSupplierOf = (actor: Actor): string | null =>
  actor.manager && !actor.manager.isOwner ? actor.manager.supplierId : null;

/**
 * Clinic scheduling (spec 2; decisions 080–082): specialities and supplier profiles, slots, and
 * bookings. No double booking is the database's job (exclusion constraints): the service only
 * translates a lost race into the spec's refusal.
 */
export function createSchedulingService(deps: {
  database: Database;
  scheduling: SchedulingRepo;
  now?: () => Date;
  /** Refuses a patient the place has not let in yet (the new-user flow, decision 122). */
  letIn?: (actor: Actor) => Promise<void>;
}) {
  const { database, scheduling: repo } = deps;
  const now = deps.now ?? (() => new Date());

  const supplierNotFound = (actor: Actor) =>
    refuse(actor, 'supplierNotFound', 'supplier_not_found', { status: 404, field: 'service_supplier_id' });
  const slotNotFound = (actor: Actor) => new AppError('not_found', message(actor, 'appointmentNotFound'), 404);
  const attendancyNotFound = (actor: Actor) => new AppError('not_found', message(actor, 'attendancyNotFound'), 404);
  const taken = (actor: Actor) =>
    refuse(actor, 'appointmentTaken', 'appointment_taken', { status: 409, field: 'appointment_id' });

  async function existingSupplier(tx: Tx, actor: Actor, supplierId: string, activeOnly: boolean) {
    const found = await repo.supplier(tx, placeOf(actor).id, supplierId);
    if (!found || (activeOnly && !found.active)) throw supplierNotFound(actor);
    return found;
  }

  /** One read statement as the place (one round trip on PostgreSQL). */
  const reader =
    (placeId: string): StatementReader =>
    (statement) =>
      database.readStatement(placeId, statement);

  /** As existingSupplier, on a supplier read with its slots: patients see active suppliers only. */
  function visibleSupplier<T extends { supplierActive: boolean }>(actor: Actor, found: T | null): T {
    if (!found || (!isStaff(actor) && !found.supplierActive)) throw supplierNotFound(actor);
    return found;
  }

  /** Staff acting on a supplier's agenda: a supplier (not owner) only on their own. */
  function assertMayActFor(actor: Actor, supplierId: string) {
    const own = ownSupplierOf(actor);
    if (own && own !== supplierId) throw accessDenied();
  }

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

  async function insertOrRefuse<T>(actor: Actor, constraint: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isExclusionViolation(error, constraint)) {
        throw constraint === NO_OVERLAP
          ? refuse(actor, 'appointmentOverlap', 'appointment_overlap', { status: 409, field: 'start' })
          : taken(actor);
      }
      throw error;
    }
  }

  /** A slot a booking may take now: the place's, active, in the future. */
  async function bookableSlot(tx: Tx, actor: Actor, appointmentId: string) {
    const slot = await repo.slot(tx, placeOf(actor).id, appointmentId);
    if (!slot?.active) throw slotNotFound(actor);
    if (slot.startsAt <= now())
      throw refuse(actor, 'appointmentPast', 'appointment_taken', { status: 409, field: 'appointment_id' });
    if (slot.taken) throw taken(actor);
    return slot;
  }

  return {
    async listSpecialities(actor: Actor): Promise<CallResult<'speciality/list'>> {
      const placeId = placeOf(actor).id;
      const rows = await database.inPlace(placeId, (tx) => repo.specialities(tx, placeId));
      return { specialities: rows.map((s) => ({ _id: s.id, name: s.name })) };
    },

    async listSuppliers(
      actor: Actor,
      input: CallInput<'servicesupplier/list'>,
    ): Promise<CallResult<'servicesupplier/list'>> {
      const placeId = placeOf(actor).id;
      const staff = isStaff(actor);
      const { rows, all } = await database.inPlace(placeId, async (tx) => ({
        rows: await repo.suppliers(tx, placeId, {
          specialityId: input.speciality_id,
          activeOnly: !(staff && input.include_inactive),
        }),
        all: await repo.specialities(tx, placeId),
      }));
      return { service_suppliers: rows.map((s) => supplierView(s, all, staff)) };
    },

    async updateSupplier(
      actor: Actor,
      input: CallInput<'servicesupplier/update'>,
    ): Promise<CallResult<'servicesupplier/update'>> {
      const placeId = placeOf(actor).id;
      assertMayActFor(actor, input.service_supplier_id);
      return database.inPlace(placeId, async (tx) => {
        const all = await repo.specialities(tx, placeId);
        const known = new Set(all.map((s) => s.id));
        const unknown = input.speciality_ids.findIndex((id) => !known.has(id));
        if (unknown >= 0) throw fieldError(actor, `speciality_ids.${unknown}`, 'specialityNotFound');
        const saved = await repo.upsertSupplier(tx, placeId, input.service_supplier_id, {
          name: input.name,
          photo: input.photo ?? null,
          bio: input.bio?.trim() || null,
          specialityIds: [...new Set(input.speciality_ids)],
          services: input.services,
          workingHours: [...input.working_hours].sort(
            (a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start),
          ),
          associatedSupplierIds: [...new Set(input.associated_service_supplier_ids)],
          splitsAssociatedIds: [...new Set(input.splits_associated_ids)],
          active: input.active,
        });
        return { service_supplier: supplierView(saved, all, true) };
      });
    },

    async listManagers(actor: Actor): Promise<CallResult<'admin/restaurantmanager/list'>> {
      const placeId = placeOf(actor).id;
      const { managers, suppliers } = await database.inPlace(placeId, async (tx) => ({
        managers: await repo.managers(tx, placeId),
        suppliers: await repo.suppliers(tx, placeId, { activeOnly: false }),
      }));
      return {
        managers: managers.map((m) => ({
          _id: m.member.id,
          user_id: m.member.userId,
          username: m.username,
          owner: m.member.isOwner,
          service_supplier_id: m.member.supplierId,
        })),
        service_suppliers: suppliers.map((s) => ({ service_supplier_id: s.supplierId, name: s.name })),
      };
    },

    async appointmentsDay(actor: Actor, input: CallInput<'appointments/day'>): Promise<CallResult<'appointments/day'>> {
      const placeId = placeOf(actor).id;
      // One read-only statement: the supplier and the day's slots (decision 196).
      const found = await repo.supplierSlots(
        reader(placeId),
        placeId,
        input.service_supplier_id,
        dayRange(input.date),
        {
          activeOnly: true,
        },
      );
      const rows = visibleSupplier(actor, found).slots;
      const at = now();
      return { date: input.date, appointments: rows.map((a) => appointmentView(a, at, input.appointment_id)) };
    },

    async appointmentsMonth(
      actor: Actor,
      input: CallInput<'appointments/month'>,
    ): Promise<CallResult<'appointments/month'>> {
      const placeId = placeOf(actor).id;
      const found = await repo.supplierMonthCounts(
        reader(placeId),
        placeId,
        input.service_supplier_id,
        monthRange(input.month),
        now(),
      );
      return { month: input.month, days: visibleSupplier(actor, found).days };
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
        reader(placeId),
        placeId,
        input.service_supplier_id,
        { from, to: new Date(from.getTime() + 400 * DAY_MS) },
        { activeOnly, limit: SCHEDULING_LIST_MAX },
      );
      const rows = visibleSupplier(actor, found).slots;
      const at = now();
      return { appointments: rows.map((a) => appointmentView(a, at)) };
    },

    async createAppointments(
      actor: Actor,
      input: CallInput<'appointments/create'>,
    ): Promise<CallResult<'appointments/create'>> {
      const placeId = placeOf(actor).id;
      assertMayActFor(actor, input.service_supplier_id);
      const times = slotOccurrences({
        date: input.date,
        start: input.start,
        end: input.end,
        weeks: input.repeat_weeks,
      });
      if ((times[0]?.startsAt ?? now()) <= now()) throw fieldError(actor, 'date', 'appointmentPast');
      const seriesId = input.repeat_weeks > 1 ? randomUUID() : null;
      const rows = await insertOrRefuse(actor, NO_OVERLAP, () =>
        database.inPlace(placeId, async (tx) => {
          await existingSupplier(tx, actor, input.service_supplier_id, false);
          if (input.product_id && !(await repo.productExists(tx, placeId, input.product_id))) {
            throw invalidField('product_id', 'Produto não encontrado.');
          }
          return repo.insertSlots(
            tx,
            times.map((t) => ({
              placeId,
              supplierId: input.service_supplier_id,
              startsAt: t.startsAt,
              endsAt: t.endsAt,
              seriesId,
              productId: input.product_id ?? null,
            })),
          );
        }),
      );
      const at = now();
      return { appointments: rows.map((r) => appointmentView({ ...r, taken: false }, at)) };
    },

    async updateAppointment(
      actor: Actor,
      input: CallInput<'appointments/update'>,
    ): Promise<CallResult<'appointments/update'>> {
      const placeId = placeOf(actor).id;
      const updated = await insertOrRefuse(actor, NO_OVERLAP, () =>
        database.inPlace(placeId, async (tx) => {
          const slot = await repo.slot(tx, placeId, input.appointment_id, true);
          if (!slot) throw slotNotFound(actor);
          assertMayActFor(actor, slot.supplierId);
          const was = localParts(slot.startsAt);
          const date = input.date ?? was.date;
          const start = input.start ?? was.hour;
          const end = input.end ?? localParts(slot.endsAt).hour;
          const [times] = slotOccurrences({ date, start, end, weeks: 1 });
          if (!times || times.endsAt <= times.startsAt) throw fieldError(actor, 'end', 'hourRange');
          const moves =
            times.startsAt.getTime() !== slot.startsAt.getTime() || times.endsAt.getTime() !== slot.endsAt.getTime();
          if (slot.taken && (moves || input.active === false)) {
            throw refuse(actor, 'appointmentBooked', 'appointment_booked', { status: 409 });
          }
          if (moves && times.startsAt <= now()) throw fieldError(actor, 'date', 'appointmentPast');
          if (input.product_id && !(await repo.productExists(tx, placeId, input.product_id))) {
            throw invalidField('product_id', 'Produto não encontrado.');
          }
          await repo.updateSlot(tx, placeId, slot.id, {
            startsAt: times.startsAt,
            endsAt: times.endsAt,
            ...(input.active === undefined ? {} : { active: input.active }),
            ...(input.product_id === undefined ? {} : { productId: input.product_id }),
          });
          return (await repo.slot(tx, placeId, slot.id)) as AppointmentRecord;
        }),
      );
      return { appointment: appointmentView(updated, now()) };
    },

    async removeAppointment(
      actor: Actor,
      input: CallInput<'appointments/remove'>,
    ): Promise<CallResult<'appointments/remove'>> {
      const placeId = placeOf(actor).id;
      return database.inPlace(placeId, async (tx) => {
        const slot = await repo.slot(tx, placeId, input.id, true);
        if (!slot) throw slotNotFound(actor);
        assertMayActFor(actor, slot.supplierId);
        if (!input.series || !slot.seriesId) {
          if (slot.taken) throw refuse(actor, 'appointmentBooked', 'appointment_booked', { status: 409 });
          return { removed: await repo.removeFreeSlots(tx, placeId, [slot.id]) };
        }
        // The series from this slot on: booked weeks stay (their patients keep their time).
        const ids = await repo.seriesFrom(tx, placeId, slot.seriesId, slot.startsAt);
        return { removed: await repo.removeFreeSlots(tx, placeId, ids) };
      });
    },

    async createAttendancy(
      actor: Actor,
      input: CallInput<'attendancies/create'>,
    ): Promise<CallResult<'attendancies/create'>> {
      const placeId = placeOf(actor).id;
      const me = sessionOf(actor);
      const staff = isStaff(actor);
      // Someone else is not a patient a patient can book for (as if unknown; access levels stay the contract's).
      if (input.user_id && input.user_id !== me.userId && !staff)
        throw invalidField('user_id', 'Paciente não encontrado.');
      const userId = input.user_id ?? me.userId;
      if (!staff) await deps.letIn?.(actor);
      const created = await insertOrRefuse(actor, NO_DOUBLE_BOOKING, () =>
        database.inPlace(placeId, async (tx) => {
          if (userId !== me.userId && !(await repo.isMember(tx, placeId, userId))) {
            throw invalidField('user_id', 'Paciente não encontrado.');
          }
          const slot = await bookableSlot(tx, actor, input.appointment_id);
          if (staff) assertMayActFor(actor, slot.supplierId);
          await existingSupplier(tx, actor, slot.supplierId, !staff);
          const row = await repo.insertAttendancy(tx, {
            placeId,
            supplierId: slot.supplierId,
            appointmentId: slot.id,
            userId,
            type: input.type,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            notes: input.notes?.trim() || null,
            createdByUserId: me.userId,
          });
          return (await repo.attendancy(tx, placeId, row.id)) as AttendancyRecord;
        }),
      );
      return { attendancy: attendancyView(created, staff) };
    },

    async updateAttendancy(
      actor: Actor,
      input: CallInput<'attendancies/update'>,
    ): Promise<CallResult<'attendancies/update'>> {
      const placeId = placeOf(actor).id;
      const me = sessionOf(actor);
      const staff = isStaff(actor);
      const result = await insertOrRefuse(actor, NO_DOUBLE_BOOKING, () =>
        database.inPlace(placeId, async (tx) => {
          const current = await repo.attendancy(tx, placeId, input.attendancy_id, true);
          // Someone else's booking does not exist for a patient.
          if (!current || (!staff && current.userId !== me.userId)) throw attendancyNotFound(actor);
          if (staff) assertMayActFor(actor, current.supplierId);
          if (!staff && input.appointment_id !== undefined) {
            throw invalidField('appointment_id', texts(actor, 'staffReschedules'));
          }
          if (!staff && input.type !== undefined) throw invalidField('type', texts(actor, 'staffReschedules'));
          const from = current.status as AttendancyStatus;
          const to = input.status ?? from;
          if (!canMoveAttendancy(from, to, staff ? 'staff' : 'patient')) {
            throw refuse(actor, 'attendancyStatusChange', 'attendancy_status', { status: 409, field: 'status' });
          }
          const values: Parameters<SchedulingRepo['updateAttendancy']>[3] = { status: to };
          if (input.type !== undefined) values.type = input.type;
          if (input.notes !== undefined) values.notes = input.notes?.trim() || null;
          if (input.appointment_id !== undefined && input.appointment_id !== current.appointmentId) {
            if (!isOpenAttendancy(to)) {
              throw refuse(actor, 'attendancyStatusChange', 'attendancy_status', {
                status: 409,
                field: 'appointment_id',
              });
            }
            const slot = await bookableSlot(tx, actor, input.appointment_id);
            assertMayActFor(actor, slot.supplierId);
            Object.assign(values, {
              appointmentId: slot.id,
              startsAt: slot.startsAt,
              endsAt: slot.endsAt,
            });
            if (slot.supplierId !== current.supplierId) {
              await existingSupplier(tx, actor, slot.supplierId, false);
              Object.assign(values, { supplierId: slot.supplierId });
            }
          }
          await repo.updateAttendancy(tx, placeId, current.id, values);
          return {
            row: (await repo.attendancy(tx, placeId, current.id)) as AttendancyRecord,
            changed: to !== from,
          };
        }),
      );
      return {
        attendancy: attendancyView(result.row, staff),
        message: result.changed ? updateMessageOf(result.row.status as AttendancyStatus) : 'updated',
      };
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
}
export type SchedulingService = ReturnType<typeof createSchedulingService>;
