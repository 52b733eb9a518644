import { randomUUID } from 'node:crypto';
import type { CallInput, CallResult } from '@app/domain';
import {
  type AttendancyStatus,
  canMoveAttendancy,
  isOpenAttendancy,
  localParts,
  slotOccurrences,
  updateMessageOf,
} from '@app/domain/scheduling/rules';
import { type Actor, placeOf } from '../../platform/actor.ts';
import { AppError, accessDenied } from '../../platform/app-error.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { isExclusionViolation } from '../../platform/db/unique-violation.ts';
import { fieldError, invalidField, localTexts, message, refuse, sessionOf } from '../../platform/service-kit.ts';
import type { AppointmentRecord, AttendancyRecord, SchedulingRepo } from './scheduling.repo.ts';
import { createAgendaReads, isStaff, ownSupplierOf, supplierNotFound } from './scheduling-agenda.service.ts';
import { createAgendaCache } from './scheduling-agenda-cache.ts';
import { appointmentView, attendancyView, supplierView } from './scheduling-views.ts';

const texts = localTexts({
  staffReschedules: {
    'pt-BR': 'Para remarcar ou mudar o tipo do atendimento, fale com a clínica.',
    en: 'To reschedule or change the kind of visit, contact the clinic.',
  },
});

const NO_DOUBLE_BOOKING = 'attendancies_no_double_booking';
const NO_OVERLAP = 'appointments_no_overlap';

/**
 * Clinic scheduling (spec 2; decisions 080–082): specialities and supplier profiles, slots, and
 * bookings. No double booking is the database's job (exclusion constraints): the service only
 * translates a lost race into the spec's refusal. The agenda's reads are in
 * scheduling-agenda.service.ts.
 */
export function createSchedulingService(deps: {
  database: Database;
  scheduling: SchedulingRepo;
  now?: () => Date;
  /** Refuses a patient the place has not let in yet (the new-user flow, decision 122). */
  letIn?: (actor: Actor) => Promise<void>;
  /** How long a supplier's month of slots may stay in memory (decision 208); 0: always read. */
  agendaCacheMs?: number;
}) {
  const { database, scheduling: repo } = deps;
  const now = deps.now ?? (() => new Date());
  const agendaCache = createAgendaCache({ database, repo, ttlMs: deps.agendaCacheMs ?? 0 });
  const reads = createAgendaReads({ database, scheduling: repo, agendaCache, now });
  /** This instance's own writes are seen by its next read at once (other instances: the NOTIFY). */
  const changed = (actor: Actor, ...supplierIds: string[]) => {
    for (const id of supplierIds) agendaCache.drop(placeOf(actor).id, id);
  };

  const slotNotFound = (actor: Actor) => new AppError('not_found', message(actor, 'appointmentNotFound'), 404);
  const attendancyNotFound = (actor: Actor) => new AppError('not_found', message(actor, 'attendancyNotFound'), 404);
  const taken = (actor: Actor) =>
    refuse(actor, 'appointmentTaken', 'appointment_taken', { status: 409, field: 'appointment_id' });

  async function existingSupplier(tx: Tx, actor: Actor, supplierId: string, activeOnly: boolean) {
    const found = await repo.supplier(tx, placeOf(actor).id, supplierId);
    if (!found || (activeOnly && !found.active)) throw supplierNotFound(actor);
    return found;
  }

  /** Staff acting on a supplier's agenda: a supplier (not owner) only on their own. */
  function assertMayActFor(actor: Actor, supplierId: string) {
    const own = ownSupplierOf(actor);
    if (own && own !== supplierId) throw accessDenied();
  }

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
    ...reads,
    /** Stops listening for agenda changes (the app's close). */
    stop: () => agendaCache.stop(),

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
      const answer = await database.inPlace(placeId, async (tx) => {
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
      changed(actor, input.service_supplier_id);
      return answer;
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
      changed(actor, input.service_supplier_id);
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
      changed(actor, updated.supplierId);
      return { appointment: appointmentView(updated, now()) };
    },

    async removeAppointment(
      actor: Actor,
      input: CallInput<'appointments/remove'>,
    ): Promise<CallResult<'appointments/remove'>> {
      const placeId = placeOf(actor).id;
      let supplierId: string | undefined;
      const answer = await database.inPlace(placeId, async (tx) => {
        const slot = await repo.slot(tx, placeId, input.id, true);
        if (!slot) throw slotNotFound(actor);
        assertMayActFor(actor, slot.supplierId);
        supplierId = slot.supplierId;
        if (!input.series || !slot.seriesId) {
          if (slot.taken) throw refuse(actor, 'appointmentBooked', 'appointment_booked', { status: 409 });
          return { removed: await repo.removeFreeSlots(tx, placeId, [slot.id]) };
        }
        // The series from this slot on: booked weeks stay (their patients keep their time).
        const ids = await repo.seriesFrom(tx, placeId, slot.seriesId, slot.startsAt);
        return { removed: await repo.removeFreeSlots(tx, placeId, ids) };
      });
      if (supplierId) changed(actor, supplierId);
      return answer;
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
      changed(actor, created.supplierId);
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
            was: current.supplierId,
          };
        }),
      );
      changed(actor, result.was, result.row.supplierId);
      return {
        attendancy: attendancyView(result.row, staff),
        message: result.changed ? updateMessageOf(result.row.status as AttendancyStatus) : 'updated',
      };
    },
  };
}
export type SchedulingService = ReturnType<typeof createSchedulingService>;
