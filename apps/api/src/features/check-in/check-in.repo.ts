import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { openOrderMembers, openOrders } from '../open-orders/open-orders.tables.ts';
import { places } from '../places/places.tables.ts';
import { placeMembers } from '../users/users.tables.ts';
import { type CheckInGuestData, checkIns } from './check-in.tables.ts';

export type CheckInRecord = {
  id: string;
  openOrderId: string;
  userId: string | null;
  guest: CheckInGuestData;
  createdAt: Date;
  updatedAt: Date;
};

export type CheckInAccount = { id: string; kind: string; label: string; status: number };

const accountColumns = {
  id: openOrders.id,
  kind: openOrders.kind,
  label: openOrders.label,
  status: openOrders.status,
};

const checkInColumns = {
  id: checkIns.id,
  openOrderId: checkIns.openOrderId,
  userId: checkIns.userId,
  guest: checkIns.guest,
  createdAt: checkIns.createdAt,
  updatedAt: checkIns.updatedAt,
};

/** Check-ins and the account facts they depend on; callers pass the `inPlace` transaction (RLS). */
export function createCheckInRepo() {
  return {
    /** The place's open-account actions (comandaFacil_actions) and name. */
    async place(q: Queryable, placeId: string) {
      const [row] = await q
        .select({ actions: places.comandaFacilActions, name: places.name })
        .from(places)
        .where(eq(places.id, placeId))
        .limit(1);
      return row ?? null;
    },

    async account(q: Queryable, placeId: string, id: string): Promise<CheckInAccount | null> {
      const [row] = await q
        .select(accountColumns)
        .from(openOrders)
        .where(and(eq(openOrders.placeId, placeId), eq(openOrders.id, id)))
        .limit(1);
      return row ?? null;
    },

    async isMember(q: Queryable, placeId: string, id: string, userId: string) {
      const [row] = await q
        .select({ userId: openOrderMembers.userId })
        .from(openOrderMembers)
        .where(
          and(
            eq(openOrderMembers.placeId, placeId),
            eq(openOrderMembers.openOrderId, id),
            eq(openOrderMembers.userId, userId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The open account a guest is on at the place (their membership's current account). */
    async currentOf(q: Queryable, placeId: string, userId: string): Promise<CheckInAccount | null> {
      const [row] = await q
        .select(accountColumns)
        .from(placeMembers)
        .innerJoin(openOrders, sql`${openOrders.id}::text = ${placeMembers.openOrderId}`)
        .where(and(eq(placeMembers.placeId, placeId), eq(placeMembers.userId, userId), eq(openOrders.status, 1)))
        .limit(1);
      return row ?? null;
    },

    /** Writes (or replaces) a guest's check-in on an account. */
    async save(
      q: Queryable,
      v: { placeId: string; openOrderId: string; userId: string; guest: CheckInGuestData },
    ): Promise<CheckInRecord> {
      const [row] = await q
        .insert(checkIns)
        .values(v)
        .onConflictDoUpdate({
          target: [checkIns.openOrderId, checkIns.userId],
          set: { guest: v.guest, updatedAt: sql`now()` },
        })
        .returning(checkInColumns);
      if (!row) throw new Error('check-in upsert returned nothing');
      return row;
    },

    async ofGuest(q: Queryable, placeId: string, id: string, userId: string): Promise<CheckInRecord | null> {
      const [row] = await q
        .select(checkInColumns)
        .from(checkIns)
        .where(and(eq(checkIns.placeId, placeId), eq(checkIns.openOrderId, id), eq(checkIns.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /** The account's newest check-in (what staff see and print). */
    async newest(q: Queryable, placeId: string, id: string): Promise<CheckInRecord | null> {
      const [row] = await q
        .select(checkInColumns)
        .from(checkIns)
        .where(and(eq(checkIns.placeId, placeId), eq(checkIns.openOrderId, id)))
        .orderBy(desc(checkIns.updatedAt))
        .limit(1);
      return row ?? null;
    },
  };
}
export type CheckInRepo = ReturnType<typeof createCheckInRepo>;
