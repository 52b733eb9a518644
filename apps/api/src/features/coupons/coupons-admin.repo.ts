import { and, asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { type CouponRow, coupons } from './coupons.tables.ts';

/** A coupon as the back office saves it. */
export type CouponValues = Omit<typeof coupons.$inferInsert, 'placeId'>;

/** Back-office coupon queries; callers pass the `inPlace` transaction (row-level security applies). */
export function createCouponsAdminRepo() {
  return {
    async list(q: Queryable, placeId: string): Promise<CouponRow[]> {
      return q
        .select()
        .from(coupons)
        .where(eq(coupons.placeId, placeId))
        .orderBy(desc(coupons.active), asc(coupons.code))
        .limit(1000);
    },
    async find(q: Queryable, placeId: string, id: string): Promise<CouponRow | null> {
      const [row] = await q
        .select()
        .from(coupons)
        .where(and(eq(coupons.placeId, placeId), eq(coupons.id, id)))
        .limit(1)
        .for('update');
      return row ?? null;
    },
    async findByCode(q: Queryable, placeId: string, code: string): Promise<CouponRow | null> {
      const [row] = await q
        .select()
        .from(coupons)
        .where(and(eq(coupons.placeId, placeId), eq(coupons.code, code)))
        .limit(1);
      return row ?? null;
    },
    async insert(q: Queryable, values: typeof coupons.$inferInsert): Promise<CouponRow> {
      const [row] = await q.insert(coupons).values(values).returning();
      if (!row) throw new Error('coupon insert returned nothing');
      return row;
    },
    async update(q: Queryable, id: string, values: Partial<typeof coupons.$inferInsert>): Promise<CouponRow> {
      const [row] = await q.update(coupons).set(values).where(eq(coupons.id, id)).returning();
      if (!row) throw new Error('coupon update returned nothing');
      return row;
    },
  };
}
export type CouponsAdminRepo = ReturnType<typeof createCouponsAdminRepo>;
