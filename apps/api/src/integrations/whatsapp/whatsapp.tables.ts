import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { places } from '../../features/places/places.tables.ts';
import { createdAt, primaryId } from '../../platform/db/columns.ts';

/** What the sandbox WhatsApp adapter "sent"; read at /dev/outbox/whatsapp (not tenant data: dev only). */
export const whatsappOutbox = pgTable('whatsapp_outbox', {
  id: primaryId(),
  messageId: text('message_id').notNull().unique(),
  numberId: text('number_id').notNull(),
  to: text('to').notNull(),
  template: text('template').notNull(),
  text: text('text').notNull(),
  status: text('status').notNull().default('sent'),
  createdAt: createdAt(),
});

/**
 * Which place sends from which number of the business account (decision 151): a number serves one
 * place, so a webhook's phone_number_id names the place its events belong to. A routing table read
 * before the place is known, like sessions: no RLS, no personal data.
 */
export const whatsappNumberPlaces = pgTable('whatsapp_number_places', {
  numberId: text('number_id').primaryKey(),
  placeId: uuid('place_id')
    .notNull()
    .references(() => places.id, { onDelete: 'cascade' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});
