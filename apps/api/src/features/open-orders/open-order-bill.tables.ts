import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy } from '../../platform/db/columns.ts';
import { orders } from '../orders/orders.tables.ts';
import { places } from '../places/places.tables.ts';
import { users } from '../users/users.tables.ts';
import { openOrderPayments, openOrders } from './open-orders.tables.ts';

/**
 * A part of an open account's bill (decision 110): an order of its own (no items, total = the
 * part) so the payments feature charges it like any order (online card, Pix, pin pad, counter).
 * Once its charge succeeded the part is settled: a row of open_order_payments (payment_id) carries
 * it into the bill. Tenant table (RLS).
 */
export const openOrderBillParts = pgTable(
  'open_order_bill_parts',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    placeId: ownedBy('place_id', () => places.id),
    openOrderId: ownedBy('open_order_id', () => openOrders.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** equal (a share of `parts`), items (the payer's own rounds with the fee) or amount (typed). */
    mode: text('mode', { enum: ['equal', 'items', 'amount'] }).notNull(),
    parts: integer('parts'),
    amountCents: integer('amount_cents').notNull(),
    /** The open_order_payments row written when the part's charge succeeded (null until then). */
    paymentId: uuid('payment_id').references(() => openOrderPayments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('open_order_bill_parts_account').on(t.placeId, t.openOrderId),
    check('open_order_bill_parts_amount', sql`${t.amountCents} > 0`),
  ],
);
export type OpenOrderBillPartRow = typeof openOrderBillParts.$inferSelect;
