import { and, asc, desc, eq, gte, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { matching, within } from '../../platform/db/where.ts';
import { products } from '../catalogue/catalogue.tables.ts';
import { placeMembers, users } from '../users/users.tables.ts';
import {
  type AppointmentRow,
  type AttendancyRow,
  appointments,
  attendancies,
  type ServiceSupplierRow,
  type SpecialityRow,
  serviceSuppliers,
  specialities,
} from './scheduling.tables.ts';

export type SpecialityRecord = Pick<SpecialityRow, 'id' | 'name'>;
export type SupplierRecord = ServiceSupplierRow;
/** A slot and whether an open (or attended) booking holds it. */
export type AppointmentRecord = AppointmentRow & { taken: boolean };
export type AttendancyRecord = AttendancyRow & { username: string; phone: string | null; supplierName: string };
export type SupplierProfile = Omit<ServiceSupplierRow, 'id' | 'placeId' | 'supplierId' | 'createdAt' | 'updatedAt'>;

/** A booking that still holds its time (pending, scheduled or attended). */
const holdsTime = ne(attendancies.status, 3);

// Written out: inside the subquery drizzle would print the outer column unqualified ("id"), which
// would bind to the booking's own id.
const takenOf = sql<boolean>`exists (select 1 from attendancies b where b.appointment_id = "appointments"."id" and b.status <> 3)`;

/**
 * The booking that holds a slot (pending, scheduled or attended), as a lateral subquery joined
 * after `appointments`: one probe of attendancies_appointment per slot.
 */
const holderOf = sql`select 1 as held from ${attendancies} where ${attendancies.appointmentId} = ${appointments.id} and ${attendancies.status} <> 3 limit 1`;

/** A timestamptz of a raw row: a Date from pg, PostgreSQL's text from drizzle's PGlite driver. */
const instant = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** Runs one read statement as the place: Database.readStatement bound to a place id. */
export type StatementReader = <R>(statement: SQL) => Promise<R[]>;

/** Scheduling queries; every one runs inside the place's transaction (RLS). */
export function createSchedulingRepo() {
  const attendancyColumns = {
    a: attendancies,
    username: users.username,
    phone: users.phone,
    supplierName: sql<string>`coalesce(${serviceSuppliers.name}, ${attendancies.supplierId})`,
  };
  const toAttendancy = (r: { a: AttendancyRow; username: string; phone: string | null; supplierName: string }) => ({
    ...r.a,
    username: r.username,
    phone: r.phone,
    supplierName: r.supplierName,
  });
  const attendancyQuery = (q: Queryable) =>
    q
      .select(attendancyColumns)
      .from(attendancies)
      .innerJoin(users, eq(users.id, attendancies.userId))
      .leftJoin(
        serviceSuppliers,
        and(
          eq(serviceSuppliers.placeId, attendancies.placeId),
          eq(serviceSuppliers.supplierId, attendancies.supplierId),
        ),
      );

  return {
    async specialities(q: Queryable, placeId: string): Promise<SpecialityRecord[]> {
      return q
        .select({ id: specialities.id, name: specialities.name })
        .from(specialities)
        .where(eq(specialities.placeId, placeId))
        .orderBy(asc(specialities.position), asc(specialities.name));
    },
    async insertSpeciality(q: Queryable, placeId: string, name: string, position: number): Promise<SpecialityRecord> {
      const [row] = await q
        .insert(specialities)
        .values({ placeId, name, position })
        .returning({ id: specialities.id, name: specialities.name });
      return row as SpecialityRecord;
    },

    async suppliers(q: Queryable, placeId: string, opts: { specialityId?: string; activeOnly: boolean }) {
      const conditions = [eq(serviceSuppliers.placeId, placeId)];
      if (opts.activeOnly) conditions.push(eq(serviceSuppliers.active, true));
      if (opts.specialityId) conditions.push(sql`${opts.specialityId}::uuid = any(${serviceSuppliers.specialityIds})`);
      return q
        .select()
        .from(serviceSuppliers)
        .where(and(...conditions))
        .orderBy(asc(serviceSuppliers.name));
    },
    async supplier(q: Queryable, placeId: string, supplierId: string): Promise<SupplierRecord | null> {
      const [row] = await q
        .select()
        .from(serviceSuppliers)
        .where(matching(serviceSuppliers, { placeId, supplierId }))
        .limit(1);
      return row ?? null;
    },
    async upsertSupplier(q: Queryable, placeId: string, supplierId: string, profile: SupplierProfile) {
      const [row] = await q
        .insert(serviceSuppliers)
        .values({ placeId, supplierId, ...profile })
        .onConflictDoUpdate({
          target: [serviceSuppliers.placeId, serviceSuppliers.supplierId],
          set: { ...profile, updatedAt: new Date() },
        })
        .returning();
      return row as SupplierRecord;
    },

    /** Staff of the place (owners and managers) with their supplier ids. */
    async managers(q: Queryable, placeId: string) {
      return q
        .select({ member: placeMembers, username: users.username })
        .from(placeMembers)
        .innerJoin(users, eq(users.id, placeMembers.userId))
        .where(
          and(eq(placeMembers.placeId, placeId), or(eq(placeMembers.isManager, true), eq(placeMembers.isOwner, true))),
        )
        .orderBy(asc(users.username));
    },
    /** Whether the person is a member of the place (a patient staff may book for). */
    async isMember(q: Queryable, placeId: string, userId: string): Promise<boolean> {
      const [row] = await q
        .select({ id: placeMembers.id })
        .from(placeMembers)
        .where(matching(placeMembers, { placeId, userId }))
        .limit(1);
      return Boolean(row);
    },

    // Slots

    /**
     * A supplier's slots of [from, to) with whether each is held, and the supplier's `active`, in
     * one statement (decision 196): null when the place has no such supplier. Each slot's holder is
     * found by a lateral probe of the bookings' appointment index (a plain `exists` became a hashed
     * subplan over every booking of the place once a month of slots was read). `read` runs it as
     * the place (Database.readStatement: one round trip on PostgreSQL).
     */
    async supplierSlots(
      read: StatementReader,
      placeId: string,
      supplierId: string,
      range: { from: Date; to: Date },
      opts: { activeOnly: boolean; limit?: number },
    ): Promise<{ supplierActive: boolean; slots: AppointmentRecord[] } | null> {
      const a = appointments;
      const rows = await read<AppointmentRecord & { supplierActive: boolean; id: string | null }>(sql`
        select ${serviceSuppliers.active} as "supplierActive", ${a.id} as "id", ${a.placeId} as "placeId",
          ${a.supplierId} as "supplierId", ${a.startsAt} as "startsAt", ${a.endsAt} as "endsAt",
          ${a.active} as "active", ${a.seriesId} as "seriesId", ${a.productId} as "productId",
          ${a.createdAt} as "createdAt", (holder.held is not null) as "taken"
        from ${serviceSuppliers}
        left join ${a} on ${a.placeId} = ${serviceSuppliers.placeId} and ${a.supplierId} = ${serviceSuppliers.supplierId}
          and ${within(a.startsAt, range.from, range.to)}${opts.activeOnly ? sql` and ${a.active}` : sql``}
        left join lateral (${holderOf}) holder on true
        where ${matching(serviceSuppliers, { placeId, supplierId })}
        order by ${a.startsAt}${opts.limit ? sql` limit ${opts.limit}` : sql``}`);
      const [first] = rows;
      if (!first) return null;
      return {
        supplierActive: first.supplierActive,
        // The supplier's row comes with the first slot: one row without slots (a limit counts slots).
        slots: rows.flatMap(({ supplierActive: _, ...slot }) =>
          slot.id === null
            ? []
            : [
                {
                  ...slot,
                  startsAt: instant(slot.startsAt),
                  endsAt: instant(slot.endsAt),
                  createdAt: instant(slot.createdAt),
                } as AppointmentRecord,
              ],
        ),
      };
    },
    /**
     * Per local (São Paulo) day of [from, to): active slots from `notBefore`, and the free ones;
     * with the supplier's `active`, in one statement (null: no such supplier), as supplierSlots.
     */
    async supplierMonthCounts(
      read: StatementReader,
      placeId: string,
      supplierId: string,
      range: { from: Date; to: Date },
      notBefore: Date,
    ): Promise<{ supplierActive: boolean; days: { date: string; slots: number; free: number }[] } | null> {
      const a = appointments;
      const rows = await read<{ supplierActive: boolean; date: string | null; slots: number; free: number }>(sql`
        select ${serviceSuppliers.active} as "supplierActive",
          to_char(${a.startsAt} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as "date",
          count(${a.id})::int as "slots", (count(${a.id}) filter (where holder.held is null))::int as "free"
        from ${serviceSuppliers}
        left join ${a} on ${a.placeId} = ${serviceSuppliers.placeId} and ${a.supplierId} = ${serviceSuppliers.supplierId}
          and ${a.active} and ${within(a.startsAt, range.from > notBefore ? range.from : notBefore, range.to)}
        left join lateral (${holderOf}) holder on true
        where ${matching(serviceSuppliers, { placeId, supplierId })}
        group by 1, 2
        order by 2`);
      const [first] = rows;
      if (!first) return null;
      return {
        supplierActive: first.supplierActive,
        days: rows.flatMap((r) => (r.date === null ? [] : [{ date: r.date, slots: r.slots, free: r.free }])),
      };
    },
    async slot(q: Queryable, placeId: string, id: string, forUpdate = false): Promise<AppointmentRecord | null> {
      const query = q
        .select({ slot: appointments, taken: takenOf })
        .from(appointments)
        .where(matching(appointments, { placeId, id }))
        .limit(1);
      const [row] = await (forUpdate ? query.for('update', { of: appointments }) : query);
      return row ? { ...row.slot, taken: Boolean(row.taken) } : null;
    },
    async insertSlots(
      q: Queryable,
      rows: {
        placeId: string;
        supplierId: string;
        startsAt: Date;
        endsAt: Date;
        seriesId: string | null;
        productId: string | null;
      }[],
    ): Promise<AppointmentRow[]> {
      return q.insert(appointments).values(rows).returning();
    },
    async updateSlot(
      q: Queryable,
      placeId: string,
      id: string,
      values: Partial<Pick<AppointmentRow, 'startsAt' | 'endsAt' | 'active' | 'productId'>>,
    ): Promise<AppointmentRow | null> {
      const [row] = await q.update(appointments).set(values).where(matching(appointments, { placeId, id })).returning();
      return row ?? null;
    },
    /** Removes free slots only (a held slot keeps its row); answers how many went. */
    async removeFreeSlots(q: Queryable, placeId: string, ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await q
        .delete(appointments)
        .where(and(eq(appointments.placeId, placeId), inArray(appointments.id, ids), sql`not ${takenOf}`))
        .returning({ id: appointments.id });
      return rows.length;
    },
    /** The slots of a series from an instant on. */
    async seriesFrom(q: Queryable, placeId: string, seriesId: string, from: Date): Promise<string[]> {
      const rows = await q
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(matching(appointments, { placeId, seriesId }), gte(appointments.startsAt, from)));
      return rows.map((r) => r.id);
    },
    async productExists(q: Queryable, placeId: string, productId: string): Promise<boolean> {
      const [row] = await q
        .select({ id: products.id })
        .from(products)
        .where(matching(products, { placeId, id: productId }))
        .limit(1);
      return Boolean(row);
    },

    // Attendancies

    async insertAttendancy(
      q: Queryable,
      values: Pick<
        AttendancyRow,
        | 'placeId'
        | 'supplierId'
        | 'appointmentId'
        | 'userId'
        | 'type'
        | 'startsAt'
        | 'endsAt'
        | 'notes'
        | 'createdByUserId'
      > &
        Partial<Pick<AttendancyRow, 'orderId'>>,
    ): Promise<AttendancyRow> {
      const [row] = await q.insert(attendancies).values(values).returning();
      return row as AttendancyRow;
    },
    async updateAttendancy(
      q: Queryable,
      placeId: string,
      id: string,
      values: Partial<Pick<AttendancyRow, 'status' | 'type' | 'appointmentId' | 'startsAt' | 'endsAt' | 'notes'>>,
    ) {
      await q
        .update(attendancies)
        .set({ ...values, updatedAt: new Date() })
        .where(matching(attendancies, { placeId, id }));
    },
    async attendancy(q: Queryable, placeId: string, id: string, forUpdate = false): Promise<AttendancyRecord | null> {
      const query = attendancyQuery(q).where(matching(attendancies, { placeId, id })).limit(1);
      const [row] = await (forUpdate ? query.for('update', { of: attendancies }) : query);
      return row ? toAttendancy(row) : null;
    },
    async attendanciesOf(
      q: Queryable,
      placeId: string,
      filter: {
        userId?: string;
        supplierId?: string;
        statuses?: number[];
        from?: Date;
        to?: Date;
        lostBefore?: Date;
      },
      order: 'asc' | 'desc',
      limit: number,
    ): Promise<AttendancyRecord[]> {
      const conditions = [eq(attendancies.placeId, placeId)];
      if (filter.userId) conditions.push(eq(attendancies.userId, filter.userId));
      if (filter.supplierId) conditions.push(eq(attendancies.supplierId, filter.supplierId));
      if (filter.statuses) conditions.push(inArray(attendancies.status, filter.statuses));
      if (filter.from) conditions.push(gte(attendancies.startsAt, filter.from));
      if (filter.to) conditions.push(lt(attendancies.startsAt, filter.to));
      if (filter.lostBefore) {
        conditions.push(
          or(
            eq(attendancies.status, 3),
            and(inArray(attendancies.status, [0, 1]), lt(attendancies.endsAt, filter.lostBefore)),
          ) as never,
        );
      }
      const rows = await attendancyQuery(q)
        .where(and(...conditions))
        .orderBy(order === 'asc' ? asc(attendancies.startsAt) : desc(attendancies.startsAt))
        .limit(limit);
      return rows.map(toAttendancy);
    },
    /** Open bookings per local day of [from, to). */
    async bookedDays(q: Queryable, placeId: string, supplierId: string | undefined, range: { from: Date; to: Date }) {
      const day = sql<string>`to_char(${attendancies.startsAt} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`;
      const conditions = [
        eq(attendancies.placeId, placeId),
        holdsTime,
        within(attendancies.startsAt, range.from, range.to),
      ];
      if (supplierId) conditions.push(eq(attendancies.supplierId, supplierId));
      return q
        .select({ date: day, count: sql<number>`count(*)::int` })
        .from(attendancies)
        .where(and(...conditions))
        .groupBy(day)
        .orderBy(day);
    },
    /** An ended order's open bookings are cancelled: their times are free again (decision 125). */
    async cancelOpenOfOrder(q: Queryable, placeId: string, orderId: string): Promise<number> {
      const rows = await q
        .update(attendancies)
        .set({ status: 3, updatedAt: new Date() })
        .where(and(matching(attendancies, { placeId, orderId }), inArray(attendancies.status, [0, 1])))
        .returning({ id: attendancies.id });
      return rows.length;
    },
  };
}
export type SchedulingRepo = ReturnType<typeof createSchedulingRepo>;
