import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * A cart staff saved under a code (setcachecart, decision 115): loaded on another device by the
 * code, or shared with a customer by a share code. Tenant table (RLS).
 */
export const savedCarts = pgTable(
  'saved_carts',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    /** 8 characters of CART_CODE_ALPHABET. */
    code: text('code').notNull(),
    /** The wire cart (CachedCart), validated when saved and priced again when loaded. */
    cart: jsonb('cart').notNull(),
    /** The customer staff were acting for, if any. */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('saved_carts_place_code').on(t.placeId, t.code), index('saved_carts_expiry').on(t.expiresAt)],
);
export type SavedCartRow = typeof savedCarts.$inferSelect;

/** A short-lived code that lets anyone signed in at the place load one saved cart. Tenant table (RLS). */
export const savedCartShares = pgTable(
  'saved_cart_shares',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    cartId: ownedBy('cart_id', () => savedCarts.id),
    code: text('code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('saved_cart_shares_place_code').on(t.placeId, t.code)],
);
