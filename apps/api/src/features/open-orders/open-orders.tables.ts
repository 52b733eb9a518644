import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId } from '../../platform/db/columns.ts';
import { orders } from '../orders/orders.tables.ts';
import { places } from '../places/places.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * An open account (decision 070): a table, tab, room or chalet where guests order several rounds
 * and pay once. Tenant table (RLS). `spot_key` names the spot (the consume place's id, or the
 * typed number for a free-form tab); one open account per spot is the database's rule (partial
 * unique index), so twenty guests opening the same free table at once make exactly one account.
 */
export const openOrders = pgTable(
  'open_orders',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    kind: text('kind', { enum: ['table', 'tab', 'room', 'chalet'] }).notNull(),
    spotKey: text('spot_key').notNull(),
    /** The number as shown ('Mesa 5', or the typed '37' of a tab). */
    label: text('label').notNull(),
    consumePlaceId: uuid('consume_place_id'),
    name: text('name'),
    /** 1 open, 7 closed (paid). */
    status: integer('status').notNull().default(1),
    inviteCode: text('invite_code').notNull(),
    openedByUserId: uuid('opened_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The tip on the consumption in hundredths of a percent (1000 = 10 %). */
    serviceFeeBp: integer('service_fee_bp').notNull().default(1000),
    waiterCalledAt: timestamp('waiter_called_at', { withTimezone: true }),
    billRequestedAt: timestamp('bill_requested_at', { withTimezone: true }),
    /** Set when staff merged this account into another one. */
    mergedIntoId: uuid('merged_into_id'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByUserId: uuid('closed_by_user_id'),
  },
  (t) => [
    uniqueIndex('open_orders_one_per_spot').on(t.placeId, t.spotKey).where(sql`status = 1`),
    index('open_orders_place_status').on(t.placeId, t.status, t.createdAt),
    check('open_orders_status', sql`${t.status} in (1, 7)`),
    check('open_orders_fee', sql`${t.serviceFeeBp} between 0 and 3000`),
  ],
);
export type OpenOrderRow = typeof openOrders.$inferSelect;

/** The guests of an account. Tenant table (RLS). */
export const openOrderMembers = pgTable(
  'open_order_members',
  {
    placeId: ownedBy('place_id', () => places.id),
    openOrderId: ownedBy('open_order_id', () => openOrders.id),
    userId: ownedBy('user_id', () => users.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.openOrderId, t.userId] }), index('open_order_members_user').on(t.placeId, t.userId)],
);

/** The orders (rounds) placed on an account; an order belongs to one account. Tenant table (RLS). */
export const openOrderRounds = pgTable(
  'open_order_rounds',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    placeId: ownedBy('place_id', () => places.id),
    openOrderId: ownedBy('open_order_id', () => openOrders.id),
    createdAt: createdAt(),
  },
  (t) => [index('open_order_rounds_account').on(t.placeId, t.openOrderId)],
);

/** Money staff collected for an account (cash, card on the machine...), cents. Tenant table (RLS). */
export const openOrderPayments = pgTable(
  'open_order_payments',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    openOrderId: ownedBy('open_order_id', () => openOrders.id),
    paymentType: integer('payment_type').notNull(),
    amountCents: integer('amount_cents').notNull(),
    byUserId: uuid('by_user_id'),
    byName: text('by_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('open_order_payments_account').on(t.placeId, t.openOrderId),
    check('open_order_payments_amount', sql`${t.amountCents} > 0`),
  ],
);
