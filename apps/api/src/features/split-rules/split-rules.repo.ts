import type { StoredSplitRule } from '@app/domain/split-rules/rules';
import type { SplitResult } from '@app/domain/split-rules/schemas';
import { and, asc, eq, ilike, notInArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { orders } from '../orders/orders.tables.ts';
import { orderSplits, splitPayees, splitRuleSets } from './split-rules.tables.ts';

/** A split rule set as the service sees it. */
export type SplitRuleSetRecord = {
  id: string;
  name: string;
  description: string;
  isDefault: boolean;
  rules: StoredSplitRule[];
};

/** Order statuses whose split no longer counts in the clinic's balance (refused, cancelled, error). */
const ENDED_UNPAID = [0, 5, 6];

const record = (row: typeof splitRuleSets.$inferSelect): SplitRuleSetRecord => ({
  id: row.id,
  name: row.name,
  description: row.description,
  isDefault: row.isDefault,
  rules: row.rules,
});

/** Split rule set and order split queries; each runs inside the place's transaction (RLS). */
export function createSplitRulesRepo() {
  return {
    async list(q: Queryable, placeId: string, search?: string): Promise<SplitRuleSetRecord[]> {
      const text = search?.trim();
      const like = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const rows = await q
        .select()
        .from(splitRuleSets)
        .where(
          and(
            eq(splitRuleSets.placeId, placeId),
            like ? or(ilike(splitRuleSets.name, like), ilike(splitRuleSets.description, like)) : undefined,
          ),
        )
        .orderBy(asc(splitRuleSets.name), asc(splitRuleSets.id));
      return rows.map(record);
    },
    async find(q: Queryable, placeId: string, id: string): Promise<SplitRuleSetRecord | null> {
      const [row] = await q
        .select()
        .from(splitRuleSets)
        .where(and(eq(splitRuleSets.placeId, placeId), eq(splitRuleSets.id, id)))
        .limit(1);
      return row ? record(row) : null;
    },
    async findDefault(q: Queryable, placeId: string): Promise<SplitRuleSetRecord | null> {
      const [row] = await q
        .select()
        .from(splitRuleSets)
        .where(and(eq(splitRuleSets.placeId, placeId), eq(splitRuleSets.isDefault, true)))
        .limit(1);
      return row ? record(row) : null;
    },
    async count(q: Queryable, placeId: string): Promise<number> {
      const [row] = await q
        .select({ n: sql<number>`count(*)::int` })
        .from(splitRuleSets)
        .where(eq(splitRuleSets.placeId, placeId));
      return row?.n ?? 0;
    },
    /** Only one default per place: the others lose the flag first. */
    async clearDefault(q: Queryable, placeId: string): Promise<void> {
      await q
        .update(splitRuleSets)
        .set({ isDefault: false })
        .where(and(eq(splitRuleSets.placeId, placeId), eq(splitRuleSets.isDefault, true)));
    },
    async insert(q: Queryable, placeId: string, values: Omit<SplitRuleSetRecord, 'id'>): Promise<SplitRuleSetRecord> {
      const [row] = await q
        .insert(splitRuleSets)
        .values({ placeId, ...values })
        .returning();
      if (!row) throw new Error('split rule set insert returned nothing');
      return record(row);
    },
    async update(q: Queryable, placeId: string, record_: SplitRuleSetRecord): Promise<SplitRuleSetRecord | null> {
      const { id, ...values } = record_;
      const [row] = await q
        .update(splitRuleSets)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(splitRuleSets.placeId, placeId), eq(splitRuleSets.id, id)))
        .returning();
      return row ? record(row) : null;
    },
    async remove(q: Queryable, placeId: string, id: string): Promise<boolean> {
      const rows = await q
        .delete(splitRuleSets)
        .where(and(eq(splitRuleSets.placeId, placeId), eq(splitRuleSets.id, id)))
        .returning({ id: splitRuleSets.id });
      return rows.length > 0;
    },
    /** The clinic's balance in cents: its part of every split order not ended unpaid. */
    async clinicBalance(q: Queryable, placeId: string): Promise<number> {
      const [row] = await q
        .select({ cents: sql<number>`coalesce(sum(${orderSplits.clinicCents}), 0)::bigint` })
        .from(orderSplits)
        .innerJoin(orders, eq(orders.id, orderSplits.orderId))
        .where(and(eq(orderSplits.placeId, placeId), notInArray(orders.status, ENDED_UNPAID)));
      return Number(row?.cents ?? 0);
    },
    async insertOrderSplit(
      q: Queryable,
      values: {
        placeId: string;
        orderId: string;
        ruleSetId: string;
        result: SplitResult;
        payouts: { supplierId: string | null; cents: number }[];
        clinicCents: number;
      },
    ): Promise<void> {
      await q.insert(orderSplits).values(values);
    },
    async orderSplit(q: Queryable, placeId: string, orderId: string) {
      const [row] = await q
        .select({ result: orderSplits.result, payouts: orderSplits.payouts })
        .from(orderSplits)
        .where(and(eq(orderSplits.placeId, placeId), eq(orderSplits.orderId, orderId)))
        .limit(1);
      return row ?? null;
    },
    /** The place's suppliers' sellers at the payments provider (decision 126). */
    async payees(q: Queryable, placeId: string): Promise<Map<string, string>> {
      const rows = await q
        .select({ supplierId: splitPayees.supplierId, sellerId: splitPayees.sellerId })
        .from(splitPayees)
        .where(eq(splitPayees.placeId, placeId));
      return new Map(rows.map((r) => [r.supplierId, r.sellerId]));
    },
    async setPayee(q: Queryable, placeId: string, supplierId: string, sellerId: string): Promise<void> {
      await q
        .insert(splitPayees)
        .values({ placeId, supplierId, sellerId })
        .onConflictDoUpdate({ target: [splitPayees.placeId, splitPayees.supplierId], set: { sellerId } });
    },
    async clearPayee(q: Queryable, placeId: string, supplierId: string): Promise<void> {
      await q.delete(splitPayees).where(and(eq(splitPayees.placeId, placeId), eq(splitPayees.supplierId, supplierId)));
    },
  };
}
export type SplitRulesRepo = ReturnType<typeof createSplitRulesRepo>;
