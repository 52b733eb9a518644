import { index, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';
import { users } from '../users/users.tables.ts';

export type PushAudience = 'customer' | 'staff';

/**
 * A browser's Web Push subscription (decision 101), bound to the person and the place it was made
 * at: a customer's receives their orders; a staff member's (made with the manager token) also the
 * place's waiter calls and bill requests. Tenant table (RLS).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    userId: ownedBy('user_id', () => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    audience: text('audience').$type<PushAudience>().notNull(),
    /** The language of the app when it subscribed: the notifications' words. */
    locale: text('locale').notNull().default('pt-BR'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('push_subscriptions_place_endpoint').on(t.placeId, t.endpoint),
    index('push_subscriptions_place_user').on(t.placeId, t.userId),
  ],
);

/**
 * What was already announced (an order's status), so a repeated event (a payment update, another
 * instance) sends once. Tenant table (RLS); rows older than a day are swept on the next claim.
 */
export const pushClaims = pgTable(
  'push_claims',
  {
    placeId: ownedBy('place_id', () => places.id),
    claim: text('claim').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.claim] })],
);

/**
 * The server's VAPID key pair when the VAPID_* variables are unset (development, sandbox): made on
 * the first start, kept so browsers' subscriptions stay valid across restarts. Global (no place).
 */
export const pushVapidKeys = pgTable('push_vapid_keys', {
  slot: text('slot').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
