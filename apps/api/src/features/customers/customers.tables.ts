import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * What staff did to a customer at a place (block, app-payment block, cashback adjustment): who,
 * when, why. Append-only for the application (app_user may not update or delete). Tenant table (RLS).
 */
export const customerAudit = pgTable(
  'customer_audit',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    userId: ownedBy('user_id', () => users.id),
    action: text('action').notNull(),
    amountCents: integer('amount_cents'),
    reason: text('reason'),
    /** The cashback entry an adjustment wrote. */
    entryId: uuid('entry_id'),
    byUserId: uuid('by_user_id'),
    byName: text('by_name'),
    createdAt: createdAt(),
  },
  (t) => [index('customer_audit_place_user').on(t.placeId, t.userId, t.createdAt)],
);
export type CustomerAuditRow = typeof customerAudit.$inferSelect;
