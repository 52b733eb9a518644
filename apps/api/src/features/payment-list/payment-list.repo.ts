import type { OrderPaymentState } from '@app/domain/payments/rules';
import { and, count, eq, gte, inArray, lt, notInArray, or, type SQL, sql, sum } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { bookedWith } from '../orders/index.ts';
import { orders } from '../orders/orders.tables.ts';

/** One payment type's line of the totals; `paymentType` null for orders whose payment was not chosen. */
export type PaymentTotal = { paymentType: number | null; count: number; totalCents: number };

export type TotalsFilter = {
  from: Date;
  to: Date;
  statuses?: number[];
  paymentType?: number;
  supplierId?: string;
  /** Statuses that never count (refused, cancelled, error). */
  endedStatuses: readonly number[];
  /** Payment states that never count (refunded, failed). */
  lostPayments: readonly OrderPaymentState[];
};

/** The payments list's totals (decision 120): one aggregate over the place's orders in [from, to). */
export function createPaymentListRepo() {
  return {
    async totals(q: Queryable, placeId: string, f: TotalsFilter): Promise<PaymentTotal[]> {
      const where: SQL[] = [
        eq(orders.placeId, placeId),
        gte(orders.createdAt, f.from),
        lt(orders.createdAt, f.to),
        eq(orders.budget, false),
        notInArray(orders.status, [...f.endedStatuses]),
      ];
      const kept = or(sql`${orders.paymentStatus} is null`, notInArray(orders.paymentStatus, [...f.lostPayments]));
      if (kept) where.push(kept);
      if (f.statuses && f.statuses.length > 0) where.push(inArray(orders.status, f.statuses));
      if (f.paymentType !== undefined) where.push(eq(orders.paymentType, f.paymentType));
      if (f.supplierId !== undefined) where.push(bookedWith(f.supplierId));
      const rows = await q
        .select({ paymentType: orders.paymentType, count: count(), totalCents: sum(orders.totalCents) })
        .from(orders)
        .where(and(...where))
        .groupBy(orders.paymentType)
        .orderBy(sql`${orders.paymentType} asc nulls last`);
      return rows.map((r) => ({ paymentType: r.paymentType, count: r.count, totalCents: Number(r.totalCents ?? 0) }));
    },
  };
}
export type PaymentListRepo = ReturnType<typeof createPaymentListRepo>;
