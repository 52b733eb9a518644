import type { Audience, AutomaticMessageStatus, Frequency, SendStatus } from '@app/domain/automatic-messages/rules';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { patients } from '../patients/patients.tables.ts';
import { places } from '../places/places.tables.ts';

// WhatsApp automatic messages (spec 2 §3; decisions 150–154). Tenant data (RLS in the migration).

/** A template message scheduled to an audience; the template is copied so a run needs no provider call. */
export const automaticMessages = pgTable(
  'automatic_messages',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    numberId: text('number_id').notNull(),
    templateId: text('template_id').notNull(),
    templateName: text('template_name').notNull(),
    templateLanguage: text('template_language').notNull(),
    templateBody: text('template_body').notNull(),
    description: text('description').notNull(),
    filter: jsonb('filter').$type<Audience>().notNull(),
    frequency: jsonb('frequency').$type<Frequency>().notNull(),
    formData: jsonb('form_data').$type<Record<string, string>>().notNull(),
    status: text('status').$type<AutomaticMessageStatus>().notNull().default('active'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('automatic_messages_due').on(t.placeId, t.status, t.nextRunAt)],
);
export type AutomaticMessageRow = typeof automaticMessages.$inferSelect;

/**
 * One recipient of one occurrence of an automatic message, written before the send (decision 152):
 * the unique key makes a second run, instance or retry find the row instead of sending again.
 */
export const automaticMessageSends = pgTable(
  'automatic_message_sends',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    automaticMessageId: uuid('automatic_message_id')
      .notNull()
      .references(() => automaticMessages.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** The occurrence's local day (YYYY-MM-DD). */
    occurrence: text('occurrence').notNull(),
    numberId: text('number_id').notNull(),
    phone: text('phone').notNull(),
    parameters: jsonb('parameters').$type<string[]>().notNull(),
    status: text('status').$type<SendStatus | 'sending'>().notNull().default('pending'),
    providerMessageId: text('provider_message_id'),
    errorCode: integer('error_code'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('automatic_message_sends_once').on(t.automaticMessageId, t.patientId, t.occurrence),
    index('automatic_message_sends_provider').on(t.placeId, t.providerMessageId),
    index('automatic_message_sends_place_created').on(t.placeId, t.createdAt),
  ],
);
export type AutomaticMessageSendRow = typeof automaticMessageSends.$inferSelect;
