import { index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId } from '../../platform/db/columns.ts';
import { users } from './users.tables.ts';

/** A Google or Apple account that signs a person in; one person may have both. Global, like users. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    provider: text('provider', { enum: ['google', 'apple'] }).notNull(),
    /** The provider's `sub`: stable for the person at that provider. */
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_identities_provider_subject').on(t.provider, t.subject),
    index('user_identities_user').on(t.userId),
  ],
);

/**
 * A verified identity without an account yet (login's 206): the ticket lets createuser or
 * identify-user finish, once, within a short while, without the id token again. Stored hashed.
 */
export const socialTickets = pgTable('social_tickets', {
  id: primaryId(),
  tokenHash: text('token_hash').notNull().unique(),
  provider: text('provider', { enum: ['google', 'apple'] }).notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  name: text('name'),
  picture: text('picture'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
