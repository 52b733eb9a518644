import { UNFULFILLED_STATUSES } from '@app/domain/orders/rules';
import { and, desc, eq, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { type OrderRow, orders } from '../orders/orders.tables.ts';
import { type CouponRow, type CouponUseRow, coupons, couponUses } from './coupons.tables.ts';

/** The record this repository hands to services (the row today; a column change is mapped here). */
export type CouponRecord = CouponRow;

/** Coupon queries; callers pass the `inPlace` transaction (row-level security applies). */
export function createCouponsRepo() {
  return {
    async findCoupon(q: Queryable, placeId: string, code: string, opts: { forUpdate?: boolean } = {}) {
      const query = q
        .select()
        .from(coupons)
        .where(and(eq(coupons.placeId, placeId), eq(coupons.code, code)))
        .limit(1);
      const [row] = await (opts.forUpdate ? query.for('update') : query);
      return (row as CouponRow | undefined) ?? null;
    },
    async findCouponById(q: Queryable, id: string, opts: { forUpdate?: boolean } = {}) {
      const query = q.select().from(coupons).where(eq(coupons.id, id)).limit(1);
      const [row] = await (opts.forUpdate ? query.for('update') : query);
      return (row as CouponRow | undefined) ?? null;
    },
    async insertCoupon(q: Queryable, values: typeof coupons.$inferInsert) {
      await q.insert(coupons).values(values);
    },
    async addUses(q: Queryable, couponId: string, delta: number) {
      await q
        .update(coupons)
        .set({ uses: sql`greatest(${coupons.uses} + ${delta}, 0)` })
        .where(eq(coupons.id, couponId));
    },
    async usesByUser(q: Queryable, couponId: string, userId: string, exceptOrderId?: string): Promise<number> {
      const conditions = [eq(couponUses.couponId, couponId), eq(couponUses.userId, userId)];
      if (exceptOrderId) conditions.push(ne(couponUses.orderId, exceptOrderId));
      const [row] = await q
        .select({ n: sql<number>`count(*)::int` })
        .from(couponUses)
        .where(and(...conditions));
      return row?.n ?? 0;
    },
    async findUse(q: Queryable, orderId: string): Promise<CouponUseRow | null> {
      const [row] = await q.select().from(couponUses).where(eq(couponUses.orderId, orderId)).limit(1);
      return row ?? null;
    },
    async insertUse(q: Queryable, values: typeof couponUses.$inferInsert) {
      await q.insert(couponUses).values(values);
    },
    async deleteUse(q: Queryable, id: string) {
      await q.delete(couponUses).where(eq(couponUses.id, id));
    },

    async lockOrder(q: Queryable, placeId: string, orderId: string): Promise<OrderRow | null> {
      const [row] = await q
        .select()
        .from(orders)
        .where(and(eq(orders.placeId, placeId), eq(orders.id, orderId)))
        .for('update')
        .limit(1);
      return row ?? null;
    },
    async latestOrderWithCoupon(q: Queryable, placeId: string, userId: string): Promise<OrderRow | null> {
      const [row] = await q
        .select()
        .from(orders)
        .where(and(eq(orders.placeId, placeId), eq(orders.userId, userId), isNotNull(orders.couponCode)))
        .orderBy(desc(orders.createdAt))
        .limit(1)
        .for('update');
      return row ?? null;
    },
    async setOrderMoney(
      q: Queryable,
      orderId: string,
      values: { couponCode: string | null; discountCents: number; totalCents: number },
    ) {
      await q
        .update(orders)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
    },
    /** Whether the person has another order at the place that counts as a purchase. */
    async hasPurchased(q: Queryable, placeId: string, userId: string, exceptOrderId?: string): Promise<boolean> {
      const conditions = [
        eq(orders.placeId, placeId),
        eq(orders.userId, userId),
        notInArray(orders.status, [...UNFULFILLED_STATUSES]),
      ];
      if (exceptOrderId) conditions.push(ne(orders.id, exceptOrderId));
      const [row] = await q
        .select({ id: orders.id })
        .from(orders)
        .where(and(...conditions))
        .limit(1);
      return Boolean(row);
    },
  };
}
export type CouponsRepo = ReturnType<typeof createCouponsRepo>;
