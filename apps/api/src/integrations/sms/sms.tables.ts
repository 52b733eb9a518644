import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from '../../platform/db/columns.ts';

/** What the sandbox SMS adapter "sent"; read at /dev/outbox. */
export const smsOutbox = pgTable('sms_outbox', {
  id: primaryId(),
  to: text('to').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});
