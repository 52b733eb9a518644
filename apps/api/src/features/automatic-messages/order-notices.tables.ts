import { REMINDER_CHANNELS } from '@app/domain/automatic-messages/rules';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';

// Order-status messages by WhatsApp (decision 154) and the opt-outs of people who are not patients.
// Tenant data (RLS in the migration).

/**
 * A place's WhatsApp settings: the number order-status messages go out from (null: off), and the
 * number appointment reminders go out from (null: off) with how many hours before (decision 200).
 */
export const whatsappPlaceSettings = pgTable('whatsapp_place_settings', {
  placeId: ownedBy('place_id', () => places.id).primaryKey(),
  orderStatusNumberId: text('order_status_number_id'),
  reminderNumberId: text('reminder_number_id'),
  reminderHours: smallint('reminder_hours').notNull().default(24),
  /** sms, whatsapp, both or none (decision 212): which reminder senders act for the place. */
  reminderChannel: text('reminder_channel', { enum: REMINDER_CHANNELS }).notNull().default('sms'),
  updatedAt: updatedAt(),
});

/** One order-status message: written before the send, once per order and status. */
export const whatsappOrderNotices = pgTable(
  'whatsapp_order_notices',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    orderId: uuid('order_id').notNull(),
    orderStatus: smallint('order_status').notNull(),
    numberId: text('number_id').notNull(),
    phone: text('phone').notNull(),
    parameters: text('parameters').array().notNull(),
    status: text('status').notNull().default('pending'),
    providerMessageId: text('provider_message_id'),
    errorCode: integer('error_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('whatsapp_order_notices_once').on(t.orderId, t.orderStatus),
    index('whatsapp_order_notices_provider').on(t.placeId, t.providerMessageId),
  ],
);

/** A phone that replied SAIR to the place: no order-status message goes to it again. */
export const whatsappOptOuts = pgTable(
  'whatsapp_opt_outs',
  {
    placeId: ownedBy('place_id', () => places.id),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.phone] })],
);
