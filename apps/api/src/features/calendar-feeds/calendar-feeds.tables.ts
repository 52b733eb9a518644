import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';

/**
 * A supplier's private calendar feed (decision 133): the URL carries a random token of which only
 * the SHA-256 is kept. Looked up by token before the place is known (a phone calendar sends no
 * session), so it holds ids only; a new feed revokes the previous one.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: primaryId(),
  tokenHash: text('token_hash').notNull().unique(),
  placeId: ownedBy('place_id', () => places.id),
  supplierId: text('supplier_id').notNull(),
  createdAt: createdAt(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
