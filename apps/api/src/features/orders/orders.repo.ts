import { and, asc, avg, count, desc, eq, gte, inArray, lt, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { products } from '../catalogue/catalogue.tables.ts';
import { type PlaceRow, places } from '../places/places.tables.ts';
import { placeMembers, users } from '../users/users.tables.ts';
import {
  type OrderItemRow,
  type OrderRatingRow,
  type OrderRow,
  type OrderStatusRow,
  orderCounters,
  orderItems,
  orderPlaces,
  orderRatings,
  orderStatusHistory,
  orders,
} from './orders.tables.ts';

/** The record this repository hands to services (the row today; a column change is mapped here). */
export type OrderRecord = OrderRow;

/** Staff who placed an order for its customer (managerlogin, or a manager token), and where. */
export type PlacedByStaff = { name: string | null; place: string };

/** An order with what its views need: lines, history, the customer's name and who placed it. */
export type OrderDetail = OrderRow & {
  items: OrderItemRow[];
  history: OrderStatusRow[];
  username: string | null;
  placedByStaff: PlacedByStaff | null;
  rating: OrderRatingRow | null;
  /** The open account (table, tab, room) the order is a round or a bill part of (decision 112). */
  openOrder?: { id: string; label: string } | null;
};

/** An order as a charge sees it (the payments feature's claim and card machine result). */
export type ChargeableOrder = Pick<OrderRow, 'id' | 'placeId' | 'userId' | 'status' | 'totalCents' | 'budget'>;

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'number' | 'updatedAt'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId' | 'placeId'>;
export type NewStatus = {
  status: number;
  byUserId?: string | null;
  byName?: string | null;
  reason?: string | null;
  /** Defaults to the application clock, not the transaction's start: entries of one transaction keep their order. */
  at?: Date;
};

/** One order of one place (the place filter stands beside RLS, as everywhere). */
const oneOrder = (placeId: string, id: string) => and(eq(orders.placeId, placeId), eq(orders.id, id));

/** The columns every short read of an order starts with: which order, whose, where it stands. */
const orderHead = { id: orders.id, placeId: orders.placeId, userId: orders.userId, status: orders.status };

/** The order as `summary` answers it, as an UPDATE's RETURNING list (column names as its keys). */
const summaryReturning = sql.raw(
  (
    [
      ['id', orders.id],
      ['placeId', orders.placeId],
      ['userId', orders.userId],
      ['status', orders.status],
      ['number', orders.number],
      ['paymentType', orders.paymentType],
      ['payBill', orders.payBill],
      ['paymentStatus', orders.paymentStatus],
    ] as const
  )
    .map(([key, column]) => `"${column.name}" as "${key}"`)
    .join(', '),
);
/** An order as `summary` answers it. */
export type OrderSummary = Pick<
  OrderRecord,
  'id' | 'placeId' | 'userId' | 'status' | 'number' | 'paymentType' | 'payBill' | 'paymentStatus'
>;

/** Order queries; callers pass the transaction of `database.inPlace` (RLS) as well as the place filter. */
export function createOrdersRepo() {
  async function details(q: Queryable, rows: (OrderRow & { username: string | null })[]): Promise<OrderDetail[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const placeId = rows[0]?.placeId as string;
    const items = await q
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.placeId, placeId), inArray(orderItems.orderId, ids)))
      .orderBy(asc(orderItems.position));
    const history = await q
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.placeId, placeId), inArray(orderStatusHistory.orderId, ids)))
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
    const staff = await placedByStaff(q, placeId, rows);
    const ratings = await q
      .select()
      .from(orderRatings)
      .where(and(eq(orderRatings.placeId, placeId), inArray(orderRatings.orderId, ids)));
    const accounts = await openAccountsOf(q, placeId, ids);
    return rows.map((r) => ({
      ...r,
      openOrder: accounts.get(r.id) ?? null,
      items: items.filter((i) => i.orderId === r.id),
      history: history.filter((h) => h.orderId === r.id),
      rating: ratings.find((x) => x.orderId === r.id) ?? null,
      placedByStaff: r.placedByUserId && r.placedByUserId !== r.userId ? (staff(r.placedByUserId) ?? null) : null,
    }));
  }

  /**
   * The open account each of these orders is a round or a bill part of (decision 112). Plain SQL on
   * the open-orders tables: that feature builds on orders, so orders does not import it.
   */
  async function openAccountsOf(q: Queryable, placeId: string, ids: string[]) {
    const account = sql`coalesce(
      (select r.open_order_id from open_order_rounds r where r.order_id = ${orders.id}),
      (select p.open_order_id from open_order_bill_parts p where p.order_id = ${orders.id}))`;
    const rows = await q
      .select({
        orderId: orders.id,
        id: sql<string | null>`${account}`,
        label: sql<string | null>`(select o.label from open_orders o where o.id = ${account})`,
      })
      .from(orders)
      .where(and(eq(orders.placeId, placeId), inArray(orders.id, ids)));
    const found = new Map<string, { id: string; label: string }>();
    for (const r of rows) if (r.id && r.label) found.set(r.orderId, { id: r.id, label: r.label });
    return found;
  }

  /** Names of the staff who placed some of `rows` for their customer, and the place's name (decision 046). */
  async function placedByStaff(q: Queryable, placeId: string, rows: OrderRow[]) {
    const staffIds = [
      ...new Set(rows.filter((r) => r.placedByUserId && r.placedByUserId !== r.userId).map((r) => r.placedByUserId)),
    ].filter((id): id is string => id !== null);
    if (staffIds.length === 0) return () => undefined;
    const [place] = await q.select({ name: places.name }).from(places).where(eq(places.id, placeId)).limit(1);
    const people = await q
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.id, staffIds));
    const names = new Map(people.map((p) => [p.id, p.username]));
    return (id: string): PlacedByStaff => ({ name: names.get(id) ?? null, place: place?.name ?? '' });
  }

  const withName = { order: orders, username: users.username };

  return {
    /** The place's settings, read fresh inside the transaction (orders must not act on a stale cache). */
    async findPlace(q: Queryable, placeId: string): Promise<PlaceRow | null> {
      const [row] = await q.select().from(places).where(eq(places.id, placeId)).limit(1);
      return row ?? null;
    },

    async userName(q: Queryable, userId: string): Promise<string | null> {
      const [row] = await q.select({ username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.username ?? null;
    },

    /** Serialises one customer's order placement at one place (the pending-order rule holds under races). */
    async lockCustomer(q: Queryable, placeId: string, userId: string): Promise<void> {
      await q.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`order:${placeId}:${userId}`}, 0))`);
    },

    /** Whether the person is blocked at the place (place_members.blocked). */
    async isBlocked(q: Queryable, placeId: string, userId: string): Promise<boolean> {
      const [row] = await q
        .select({ blocked: placeMembers.blocked })
        .from(placeMembers)
        .where(and(eq(placeMembers.placeId, placeId), eq(placeMembers.userId, userId)))
        .limit(1);
      return row?.blocked ?? false;
    },

    /** The person's open order (table, tab, room) at the place, if any (place_members.open_order_id). */
    async openOrderOf(q: Queryable, placeId: string, userId: string): Promise<string | null> {
      const [row] = await q
        .select({ id: placeMembers.openOrderId })
        .from(placeMembers)
        .where(and(eq(placeMembers.placeId, placeId), eq(placeMembers.userId, userId)))
        .limit(1);
      return row?.id ?? null;
    },

    /** Whether paying in the app is blocked for the person at the place (place_members.block_app_payment). */
    async isAppPaymentBlocked(q: Queryable, placeId: string, userId: string): Promise<boolean> {
      const [row] = await q
        .select({ blocked: placeMembers.blockAppPayment })
        .from(placeMembers)
        .where(and(eq(placeMembers.placeId, placeId), eq(placeMembers.userId, userId)))
        .limit(1);
      return row?.blocked ?? false;
    },

    /** The customer's order still waiting for the place (status 2), which blocks a new one. */
    async pendingOrderId(q: Queryable, placeId: string, userId: string): Promise<string | null> {
      const [row] = await q
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.placeId, placeId), eq(orders.userId, userId), eq(orders.status, 2)))
        .limit(1);
      return row?.id ?? null;
    },

    /** An earlier order that was not refused (0) nor cancelled (5). */
    async hasEarlierOrder(q: Queryable, placeId: string, userId: string): Promise<boolean> {
      const [row] = await q
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.placeId, placeId), eq(orders.userId, userId), notInArray(orders.status, [0, 5])))
        .limit(1);
      return Boolean(row);
    },

    /** The next number at the place; the counter row stays locked until the transaction ends. */
    async nextNumber(q: Queryable, placeId: string): Promise<number> {
      const [row] = await q
        .insert(orderCounters)
        .values({ placeId, lastNumber: 1 })
        .onConflictDoUpdate({
          target: orderCounters.placeId,
          set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
        })
        .returning({ n: orderCounters.lastNumber });
      if (!row) throw new Error('order counter returned nothing');
      return row.n;
    },

    /** Subtracts sold units from tracked stock (rows already locked by the caller). */
    async takeStock(q: Queryable, placeId: string, units: Map<string, number>, sign: 1 | -1 = 1): Promise<void> {
      for (const [productId, n] of [...units].sort(([a], [b]) => a.localeCompare(b))) {
        await q
          .update(products)
          .set({ stock: sql`${products.stock} - ${sign * n}`, updatedAt: new Date() })
          .where(and(eq(products.placeId, placeId), eq(products.id, productId), sql`${products.stock} is not null`));
      }
    },

    /** Locks the products of an order (id order, as order creation does) before its stock comes back. */
    async lockProducts(q: Queryable, placeId: string, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await q
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.placeId, placeId), inArray(products.id, ids)))
        .orderBy(asc(products.id))
        .for('update');
    },

    async insertOrder(q: Queryable, values: NewOrder & { number: number }, items: NewOrderItem[]): Promise<OrderRow> {
      const [row] = await q.insert(orders).values(values).returning();
      if (!row) throw new Error('order insert returned nothing');
      if (items.length > 0) {
        await q.insert(orderItems).values(items.map((i) => ({ ...i, orderId: row.id, placeId: row.placeId })));
      }
      await q.insert(orderPlaces).values({ orderId: row.id, placeId: row.placeId });
      return row;
    },

    async addStatus(q: Queryable, order: Pick<OrderRow, 'id' | 'placeId'>, entry: NewStatus): Promise<void> {
      await q.insert(orderStatusHistory).values({
        placeId: order.placeId,
        orderId: order.id,
        status: entry.status,
        at: entry.at ?? new Date(),
        byUserId: entry.byUserId ?? null,
        byName: entry.byName ?? null,
        reason: entry.reason ?? null,
      });
    },

    async update(q: Queryable, order: Pick<OrderRow, 'id' | 'placeId'>, values: Partial<NewOrder>): Promise<OrderRow> {
      const [row] = await q
        .update(orders)
        .set({ ...values, updatedAt: new Date() })
        .where(oneOrder(order.placeId, order.id))
        .returning();
      if (!row) throw new Error('order update returned nothing');
      return row;
    },

    /**
     * A paid order's payment fields as an UPDATE for a caller's own statement (a data-modifying
     * CTE, decision 229), for the order whose id `orderId` yields.
     */
    paidUpdate(
      placeId: string,
      orderId: SQL,
      paid: { paymentType: number; installments: number; ccBrand: string | null },
      at: string,
    ): SQL {
      const col = (column: { name: string }) => sql.identifier(column.name);
      return sql`update ${orders} set ${col(orders.paymentStatus)} = 'paid',
          ${col(orders.paymentType)} = ${paid.paymentType}::integer,
          ${col(orders.installments)} = ${paid.installments}::integer,
          ${col(orders.ccBrand)} = ${paid.ccBrand}::text,
          ${col(orders.updatedAt)} = ${at}::timestamptz
        where ${orders.placeId} = ${placeId} and ${orders.id} = ${orderId}
        returning ${summaryReturning}`;
    },

    /**
     * What a charge needs of the order, under FOR UPDATE: every pay call of one order waits here
     * for the previous one (the payments feature reads it through the order ledger).
     */
    async lockForCharge(q: Queryable, placeId: string, orderId: string): Promise<ChargeableOrder | null> {
      const [row] = await q
        .select({
          ...orderHead,
          totalCents: orders.totalCents,
          budget: orders.budget,
        })
        .from(orders)
        .where(oneOrder(placeId, orderId))
        .for('update');
      return row ?? null;
    },

    /**
     * Who the order is for and where it stands (status and payment state), without lines or
     * history: the live-order event and the payment calls' ownership checks.
     */
    async summary(q: Queryable, placeId: string, orderId: string) {
      const [row] = await q
        .select({
          ...orderHead,
          number: orders.number,
          paymentType: orders.paymentType,
          payBill: orders.payBill,
          paymentStatus: orders.paymentStatus,
        })
        .from(orders)
        .where(oneOrder(placeId, orderId));
      return row ?? null;
    },

    /** One order with its lines and history; `forUpdate` locks the order row. */
    async find(
      q: Queryable,
      placeId: string,
      id: string,
      opts: { forUpdate?: boolean } = {},
    ): Promise<OrderDetail | null> {
      const query = q
        .select(withName)
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(oneOrder(placeId, id))
        .limit(1);
      const [row] = await (opts.forUpdate ? query.for('update', { of: orders }) : query);
      if (!row) return null;
      return (await details(q, [{ ...row.order, username: row.username }]))[0] ?? null;
    },

    /** A customer's orders at a place, newest first; one more row than `limit` tells if there are more. */
    async listByUser(
      q: Queryable,
      placeId: string,
      userId: string,
      limit: number,
      offset: number,
    ): Promise<OrderDetail[]> {
      const rows = await q
        .select(withName)
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(and(eq(orders.placeId, placeId), eq(orders.userId, userId)))
        .orderBy(desc(orders.createdAt), desc(orders.number))
        .limit(limit)
        .offset(offset);
      return details(
        q,
        rows.map((r) => ({ ...r.order, username: r.username })),
      );
    },

    /** The place's orders created in [from, to), newest first (or by payment type first); at most `limit`. */
    async listForBoard(
      q: Queryable,
      placeId: string,
      f: {
        from: Date;
        to: Date;
        statuses?: number[];
        deliveryType?: number;
        byPayment?: boolean;
        paymentType?: number;
        /** Orders that booked this service supplier (clinic places). */
        supplierId?: string;
      },
      limit: number,
    ): Promise<OrderDetail[]> {
      const where: SQL[] = [eq(orders.placeId, placeId), gte(orders.createdAt, f.from), lt(orders.createdAt, f.to)];
      if (f.statuses && f.statuses.length > 0) where.push(inArray(orders.status, f.statuses));
      if (f.paymentType !== undefined) where.push(eq(orders.paymentType, f.paymentType));
      if (f.deliveryType !== undefined) where.push(eq(orders.deliveryType, f.deliveryType));
      if (f.supplierId !== undefined) where.push(bookedWith(f.supplierId));
      // Parts of an open account's bill are paid, not prepared or delivered (decision 110).
      where.push(sql`not exists (select 1 from open_order_bill_parts p where p.order_id = ${orders.id})`);
      const newest = [desc(orders.createdAt), desc(orders.number)];
      const rows = await q
        .select(withName)
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(and(...where))
        .orderBy(...(f.byPayment ? [sql`${orders.paymentType} asc nulls last`, ...newest] : newest))
        .limit(limit);
      return details(
        q,
        rows.map((r) => ({ ...r.order, username: r.username })),
      );
    },

    /** Keeps the customer's rating; false when the order already had one (rated once). */
    async insertRating(
      q: Queryable,
      values: { orderId: string; placeId: string; userId: string; stars: number; comment: string | null },
    ): Promise<OrderRatingRow | null> {
      const [row] = await q.insert(orderRatings).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** The place's ratings since `from`: the mean and count, and the latest `limit` with their order. */
    async placeRatings(q: Queryable, placeId: string, from: Date, limit: number) {
      const since = and(eq(orderRatings.placeId, placeId), gte(orderRatings.createdAt, from));
      const [totals] = await q
        .select({ average: avg(orderRatings.stars), count: count() })
        .from(orderRatings)
        .where(since);
      const recent = await q
        .select({
          orderId: orderRatings.orderId,
          number: orders.number,
          username: users.username,
          stars: orderRatings.stars,
          comment: orderRatings.comment,
          createdAt: orderRatings.createdAt,
        })
        .from(orderRatings)
        .innerJoin(orders, and(eq(orders.id, orderRatings.orderId), eq(orders.placeId, placeId)))
        .leftJoin(users, eq(users.id, orderRatings.userId))
        .where(since)
        .orderBy(desc(orderRatings.createdAt))
        .limit(limit);
      return {
        average: totals?.average === null || totals?.average === undefined ? null : Number(totals.average),
        count: totals?.count ?? 0,
        recent,
      };
    },

    /** Which place an order belongs to (global lookup table, no customer data). */
    async placeOfOrder(q: Queryable, orderId: string): Promise<string | null> {
      const [row] = await q
        .select({ placeId: orderPlaces.placeId })
        .from(orderPlaces)
        .where(eq(orderPlaces.orderId, orderId));
      return row?.placeId ?? null;
    },

    /** Pending orders past their expiry, locked; rows another instance is sweeping are skipped. */
    async lockExpired(q: Queryable, placeId: string, now: Date, limit: number): Promise<OrderRow[]> {
      return q
        .select()
        .from(orders)
        .where(and(eq(orders.placeId, placeId), eq(orders.status, 2), lte(orders.expiresAt, now)))
        .orderBy(asc(orders.expiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Every place id: the sweep visits each one under its own RLS setting. */
    async placeIds(q: Queryable): Promise<string[]> {
      const rows = await q.select({ id: places.id }).from(places);
      return rows.map((r) => r.id);
    },
  };
}
export type OrdersRepo = ReturnType<typeof createOrdersRepo>;

/** Orders whose booking (an attendancy the checkout created) is with the given service supplier. */
export function bookedWith(supplierId: string): SQL {
  return sql`exists (select 1 from attendancies a where a.order_id = ${orders.id} and a.supplier_id = ${supplierId})`;
}
