import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { places } from '../places/places.tables.ts';
import { users } from './users.tables.ts';

/**
 * Single-use codes of the 'open admin' link (issue 4 §8): only the SHA-256 of the code is kept;
 * a code works once and until `expires_at`. Tenant table (RLS): a code opens its own place only.
 */
export const adminLinkCodes = pgTable(
  'admin_link_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('admin_link_codes_place_expiry').on(t.placeId, t.expiresAt)],
);
export type AdminLinkCodeRow = typeof adminLinkCodes.$inferSelect;
