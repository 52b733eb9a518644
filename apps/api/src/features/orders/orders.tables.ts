import type { OrderPaymentState } from '@app/domain/payments/rules';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { products } from '../catalogue/catalogue.tables.ts';
import { places } from '../places/places.tables.ts';
import { users } from '../users/users.tables.ts';

/** The address as it was when the order was placed (later edits of the saved address do not change it). */
export type OrderAddressSnapshot = {
  address_id: string;
  address_cep: string | null;
  address_street: string;
  address_number: string;
  address_cmplt: string | null;
  address_district: string;
  address_city: string;
  address_state: string;
};

export type OrderObservation = { autor: string | null; observacao: string };

/** One chosen combo item as sold: names and prices frozen with the order. */
export type OrderComboSnapshot = {
  session_id: string;
  title: string;
  items: { item_id: string; name: string; qtd: number; unit_cents: number }[];
}[];

/**
 * An order of a place (spec 1 §3 "Order"); money in cents. Tenant table (RLS). `number` is the short
 * number per place ('#12'), taken from order_counters inside the creating transaction.
 * discount_cents = manager_discount_cents + the coupon's discount (the coupon call recomputes it).
 */
export const orders = pgTable(
  'orders',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    number: integer('number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Staff who placed it for the customer (managerlogin), if any. */
    placedByUserId: uuid('placed_by_user_id'),
    status: integer('status').notNull(),
    deliveryType: integer('delivery_type').notNull(),
    pickup: boolean('pickup').notNull().default(false),
    pickupplace: text('pickupplace'),
    address: jsonb('address').$type<OrderAddressSnapshot>(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    agendaId: text('agenda_id'),
    subtotalCents: integer('subtotal_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    managerDiscountCents: integer('manager_discount_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    couponCode: text('coupon_code'),
    /** Null until v2/orderdeliverypayment. */
    paymentType: integer('payment_type'),
    ccBrand: text('cc_brand'),
    /** Cash: the amount the customer pays with, in cents. */
    changeCents: integer('change_cents'),
    installments: integer('installments'),
    /** 2: the order goes on its open order's bill and is paid with it (spec 1 §4; decision 042). */
    payBill: integer('pay_bill'),
    /**
     * What the order's charges say (decision 050): paid, pending, refunded or failed; written by the
     * charge ledger in the transaction that moves the charge. Null before any charge.
     */
    paymentStatus: text('payment_status').$type<OrderPaymentState>(),
    phone: text('phone'),
    cpf: text('cpf'),
    email: text('email'),
    birthdate: text('birthdate'),
    observation: jsonb('observation').$type<OrderObservation>(),
    firstOrder: boolean('first_order').notNull().default(false),
    anonymous: boolean('anonymous').notNull().default(false),
    budget: boolean('budget').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelObs: text('cancel_obs'),
    /** Secret of the share links; compared in constant time. */
    authCode: text('auth_code').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('orders_place_number').on(t.placeId, t.number),
    index('orders_place_user_created').on(t.placeId, t.userId, t.createdAt),
    index('orders_place_status_expires').on(t.placeId, t.status, t.expiresAt),
    index('orders_place_scheduled').on(t.placeId, t.scheduledFor),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** A line of an order: the product as sold (name, code, unit price and combo frozen). Tenant table (RLS). */
export const orderItems = pgTable(
  'order_items',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    orderId: ownedBy('order_id', () => orders.id),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Product (or manager) price plus combo extras, per unit. */
    unitCents: integer('unit_cents').notNull(),
    combo: jsonb('combo').$type<OrderComboSnapshot>(),
    comboSummary: text('combo_summary').array().notNull().default(sql`'{}'::text[]`),
    observation: text('observation'),
  },
  (t) => [index('order_items_order').on(t.placeId, t.orderId, t.position)],
);
export type OrderItemRow = typeof orderItems.$inferSelect;

/** Every status an order went through: append-only (app_user may not update or delete). Tenant table (RLS). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    orderId: ownedBy('order_id', () => orders.id),
    status: integer('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byUserId: uuid('by_user_id'),
    byName: text('by_name'),
    reason: text('reason'),
  },
  (t) => [index('order_status_history_order').on(t.placeId, t.orderId, t.at)],
);
export type OrderStatusRow = typeof orderStatusHistory.$inferSelect;

/** The last order number given at a place; its row lock serialises numbering per place. Tenant table (RLS). */
export const orderCounters = pgTable('order_counters', {
  placeId: uuid('place_id')
    .primaryKey()
    .references(() => places.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Which place an order belongs to, readable outside any place (no RLS, no customer data): readorder
 * tells "another place's order" (access_denied) from "no such order" (not_found), as spec 1 §4 asks.
 */
export const orderPlaces = pgTable('order_places', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  placeId: uuid('place_id').notNull(),
});

/**
 * The customer's rating of a delivered order: one per order (the primary key), 1 to 5 stars and an
 * optional comment. Tenant table (RLS); written once, never edited by the app.
 */
export const orderRatings = pgTable(
  'order_ratings',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    placeId: ownedBy('place_id', () => places.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_ratings_place_created').on(t.placeId, t.createdAt),
    check('order_ratings_stars', sql`${t.stars} between 1 and 5`),
  ],
);
export type OrderRatingRow = typeof orderRatings.$inferSelect;
