import type { AccessRequestStatusCode } from '@app/domain/access-requests/rules';
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * A person's request to use a place whose new-user flow is on (decision 122): one per person and
 * place; asking again after a refusal reopens the same row. Tenant table (RLS).
 */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    userId: ownedBy('user_id', () => users.id),
    status: text('status').$type<AccessRequestStatusCode>().notNull(),
    message: text('message'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('access_requests_place_user').on(t.placeId, t.userId),
    index('access_requests_place_status').on(t.placeId, t.status, t.createdAt),
  ],
);
export type AccessRequestRow = typeof accessRequests.$inferSelect;
