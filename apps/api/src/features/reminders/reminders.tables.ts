import { date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';
import { attendancies } from '../scheduling/scheduling.tables.ts';
import { users } from '../users/users.tables.ts';

// Reminders, no-shows and the waitlist of the clinic (decisions 130–132).

/**
 * A confirm or cancel link sent in a reminder. Only the token's SHA-256 is kept; the link works once,
 * for one action, until the booking's start. Looked up by token before the place is known, like a
 * session, so it holds ids only (no personal data) and is not a tenant table.
 */
export const reminderLinks = pgTable(
  'reminder_links',
  {
    id: primaryId(),
    tokenHash: text('token_hash').notNull().unique(),
    placeId: ownedBy('place_id', () => places.id),
    attendancyId: ownedBy('attendancy_id', () => attendancies.id),
    action: text('action', { enum: ['confirm', 'cancel'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('reminder_links_attendancy').on(t.attendancyId)],
);

/** What the jobs did to a booking: reminded the day before, marked a no-show. Tenant data (RLS). */
export const attendancyFollowups = pgTable('attendancy_followups', {
  attendancyId: uuid('attendancy_id')
    .primaryKey()
    .references(() => attendancies.id, { onDelete: 'cascade' }),
  placeId: ownedBy('place_id', () => places.id),
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
  noShowAt: timestamp('no_show_at', { withTimezone: true }),
});

/**
 * A patient waiting for a supplier's time between two days. When a booking in that range is
 * cancelled, the first waiting patient is offered the freed slot by SMS. Tenant data (RLS).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    supplierId: text('supplier_id').notNull(),
    userId: ownedBy('user_id', () => users.id),
    fromDay: date('from_day').notNull(),
    toDay: date('to_day').notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offeredAppointmentId: uuid('offered_appointment_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('waitlist_entries_place_supplier').on(t.placeId, t.supplierId, t.createdAt),
    unique('waitlist_entries_one_per_patient').on(t.placeId, t.supplierId, t.userId),
  ],
);

/** A cancelled booking's slot already offered to the waitlist (once per slot and time). Tenant data. */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    attendancyId: ownedBy('attendancy_id', () => attendancies.id),
    entryId: uuid('entry_id').references(() => waitlistEntries.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('waitlist_offers_attendancy').on(t.attendancyId)],
);
