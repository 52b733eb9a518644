import type { CASHBACK_ENTRY_KINDS } from '@app/domain/cashback/schemas';
import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';
import { users } from '../users/users.tables.ts';

export type CashbackKind = (typeof CASHBACK_ENTRY_KINDS)[number];

/**
 * The cashback ledger of a person at a place (append-only). The balance is the sum of the amounts;
 * credits with `expires_at` are consumed first-to-expire, and what is left of them when they
 * expire is taken back by an 'expiry' entry (docs/decisions/017). place_members.credit_cents is the
 * same sum, kept in the transaction that writes an entry. Tenant table (RLS).
 */
export const cashbackEntries = pgTable(
  'cashback_entries',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    userId: ownedBy('user_id', () => users.id),
    /** Signed: credits > 0, debits < 0. */
    amountCents: integer('amount_cents').notNull(),
    kind: text('kind').$type<CashbackKind>().notNull(),
    /** The order it comes from, if any (no foreign key: the ledger outlives order clean-ups). */
    orderId: uuid('order_id'),
    description: text('description').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set on a credit once its expiry has been accounted (an 'expiry' entry written, maybe of 0). */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('cashback_entries_place_user_created').on(t.placeId, t.userId, t.createdAt),
    index('cashback_entries_place_expiry').on(t.placeId, t.expiresAt),
  ],
);
export type CashbackEntryRow = typeof cashbackEntries.$inferSelect;

/** A code a person redeems for cashback once (cashbackmanual/retrieve). Tenant table (RLS). */
export const cashbackCodes = pgTable(
  'cashback_codes',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    /** Upper case. */
    code: text('code').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** 0 = unlimited. */
    maxUses: integer('max_uses').notNull().default(0),
    uses: integer('uses').notNull().default(0),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [unique('cashback_codes_place_code').on(t.placeId, t.code)],
);
export type CashbackCodeRow = typeof cashbackCodes.$inferSelect;

/** One redemption per person and code. Tenant table (RLS). */
export const cashbackCodeUses = pgTable(
  'cashback_code_uses',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    codeId: ownedBy('code_id', () => cashbackCodes.id),
    userId: ownedBy('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [unique('cashback_code_uses_code_user').on(t.codeId, t.userId)],
);

/** A referral reward paid (at most one per referred person and place). Tenant table (RLS). */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    referrerId: ownedBy('referrer_id', () => users.id),
    referredId: ownedBy('referred_id', () => users.id),
    orderId: uuid('order_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('referral_rewards_place_referred').on(t.placeId, t.referredId)],
);
