import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { products } from '../catalogue/catalogue.tables.ts';
import { orderItems, orderStatusHistory, orders } from '../orders/orders.tables.ts';
import { places } from '../places/places.tables.ts';
import { placeMembers, users } from '../users/users.tables.ts';
import { openOrderMembers, openOrderPayments, openOrderRounds, openOrders } from './open-orders.tables.ts';

/** Order statuses that put nothing on the bill: refused (0), cancelled (5), error (6). */
const NOT_ON_BILL = [0, 5, 6];

export type OpenOrderKind = 'table' | 'tab' | 'room' | 'chalet';

/** An open account as the service reads it. */
export type OpenOrderRecord = {
  id: string;
  placeId: string;
  kind: OpenOrderKind;
  spotKey: string;
  label: string;
  consumePlaceId: string | null;
  name: string | null;
  status: number;
  inviteCode: string;
  openedByUserId: string | null;
  serviceFeeBp: number;
  waiterCalledAt: Date | null;
  billRequestedAt: Date | null;
  createdAt: Date;
  closedAt: Date | null;
};

export type OpenOrderPlace = {
  comandaFacil: boolean;
  option: OpenOrderKind | null;
  consumePlaces: { id: string; kind: OpenOrderKind; name: string; active: boolean }[];
  wifiPassword: string | null;
};

export type RoundRecord = {
  orderId: string;
  number: number;
  status: number;
  userId: string | null;
  username: string | null;
  createdAt: Date;
  totalCents: number;
  /** Paid on its own (not with the bill): Pix or card at checkout. */
  paidAlone: boolean;
  items: { name: string; quantity: number; unitCents: number }[];
};

export type MemberRecordOfAccount = { userId: string; username: string | null; joinedAt: Date };
export type PaymentRecordOfAccount = {
  paymentType: number;
  amountCents: number;
  byName: string | null;
  createdAt: Date;
};

const columns = {
  id: openOrders.id,
  placeId: openOrders.placeId,
  kind: openOrders.kind,
  spotKey: openOrders.spotKey,
  label: openOrders.label,
  consumePlaceId: openOrders.consumePlaceId,
  name: openOrders.name,
  status: openOrders.status,
  inviteCode: openOrders.inviteCode,
  openedByUserId: openOrders.openedByUserId,
  serviceFeeBp: openOrders.serviceFeeBp,
  waiterCalledAt: openOrders.waiterCalledAt,
  billRequestedAt: openOrders.billRequestedAt,
  createdAt: openOrders.createdAt,
  closedAt: openOrders.closedAt,
};

