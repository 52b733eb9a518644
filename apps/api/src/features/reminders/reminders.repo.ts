import type { ReminderChannel } from '@app/domain/automatic-messages/rules';
import { and, asc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { whatsappPlaceSettings } from '../automatic-messages/order-notices.tables.ts';
import { places } from '../places/places.tables.ts';
import { appointments, attendancies, serviceSuppliers } from '../scheduling/scheduling.tables.ts';
import { users } from '../users/users.tables.ts';
import { attendancyFollowups, reminderLinks, waitlistEntries, waitlistOffers } from './reminders.tables.ts';

/** A booking as a reminder, a link page or a waitlist offer needs it. */
export type BookingNotice = {
  id: string;
  supplierId: string;
  supplierName: string;
  appointmentId: string | null;
  startsAt: Date;
  status: number;
  userId: string;
  phone: string | null;
};
export type ReminderLinkRecord = {
  id: string;
  placeId: string;
  attendancyId: string;
  action: 'confirm' | 'cancel';
  expiresAt: Date;
  usedAt: Date | null;
};
export type WaitlistEntryRecord = {
  id: string;
  supplierId: string;
  supplierName: string;
  userId: string;
  username: string;
  phone: string | null;
  fromDay: string;
  toDay: string;
  offeredAt: Date | null;
  createdAt: Date;
};

const OPEN = inArray(attendancies.status, [0, 1]);

/** Reminder, no-show and waitlist queries; tenant ones run inside the place's transaction (RLS). */
export function createRemindersRepo() {
  const noticeQuery = (q: Queryable) =>
    q
      .select({
        id: attendancies.id,
        supplierId: attendancies.supplierId,
        supplierName: sql<string>`coalesce(${serviceSuppliers.name}, ${attendancies.supplierId})`,
        appointmentId: attendancies.appointmentId,
        startsAt: attendancies.startsAt,
        status: attendancies.status,
        userId: attendancies.userId,
        phone: users.phone,
      })
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
    /** Every place (global table), for the jobs that visit each place in turn. */
    async placeIds(q: Queryable): Promise<string[]> {
      const rows = await q.select({ id: places.id }).from(places);
      return rows.map((r) => r.id);
    },

    /** How the place reminds patients (decision 212); 'sms' until it chooses. Tenant read (inPlace). */
    async reminderChannel(q: Queryable, placeId: string): Promise<ReminderChannel> {
      const [row] = await q
        .select({ channel: whatsappPlaceSettings.reminderChannel })
        .from(whatsappPlaceSettings)
        .where(eq(whatsappPlaceSettings.placeId, placeId));
      return row?.channel ?? 'sms';
    },

    async place(q: Queryable, placeId: string) {
      const [row] = await q
        .select({ id: places.id, slug: places.slug, name: places.name })
        .from(places)
        .where(eq(places.id, placeId));
      return row ?? null;
    },

    /** Open bookings starting in (from, to] not yet reminded, oldest first. */
    async dueReminders(q: Queryable, placeId: string, from: Date, to: Date, limit: number): Promise<BookingNotice[]> {
      return noticeQuery(q)
        .leftJoin(attendancyFollowups, eq(attendancyFollowups.attendancyId, attendancies.id))
        .where(
          and(
            eq(attendancies.placeId, placeId),
            OPEN,
            gt(attendancies.startsAt, from),
            lte(attendancies.startsAt, to),
            isNull(attendancyFollowups.remindedAt),
          ),
        )
        .orderBy(asc(attendancies.startsAt))
        .limit(limit);
    },

    /** Claims the reminder of a booking; false when another run already sent it. */
    async claimReminder(q: Queryable, placeId: string, attendancyId: string, at: Date): Promise<boolean> {
      const rows = await q
        .insert(attendancyFollowups)
        .values({ attendancyId, placeId, remindedAt: at })
        .onConflictDoUpdate({
          target: attendancyFollowups.attendancyId,
          set: { remindedAt: at },
          setWhere: isNull(attendancyFollowups.remindedAt),
        })
        .returning({ id: attendancyFollowups.attendancyId });
      return rows.length > 0;
    },

    async insertLinks(
      q: Queryable,
      rows: {
        tokenHash: string;
        placeId: string;
        attendancyId: string;
        action: 'confirm' | 'cancel';
        expiresAt: Date;
      }[],
    ) {
      if (rows.length > 0) await q.insert(reminderLinks).values(rows);
    },

    /** A link by its token's hash (global: the place is not known yet). */
    async linkByHash(q: Queryable, tokenHash: string): Promise<ReminderLinkRecord | null> {
      const [row] = await q
        .select({
          id: reminderLinks.id,
          placeId: reminderLinks.placeId,
          attendancyId: reminderLinks.attendancyId,
          action: reminderLinks.action,
          expiresAt: reminderLinks.expiresAt,
          usedAt: reminderLinks.usedAt,
        })
        .from(reminderLinks)
        .where(eq(reminderLinks.tokenHash, tokenHash));
      return row ?? null;
    },

    /** Spends a link, and its sibling (the other action of the same reminder). False if already spent. */
    async spendLinks(q: Queryable, linkId: string, attendancyId: string, at: Date): Promise<boolean> {
      const rows = await q
        .update(reminderLinks)
        .set({ usedAt: at })
        .where(and(eq(reminderLinks.id, linkId), isNull(reminderLinks.usedAt)))
        .returning({ id: reminderLinks.id });
      if (rows.length === 0) return false;
      await q
        .update(reminderLinks)
        .set({ usedAt: at })
        .where(and(eq(reminderLinks.attendancyId, attendancyId), isNull(reminderLinks.usedAt)));
      return true;
    },

    async booking(q: Queryable, placeId: string, id: string, forUpdate = false): Promise<BookingNotice | null> {
      const query = noticeQuery(q).where(and(eq(attendancies.placeId, placeId), eq(attendancies.id, id)));
      const [row] = forUpdate ? await query.for('update', { of: attendancies }) : await query;
      return row ?? null;
    },

    async setStatus(q: Queryable, placeId: string, id: string, status: number, at: Date) {
      await q
        .update(attendancies)
        .set({ status, updatedAt: at })
        .where(and(eq(attendancies.placeId, placeId), eq(attendancies.id, id)));
    },

    /** Marks open bookings that ended before `cutoff` as no-shows (cancelled); returns how many. */
    async markNoShows(q: Queryable, placeId: string, cutoff: Date, at: Date, limit: number): Promise<number> {
      const rows = await q
        .select({ id: attendancies.id })
        .from(attendancies)
        .where(and(eq(attendancies.placeId, placeId), OPEN, lt(attendancies.endsAt, cutoff)))
        .orderBy(asc(attendancies.endsAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return 0;
      await q.update(attendancies).set({ status: 3, updatedAt: at }).where(inArray(attendancies.id, ids));
      await q
        .insert(attendancyFollowups)
        .values(ids.map((attendancyId) => ({ attendancyId, placeId, noShowAt: at })))
        .onConflictDoUpdate({ target: attendancyFollowups.attendancyId, set: { noShowAt: at } });
      return ids.length;
    },

    /**
     * Cancelled future bookings (not no-shows) whose slot is still active and free and was not
     * offered yet: the slots the waitlist may take.
     */
    async freedSlots(q: Queryable, placeId: string, after: Date, limit: number): Promise<BookingNotice[]> {
      return noticeQuery(q)
        .innerJoin(appointments, eq(appointments.id, attendancies.appointmentId))
        .leftJoin(attendancyFollowups, eq(attendancyFollowups.attendancyId, attendancies.id))
        .where(
          and(
            eq(attendancies.placeId, placeId),
            eq(attendancies.status, 3),
            gt(attendancies.startsAt, after),
            eq(appointments.active, true),
            isNull(attendancyFollowups.noShowAt),
            sql`not exists (select 1 from waitlist_offers o where o.attendancy_id = ${attendancies.id})`,
            sql`not exists (select 1 from attendancies b where b.appointment_id = ${attendancies.appointmentId} and b.status <> 3)`,
          ),
        )
        .orderBy(asc(attendancies.startsAt))
        .limit(limit);
    },

    /** The first patient waiting for this supplier on this day, not yet offered a slot. */
    async firstWaiting(q: Queryable, placeId: string, supplierId: string, day: string, exceptUserId: string) {
      const [row] = await q
        .select({ id: waitlistEntries.id, userId: waitlistEntries.userId, phone: users.phone })
        .from(waitlistEntries)
        .innerJoin(users, eq(users.id, waitlistEntries.userId))
        .where(
          and(
            eq(waitlistEntries.placeId, placeId),
            eq(waitlistEntries.supplierId, supplierId),
            isNull(waitlistEntries.offeredAt),
            lte(waitlistEntries.fromDay, day),
            sql`${waitlistEntries.toDay} >= ${day}`,
            sql`${waitlistEntries.userId} <> ${exceptUserId}`,
          ),
        )
        .orderBy(asc(waitlistEntries.createdAt))
        .limit(1)
        .for('update', { of: waitlistEntries, skipLocked: true });
      return row ?? null;
    },

    /** Records that the slot of `attendancyId` went to `entryId` (or to nobody, when null). */
    async recordOffer(
      q: Queryable,
      placeId: string,
      attendancyId: string,
      entry: { id: string; appointmentId: string | null } | null,
      at: Date,
    ) {
      await q
        .insert(waitlistOffers)
        .values({ placeId, attendancyId, entryId: entry?.id ?? null })
        .onConflictDoNothing();
      if (entry) {
        await q
          .update(waitlistEntries)
          .set({ offeredAt: at, offeredAppointmentId: entry.appointmentId })
          .where(eq(waitlistEntries.id, entry.id));
      }
    },

    /** Joins (or renews) the waitlist of a supplier; a renewed entry waits again from now. */
    async upsertEntry(
      q: Queryable,
      placeId: string,
      v: { supplierId: string; userId: string; fromDay: string; toDay: string },
    ) {
      const [row] = await q
        .insert(waitlistEntries)
        .values({ placeId, ...v })
        .onConflictDoUpdate({
          target: [waitlistEntries.placeId, waitlistEntries.supplierId, waitlistEntries.userId],
          set: {
            fromDay: v.fromDay,
            toDay: v.toDay,
            offeredAt: null,
            offeredAppointmentId: null,
            createdAt: sql`now()`,
          },
        })
        .returning({ id: waitlistEntries.id });
      return row?.id as string;
    },

    async removeEntry(q: Queryable, placeId: string, id: string, userId: string | null): Promise<boolean> {
      const where = [eq(waitlistEntries.placeId, placeId), eq(waitlistEntries.id, id)];
      if (userId) where.push(eq(waitlistEntries.userId, userId));
      const rows = await q
        .delete(waitlistEntries)
        .where(and(...where))
        .returning({ id: waitlistEntries.id });
      return rows.length > 0;
    },

    async entries(
      q: Queryable,
      placeId: string,
      by: { supplierId?: string; userId?: string },
    ): Promise<WaitlistEntryRecord[]> {
      const where = [eq(waitlistEntries.placeId, placeId)];
      if (by.supplierId) where.push(eq(waitlistEntries.supplierId, by.supplierId));
      if (by.userId) where.push(eq(waitlistEntries.userId, by.userId));
      return q
        .select({
          id: waitlistEntries.id,
          supplierId: waitlistEntries.supplierId,
          supplierName: sql<string>`coalesce(${serviceSuppliers.name}, ${waitlistEntries.supplierId})`,
          userId: waitlistEntries.userId,
          username: users.username,
          phone: users.phone,
          fromDay: waitlistEntries.fromDay,
          toDay: waitlistEntries.toDay,
          offeredAt: waitlistEntries.offeredAt,
          createdAt: waitlistEntries.createdAt,
        })
        .from(waitlistEntries)
        .innerJoin(users, eq(users.id, waitlistEntries.userId))
        .leftJoin(
          serviceSuppliers,
          and(
            eq(serviceSuppliers.placeId, waitlistEntries.placeId),
            eq(serviceSuppliers.supplierId, waitlistEntries.supplierId),
          ),
        )
        .where(and(...where))
        .orderBy(asc(waitlistEntries.createdAt))
        .limit(200);
    },

    async supplierExists(q: Queryable, placeId: string, supplierId: string): Promise<boolean> {
      const [row] = await q
        .select({ id: serviceSuppliers.id })
        .from(serviceSuppliers)
        .where(
          and(
            eq(serviceSuppliers.placeId, placeId),
            eq(serviceSuppliers.supplierId, supplierId),
            eq(serviceSuppliers.active, true),
          ),
        );
      return Boolean(row);
    },
  };
}
export type RemindersRepo = ReturnType<typeof createRemindersRepo>;
