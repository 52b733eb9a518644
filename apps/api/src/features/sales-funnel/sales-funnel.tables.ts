import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import {
  crmCampaigns,
  crmCancellationReasons,
  crmContactTypes,
  crmFirstContacts,
} from '../crm-lists/crm-lists.tables.ts';
import { patients } from '../patients/patients.tables.ts';
import { places } from '../places/places.tables.ts';
import { users } from '../users/users.tables.ts';

// The sales funnel (spec 2 §3 Persistent chat, Reminder; decisions 146–149). Tenant data (RLS).

/**
 * A lead: one conversation of the chat tool (chat_id, once per place) or one entered by hand. Its
 * column is computed on read (decision 147): lost when lost_at is set, else the further of
 * manual_stage and the linked person's bookings made since the lead arrived.
 */
export const funnelLeads = pgTable(
  'funnel_leads',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    chatId: text('chat_id'),
    personId: text('person_id'),
    name: text('name').notNull(),
    /** 10–11 digits without the country prefix; null only for the tool's contacts updated later. */
    phone: text('phone'),
    agentName: text('agent_name'),
    firstContactId: uuid('first_contact_id').references(() => crmFirstContacts.id, { onDelete: 'set null' }),
    campaignId: uuid('campaign_id').references(() => crmCampaigns.id, { onDelete: 'set null' }),
    contactTypeId: uuid('contact_type_id').references(() => crmContactTypes.id, { onDelete: 'set null' }),
    /** The professional or attendant (place_members.supplier_id or a name) who serves the lead. */
    servedBy: text('served_by'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    manualStage: text('manual_stage').notNull().default('new'),
    lostAt: timestamp('lost_at', { withTimezone: true }),
    cancellationReasonId: uuid('cancellation_reason_id').references(() => crmCancellationReasons.id, {
      onDelete: 'set null',
    }),
    notes: text('notes'),
    /** Hidden until then (a hide or a reminder); shown again afterwards. */
    unlockAt: timestamp('unlock_at', { withTimezone: true }),
    reminderNote: text('reminder_note'),
    /** When the conversation started (the chat tool's time), or when it was entered by hand. */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('funnel_leads_place_chat').on(t.placeId, t.chatId).where(sql`${t.chatId} is not null`),
    index('funnel_leads_place_created').on(t.placeId, t.createdAt),
    index('funnel_leads_place_user').on(t.placeId, t.userId),
    check('funnel_leads_manual_stage', sql`${t.manualStage} in ('new', 'scheduled', 'attended')`),
  ],
);
export type FunnelLeadRow = typeof funnelLeads.$inferSelect;

/** Up to when the place's chat tool was read: each conversation is looked at once (spec 2 §4). */
export const funnelChatSync = pgTable('funnel_chat_sync', {
  placeId: uuid('place_id')
    .primaryKey()
    .references(() => places.id, { onDelete: 'cascade' }),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
});