export function createOpenOrdersRepo() {
  return {
    async place(q: Queryable, placeId: string): Promise<OpenOrderPlace | null> {
      const [row] = await q
        .select({
          comandaFacil: places.comandaFacil,
          option: places.comandaFacilOption,
          consumePlaces: places.consumePlaces,
          wifiPassword: places.wifiPassword,
        })
        .from(places)
        .where(eq(places.id, placeId))
        .limit(1);
      if (!row) return null;
      return { ...row, option: (row.option as OpenOrderKind | null) ?? null };
    },

    /** Active check-in products of the place among these ids (decision 187). */
    async checkInProducts(q: Queryable, placeId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return q
        .select({ id: products.id, code: products.code, name: products.name, priceCents: products.priceCents })
        .from(products)
        .where(
          and(
            eq(products.placeId, placeId),
            inArray(products.id, ids),
            eq(products.checkIn, true),
            eq(products.active, true),
          ),
        );
    },

    async userName(q: Queryable, userId: string): Promise<string | null> {
      const [row] = await q.select({ username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.username ?? null;
    },

    async find(q: Queryable, placeId: string, id: string, opts: { forUpdate?: boolean } = {}) {
      const query = q
        .select(columns)
        .from(openOrders)
        .where(and(eq(openOrders.placeId, placeId), eq(openOrders.id, id)))
        .limit(1);
      const [row] = await (opts.forUpdate ? query.for('update') : query);
      return (row as OpenOrderRecord | undefined) ?? null;
    },

    async openAt(q: Queryable, placeId: string, spotKey: string): Promise<OpenOrderRecord | null> {
      const [row] = await q
        .select(columns)
        .from(openOrders)
        .where(and(eq(openOrders.placeId, placeId), eq(openOrders.spotKey, spotKey), eq(openOrders.status, 1)))
        .limit(1);
      return (row as OpenOrderRecord | undefined) ?? null;
    },

    /**
     * Opens an account on a spot, or nothing when the spot already has one (the partial unique
     * index decides between simultaneous openers; the losers wait for the winner's commit).
     */
    async insertIfFree(
      q: Queryable,
      values: {
        placeId: string;
        kind: OpenOrderKind;
        spotKey: string;
        label: string;
        consumePlaceId: string | null;
        inviteCode: string;
        openedByUserId: string | null;
        serviceFeeBp: number;
        createdAt?: Date;
      },
    ): Promise<OpenOrderRecord | null> {
      const [row] = await q.insert(openOrders).values(values).onConflictDoNothing().returning(columns);
      return (row as OpenOrderRecord | undefined) ?? null;
    },

    async update(
      q: Queryable,
      placeId: string,
      id: string,
      patch: Partial<{
        kind: OpenOrderKind;
        spotKey: string;
        label: string;
        consumePlaceId: string | null;
        name: string | null;
        status: number;
        serviceFeeBp: number;
        waiterCalledAt: Date | null;
        billRequestedAt: Date | null;
        mergedIntoId: string;
        closedAt: Date;
        closedByUserId: string | null;
      }>,
    ): Promise<OpenOrderRecord | null> {
      const [row] = await q
        .update(openOrders)
        .set(patch)
        .where(and(eq(openOrders.placeId, placeId), eq(openOrders.id, id)))
        .returning(columns);
      return (row as OpenOrderRecord | undefined) ?? null;
    },

    async isMember(q: Queryable, placeId: string, id: string, userId: string): Promise<boolean> {
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
      return Boolean(row);
    },

    /** Adds a guest and points their membership of the place at the account (orders join it). */
    async addMember(q: Queryable, placeId: string, id: string, userId: string) {
      await q.insert(openOrderMembers).values({ placeId, openOrderId: id, userId }).onConflictDoNothing();
      await q
        .insert(placeMembers)
        .values({ placeId, userId, openOrderId: id })
        .onConflictDoUpdate({ target: [placeMembers.placeId, placeMembers.userId], set: { openOrderId: id } });
    },

    async removeMember(q: Queryable, placeId: string, id: string, userId: string) {
      await q
        .delete(openOrderMembers)
        .where(
          and(
            eq(openOrderMembers.placeId, placeId),
            eq(openOrderMembers.openOrderId, id),
            eq(openOrderMembers.userId, userId),
          ),
        );
      await q
        .update(placeMembers)
        .set({ openOrderId: null })
        .where(
          and(eq(placeMembers.placeId, placeId), eq(placeMembers.userId, userId), eq(placeMembers.openOrderId, id)),
        );
    },

    /** Nobody's current account any more (closed or merged away). */
    /**
     * A closed account's rounds that staff never moved on end with it (status 7, paid with the
     * bill), so none keeps its guest's next order waiting behind a pending one.
     */
    async closePendingRounds(
      q: Queryable,
      placeId: string,
      id: string,
      by: { userId: string | null; name: string | null },
    ) {
      const pending = await q
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(openOrderRounds, eq(openOrderRounds.orderId, orders.id))
        .where(and(eq(orders.placeId, placeId), eq(openOrderRounds.openOrderId, id), eq(orders.status, 2)));
      if (pending.length === 0) return;
      const ids = pending.map((r) => r.id);
      const at = new Date();
      await q
        .update(orders)
        .set({ status: 7, updatedAt: at })
        .where(and(eq(orders.placeId, placeId), inArray(orders.id, ids)));
      await q
        .insert(orderStatusHistory)
        .values(ids.map((orderId) => ({ placeId, orderId, status: 7, at, byUserId: by.userId, byName: by.name })));
    },

    async releaseMembers(q: Queryable, placeId: string, id: string) {
      await q
        .update(placeMembers)
        .set({ openOrderId: null })
        .where(and(eq(placeMembers.placeId, placeId), eq(placeMembers.openOrderId, id)));
    },

    async members(q: Queryable, placeId: string, id: string): Promise<MemberRecordOfAccount[]> {
      return q
        .select({ userId: openOrderMembers.userId, username: users.username, joinedAt: openOrderMembers.joinedAt })
        .from(openOrderMembers)
        .leftJoin(users, eq(users.id, openOrderMembers.userId))
        .where(and(eq(openOrderMembers.placeId, placeId), eq(openOrderMembers.openOrderId, id)))
        .orderBy(asc(openOrderMembers.joinedAt));
    },

    /** The person's current open account at the place (their membership's open_order_id), if open. */
    async currentOf(q: Queryable, placeId: string, userId: string): Promise<OpenOrderRecord | null> {
      const [row] = await q
        .select(columns)
        .from(placeMembers)
        .innerJoin(openOrders, sql`${openOrders.id}::text = ${placeMembers.openOrderId}`)
        .where(and(eq(placeMembers.placeId, placeId), eq(placeMembers.userId, userId), eq(openOrders.status, 1)))
        .limit(1);
      return (row as OpenOrderRecord | undefined) ?? null;
    },

    async linkRound(q: Queryable, placeId: string, id: string, orderId: string) {
      await q.insert(openOrderRounds).values({ placeId, openOrderId: id, orderId }).onConflictDoNothing();
    },

    async rounds(q: Queryable, placeId: string, id: string): Promise<RoundRecord[]> {
      const rows = await q
        .select({
          orderId: orders.id,
          number: orders.number,
          status: orders.status,
          userId: orders.userId,
          username: users.username,
          createdAt: orders.createdAt,
          totalCents: orders.totalCents,
          payBill: orders.payBill,
          paymentStatus: orders.paymentStatus,
        })
        .from(openOrderRounds)
        .innerJoin(orders, and(eq(orders.id, openOrderRounds.orderId), eq(orders.placeId, openOrderRounds.placeId)))
        .leftJoin(users, eq(users.id, orders.userId))
        .where(and(eq(openOrderRounds.placeId, placeId), eq(openOrderRounds.openOrderId, id)))
        .orderBy(asc(orders.createdAt));
      if (rows.length === 0) return [];
      const items = await q
        .select({
          orderId: orderItems.orderId,
          name: orderItems.name,
          quantity: orderItems.quantity,
          unitCents: orderItems.unitCents,
        })
        .from(orderItems)
        .where(
          and(
            eq(orderItems.placeId, placeId),
            inArray(
              orderItems.orderId,
              rows.map((r) => r.orderId),
            ),
          ),
        )
        .orderBy(asc(orderItems.position));
      return rows.map((r) => ({
        orderId: r.orderId,
        number: r.number,
        status: r.status,
        userId: r.userId,
        username: r.username,
        createdAt: r.createdAt,
        totalCents: r.totalCents,
        paidAlone: r.payBill === null && r.paymentStatus === 'paid',
        items: items
          .filter((i) => i.orderId === r.orderId)
          .map((i) => ({ name: i.name, quantity: i.quantity, unitCents: i.unitCents })),
      }));
    },

    async payments(q: Queryable, placeId: string, id: string): Promise<PaymentRecordOfAccount[]> {
      return q
        .select({
          paymentType: openOrderPayments.paymentType,
          amountCents: openOrderPayments.amountCents,
          byName: openOrderPayments.byName,
          createdAt: openOrderPayments.createdAt,
        })
        .from(openOrderPayments)
        .where(and(eq(openOrderPayments.placeId, placeId), eq(openOrderPayments.openOrderId, id)))
        .orderBy(asc(openOrderPayments.createdAt));
    },

    async addPayments(
      q: Queryable,
      placeId: string,
      id: string,
      list: { paymentType: number; amountCents: number; byUserId: string | null; byName: string | null }[],
    ) {
      if (list.length === 0) return;
      await q.insert(openOrderPayments).values(list.map((p) => ({ ...p, placeId, openOrderId: id })));
    },

    /** Moves another account's members, rounds and payments into `targetId`. */
    async moveContents(q: Queryable, placeId: string, sourceId: string, targetId: string) {
      await q.execute(sql`
        insert into open_order_members (place_id, open_order_id, user_id, joined_at)
        select place_id, ${targetId}, user_id, joined_at from open_order_members
        where place_id = ${placeId} and open_order_id = ${sourceId}
        on conflict do nothing`);
      await q
        .update(openOrderRounds)
        .set({ openOrderId: targetId })
        .where(and(eq(openOrderRounds.placeId, placeId), eq(openOrderRounds.openOrderId, sourceId)));
      await q
        .update(openOrderPayments)
        .set({ openOrderId: targetId })
        .where(and(eq(openOrderPayments.placeId, placeId), eq(openOrderPayments.openOrderId, sourceId)));
      await q
        .update(placeMembers)
        .set({ openOrderId: targetId })
        .where(and(eq(placeMembers.placeId, placeId), eq(placeMembers.openOrderId, sourceId)));
    },

    /** The open accounts with their counts and money, latest first (OpenOrderList). */
    async listOpen(q: Queryable, placeId: string) {
      const rows = await q
        .select(columns)
        .from(openOrders)
        .where(and(eq(openOrders.placeId, placeId), eq(openOrders.status, 1)))
        .orderBy(desc(openOrders.createdAt))
        .limit(500);
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const consumption = await q
        .select({
          id: openOrderRounds.openOrderId,
          rounds: sql<number>`count(*)::int`,
          cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
          paidAlone: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.payBill} is null and ${orders.paymentStatus} = 'paid'), 0)::int`,
        })
        .from(openOrderRounds)
        .innerJoin(orders, eq(orders.id, openOrderRounds.orderId))
        .where(
          and(
            eq(openOrderRounds.placeId, placeId),
            inArray(openOrderRounds.openOrderId, ids),
            notInArray(orders.status, NOT_ON_BILL),
          ),
        )
        .groupBy(openOrderRounds.openOrderId);
      const members = await q
        .select({ id: openOrderMembers.openOrderId, n: sql<number>`count(*)::int` })
        .from(openOrderMembers)
        .where(and(eq(openOrderMembers.placeId, placeId), inArray(openOrderMembers.openOrderId, ids)))
        .groupBy(openOrderMembers.openOrderId);
      const paid = await q
        .select({
          id: openOrderPayments.openOrderId,
          cents: sql<number>`coalesce(sum(${openOrderPayments.amountCents}), 0)::int`,
        })
        .from(openOrderPayments)
        .where(and(eq(openOrderPayments.placeId, placeId), inArray(openOrderPayments.openOrderId, ids)))
        .groupBy(openOrderPayments.openOrderId);
      return rows.map((r) => {
        const c = consumption.find((x) => x.id === r.id);
        return {
          account: r as OpenOrderRecord,
          rounds: c?.rounds ?? 0,
          consumptionCents: c?.cents ?? 0,
          paidCents: (c?.paidAlone ?? 0) + (paid.find((x) => x.id === r.id)?.cents ?? 0),
          members: members.find((x) => x.id === r.id)?.n ?? 0,
        };
      });
    },
  };
}
export type OpenOrdersRepo = ReturnType<typeof createOpenOrdersRepo>;
export { NOT_ON_BILL };
