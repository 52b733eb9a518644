import type { CouponKind } from '@app/domain/coupons/rules';
import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * A discount coupon of a place (docs/decisions/018). `value`: basis points for 'percent' (1000 =
 * 10 %), cents for 'flat' and 'cashback' ('cashback' credits the ledger when the order is delivered
 * instead of discounting). `uses` counts coupon_uses rows, kept in the locked transaction that
 * applies or removes one. Tenant table (RLS).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    /** Upper case. */
    code: text('code').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    value: integer('value').notNull(),
    description: text('description'),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    /** 0 = unlimited. */
    maxUses: integer('max_uses').notNull().default(0),
    uses: integer('uses').notNull().default(0),
    /** 0 = unlimited. */
    perUserLimit: integer('per_user_limit').notNull().default(1),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    firstPurchaseOnly: boolean('first_purchase_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [unique('coupons_place_code').on(t.placeId, t.code)],
);
export type CouponRow = typeof coupons.$inferSelect;

/** A coupon applied to an order (removed again by removecoupon while the order is unpaid). Tenant table (RLS). */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    /** Null for the loyalty balance used as a coupon (cupom_type CASHBACK). */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'cascade' }),
    userId: ownedBy('user_id', () => users.id),
    orderId: uuid('order_id').notNull(),
    code: text('code').notNull(),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('coupon_uses_order').on(t.orderId),
    index('coupon_uses_place_coupon_user').on(t.placeId, t.couponId, t.userId),
  ],
);
export type CouponUseRow = typeof couponUses.$inferSelect;
