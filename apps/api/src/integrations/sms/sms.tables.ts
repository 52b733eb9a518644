import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What the sandbox SMS adapter "sent"; read at /dev/outbox. */
export const smsOutbox = pgTable('sms_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
