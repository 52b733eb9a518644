import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';
import { attendancies } from '../scheduling/scheduling.tables.ts';

// Appointment reminders by WhatsApp on the job queue (decision 200). Tenant data (RLS in the migration).

/**
 * One reminder of one booking at one start time, written before it is queued (insert-before-send):
 * the unique key makes a second sweep, instance or retry find the row instead of sending again. A
 * rescheduled booking gets a new row (new start) and its old one is cancelled; a sent row stays sent.
 * status: scheduled → sending → sent | failed, or cancelled (booking cancelled, moved, consent gone).
 */
export const whatsappAppointmentReminders = pgTable(
  'whatsapp_appointment_reminders',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    attendancyId: uuid('attendancy_id')
      .notNull()
      .references(() => attendancies.id, { onDelete: 'cascade' }),
    /** The booking's start when the reminder was planned: a moved booking no longer matches it. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    numberId: text('number_id').notNull(),
    status: text('status').notNull().default('scheduled'),
    providerMessageId: text('provider_message_id'),
    errorCode: integer('error_code'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('whatsapp_appointment_reminders_once').on(t.attendancyId, t.startsAt),
    index('whatsapp_appointment_reminders_status').on(t.placeId, t.status, t.dueAt),
    index('whatsapp_appointment_reminders_provider').on(t.placeId, t.providerMessageId),
  ],
);
