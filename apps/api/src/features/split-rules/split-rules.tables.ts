import type { StoredSplitRule } from '@app/domain/split-rules/rules';
import type { SplitResult } from '@app/domain/split-rules/schemas';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { orders } from '../orders/orders.tables.ts';
import { places } from '../places/places.tables.ts';

/**
 * A clinic's split rule set (spec 2 §3). Its rules are kept in one jsonb array: they are always
 * read and written with their set, validated by the contract's schema on the way in, and an order
 * keeps a copy of the split it was placed with (order_splits), so editing a set never rewrites
 * history. Tenant table (RLS).
 */
export const splitRuleSets = pgTable(
  'split_rule_sets',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The set a customer's own cart gets; at most one per place (partial unique index). */
    isDefault: boolean('is_default').notNull().default(false),
    rules: jsonb('rules').$type<StoredSplitRule[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('split_rule_sets_place').on(t.placeId, t.name),
    uniqueIndex('split_rule_sets_one_default').on(t.placeId).where(sql`${t.isDefault}`),
  ],
);
export type SplitRuleSetRow = typeof splitRuleSets.$inferSelect;

/**
 * The split an order was placed with: the computed result as the cart showed it (reais, the
 * wire's shape) and the clinic's balance change in cents, summed for the next balance statement.
 * One per order. Tenant table (RLS).
 */
export const orderSplits = pgTable(
  'order_splits',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ruleSetId: uuid('rule_set_id').references(() => splitRuleSets.id, { onDelete: 'set null' }),
    result: jsonb('result').$type<SplitResult>().notNull(),
    /** Who receives what when paid, in cents (null supplier: the clinic). */
    payouts: jsonb('payouts').$type<{ supplierId: string | null; cents: number }[]>().notNull(),
    clinicCents: integer('clinic_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_splits_place').on(t.placeId, t.createdAt)],
);
export type OrderSplitRow = typeof orderSplits.$inferSelect;

/**
 * Where a supplier's share is paid (decision 126): the supplier's own seller at the payments
 * provider, under the marketplace. A supplier without one is paid by the clinic outside the
 * provider (the share stays in order_splits' payouts). Tenant table (RLS).
 */
export const splitPayees = pgTable(
  'split_payees',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    supplierId: text('supplier_id').notNull(),
    sellerId: text('seller_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('split_payees_place_supplier').on(t.placeId, t.supplierId)],
);
