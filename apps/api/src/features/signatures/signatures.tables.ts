import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';
import { attendancies } from '../scheduling/scheduling.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * A document a clinic sent a patient to sign (decision 175). The text sent is kept with the SHA-256
 * of the PDF made from it, so what was signed can always be shown. Tenant table (RLS).
 */
export const signatureDocuments = pgTable(
  'signature_documents',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attendancyId: uuid('attendancy_id').references(() => attendancies.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    channel: text('channel').notNull(),
    /** sent | signed | refused | cancelled */
    status: text('status').notNull().default('sent'),
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    signUrl: text('sign_url').notNull(),
    sha256: text('sha256').notNull(),
    sentByUserId: uuid('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('signature_documents_provider_id').on(t.provider, t.providerId),
    index('signature_documents_user').on(t.placeId, t.userId, t.createdAt),
    index('signature_documents_attendancy').on(t.attendancyId),
  ],
);
export type SignatureDocumentRow = typeof signatureDocuments.$inferSelect;
