import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { within } from '../../platform/db/where.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';

/** Sales figures of a place between two instants; callers pass the `inPlace` transaction (RLS). */
export function createDashboardRepo() {
  const localTime = sql`(${orders.createdAt} at time zone 'America/Sao_Paulo')`;
  // A part of an open account's bill is an order only to be paid (decision 110): its rounds are the sale.
  const notBillPart = sql`not exists (select 1 from open_order_bill_parts p where p.order_id = ${orders.id})`;
  return {
    /** Per local day and status: orders and total cents. */
    async byDayAndStatus(q: Queryable, placeId: string, from: Date, to: Date) {
      const day = sql<string>`to_char(${localTime}, 'YYYY-MM-DD')`;
      return q
        .select({
          day,
          status: orders.status,
          orders: sql<number>`count(*)::int`,
          // Sums of int4 cents outgrow int4 (decision 051): bigint in SQL, a JS number here.
          cents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::bigint`.mapWith(Number),
        })
        .from(orders)
        .where(and(eq(orders.placeId, placeId), within(orders.createdAt, from, to), notBillPart))
        .groupBy(day, orders.status);
    },

    /** Sales per local hour of the day. */
    async byHour(q: Queryable, placeId: string, from: Date, to: Date, statuses: readonly number[]) {
      const hour = sql<number>`extract(hour from ${localTime})::int`;
      return q
        .select({ hour, orders: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.placeId, placeId),
            within(orders.createdAt, from, to),
            inArray(orders.status, [...statuses]),
            notBillPart,
          ),
        )
        .groupBy(hour);
    },

    /** Best-selling products by quantity (then revenue). */
    async topProducts(q: Queryable, placeId: string, from: Date, to: Date, statuses: readonly number[], limit: number) {
      const quantity = sql<number>`sum(${orderItems.quantity})::bigint`.mapWith(Number);
      const cents = sql<number>`sum(${orderItems.quantity}::bigint * ${orderItems.unitCents})::bigint`.mapWith(Number);
      return q
        .select({ code: orderItems.code, name: orderItems.name, quantity, cents })
        .from(orderItems)
        .innerJoin(orders, and(eq(orders.id, orderItems.orderId), eq(orders.placeId, orderItems.placeId)))
        .where(
          and(
            eq(orderItems.placeId, placeId),
            within(orders.createdAt, from, to),
            inArray(orders.status, [...statuses]),
          ),
        )
        .groupBy(orderItems.code, orderItems.name)
        .orderBy(desc(quantity), desc(cents), orderItems.name)
        .limit(limit);
    },
  };
}
export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
