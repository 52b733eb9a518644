import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { places } from '../../features/places/places.tables.ts';
import { createdAt, ownedBy, primaryId } from '../../platform/db/columns.ts';

/**
 * Every document rendered for printing (the document log of decision 028): the ticket as HTML and
 * PDF (base64), the hash of the short-lived key of its download link, and where it was sent.
 * Tenant table (RLS).
 */
export const printDocuments = pgTable(
  'print_documents',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    orderId: uuid('order_id'),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    pdfBase64: text('pdf_base64').notNull(),
    /** SHA-256 (hex) of the download link's key. */
    keyHash: text('key_hash').notNull(),
    keyExpiresAt: timestamp('key_expires_at', { withTimezone: true }).notNull(),
    /** 'sandbox' | 'printnode' once sent to a printer; null when only rendered. */
    sentVia: text('sent_via'),
    jobId: text('job_id'),
    byUserId: uuid('by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('print_documents_place_created').on(t.placeId, t.createdAt)],
);
export type PrintDocumentRow = typeof printDocuments.$inferSelect;
