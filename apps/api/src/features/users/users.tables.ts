import { STAFF_ROLES } from '@app/domain/users/staff-roles';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';

/** A person; global across places. Per-place facts live in place_members. */
export const users = pgTable('users', {
  id: primaryId(),
  username: text('username').notNull(),
  email: text('email').unique(),
  /** 10–11 digits, without the country prefix. */
  phone: text('phone').unique(),
  passwordHash: text('password_hash'),
  cpf: text('cpf'),
  birthdate: date('birthdate', { mode: 'string' }),
  photo: text('photo'),
  socialId: text('social_id'),
  loginType: text('login_type', { enum: ['password', 'pin', 'google', 'apple'] })
    .notNull()
    .default('password'),
  phoneValidated: boolean('phone_validated').notNull().default(false),
  masterAccount: boolean('master_account').notNull().default(false),
  paymentsBuyerId: text('payments_buyer_id'),
  authCode: text('auth_code'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type UserRow = typeof users.$inferSelect;

/** A person at a place: customer facts (credit, flags) and staff roles. Tenant table (RLS). */
export const placeMembers = pgTable(
  'place_members',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    userId: ownedBy('user_id', () => users.id),
    isManager: boolean('is_manager').notNull().default(false),
    isOwner: boolean('is_owner').notNull().default(false),
    supplierId: text('supplier_id'),
    /** What a non-owner staff member may do (decision 068); existing managers stay 'manager'. */
    staffRole: text('staff_role', { enum: STAFF_ROLES }).notNull().default('manager'),
    creditCents: integer('credit_cents').notNull().default(0),
    servicesType: text('services_type').array().notNull().default(sql`'{}'::text[]`),
    blocked: boolean('blocked').notNull().default(false),
    advertisingBlocked: boolean('advertising_blocked').notNull().default(false),
    blockAppPayment: boolean('block_app_payment').notNull().default(false),
    firstPurchase: boolean('first_purchase').notNull().default(false),
    orderCount: integer('order_count').notNull().default(0),
    referredBy: text('referred_by'),
    userCupom: text('user_cupom'),
    inviteCupom: text('invite_cupom'),
    shareCupom: text('share_cupom'),
    openOrderId: text('open_order_id'),
    createdAt: createdAt(),
  },
  (t) => [unique('place_members_place_user').on(t.placeId, t.userId), index('place_members_user').on(t.userId)],
);
export type MemberRow = typeof placeMembers.$inferSelect;

/** Opaque random tokens, stored as SHA-256 hashes. A manager session is bound to one place. */
export const sessions = pgTable(
  'sessions',
  {
    id: primaryId(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: ownedBy('user_id', () => users.id),
    kind: text('kind', { enum: ['user', 'manager'] }).notNull(),
    placeId: uuid('place_id').references(() => places.id, { onDelete: 'cascade' }),
    /** Set when staff act as a customer (managerlogin): who is really behind this session. */
    actingManagerId: uuid('acting_manager_id'),
    /** Until this time the session may set a new password without the current one (reset by SMS). */
    passwordResetUntil: timestamp('password_reset_until', { withTimezone: true }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** SMS codes for phone validation, password reset and identification; the code is hashed. */
export const pinChallenges = pgTable(
  'pin_challenges',
  {
    id: primaryId(),
    purpose: text('purpose', { enum: ['validate_phone', 'reset_password', 'identify'] }).notNull(),
    phone: text('phone').notNull(),
    pinHash: text('pin_hash').notNull(),
    attemptsLeft: integer('attempts_left').notNull(),
    sends: integer('sends').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('pin_challenges_phone').on(t.phone, t.purpose)],
);

export const devices = pgTable(
  'devices',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    pushToken: text('push_token').notNull(),
    os: integer('os'),
    type: integer('type'),
    createdAt: createdAt(),
  },
  (t) => [unique('devices_user_token').on(t.userId, t.pushToken)],
);
