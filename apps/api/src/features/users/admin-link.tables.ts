import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';
import { users } from './users.tables.ts';

/**
 * Single-use codes of the 'open admin' link: only the SHA-256 of the code is kept;
 * a code works once and until `expires_at`. Tenant table (RLS): a code opens its own place only.
 */
export const adminLinkCodes = pgTable(
  'admin_link_codes',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    userId: ownedBy('user_id', () => users.id),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('admin_link_codes_place_expiry').on(t.placeId, t.expiresAt)],
);
export type AdminLinkCodeRow = typeof adminLinkCodes.$inferSelect;
