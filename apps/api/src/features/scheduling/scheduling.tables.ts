import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';
import { users } from '../users/users.tables.ts';

// Clinic scheduling (spec 2). Every table is tenant data (RLS). A supplier is keyed by
// (place_id, supplier_id), the text id place_members.supplier_id already carries, so a doctor can
// have a profile and an agenda before (or without) a login, and the split rules name the same id.

/** A speciality ('Dermatologia') the clinic's suppliers are listed under. */
export const specialities = pgTable(
  'specialities',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique('specialities_place_name').on(t.placeId, t.name)],
);
export type SpecialityRow = typeof specialities.$inferSelect;

export type SupplierServiceJson = { name: string; duration_minutes: number; price_cents: number | null };
export type WorkingHoursJson = { weekday: number; start: string; end: string };

/** A service supplier's public profile, services and working hours. */
export const serviceSuppliers = pgTable(
  'service_suppliers',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    supplierId: text('supplier_id').notNull(),
    name: text('name').notNull(),
    photo: text('photo'),
    bio: text('bio'),
    specialityIds: uuid('speciality_ids').array().notNull().default(sql`'{}'::uuid[]`),
    services: jsonb('services').$type<SupplierServiceJson[]>().notNull().default(sql`'[]'::jsonb`),
    workingHours: jsonb('working_hours').$type<WorkingHoursJson[]>().notNull().default(sql`'[]'::jsonb`),
    associatedSupplierIds: text('associated_supplier_ids').array().notNull().default(sql`'{}'::text[]`),
    splitsAssociatedIds: text('splits_associated_ids').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('service_suppliers_place_supplier').on(t.placeId, t.supplierId)],
);
export type ServiceSupplierRow = typeof serviceSuppliers.$inferSelect;

/**
 * A bookable slot of a supplier. A weekly series is stored as one row per week (series_id), so a
 * month read is one index range scan and one week of the series can move alone. Active slots of a
 * supplier never overlap (exclusion constraint, hand-written in the migration).
 */
export const appointments = pgTable(
  'appointments',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    supplierId: text('supplier_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    seriesId: uuid('series_id'),
    /** AddProductToAppointment: the catalogue product a booking of this slot is for. */
    productId: uuid('product_id'),
    createdAt: createdAt(),
  },
  (t) => [index('appointments_place_supplier_start').on(t.placeId, t.supplierId, t.startsAt)],
);
export type AppointmentRow = typeof appointments.$inferSelect;

/**
 * A booking (attendancy) of a patient with a supplier. Its times are copied from the slot so the
 * exclusion constraint (hand-written) can refuse two open bookings of one supplier's time, whatever
 * the slots do later. A patient record will attach through user_id; the CRM through octadesk_id.
 */
export const attendancies = pgTable(
  'attendancies',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    supplierId: text('supplier_id').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull().default(0),
    status: smallint('status').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    notes: text('notes'),
    octadeskId: text('octadesk_id'),
    /** The order the checkout created for it (seam for the cart step). */
    orderId: uuid('order_id'),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('attendancies_place_supplier_start').on(t.placeId, t.supplierId, t.startsAt),
    index('attendancies_place_user').on(t.placeId, t.userId, t.startsAt),
    index('attendancies_appointment').on(t.appointmentId),
    // An ended order cancels its bookings (decision 125).
    index('attendancies_order').on(t.orderId),
  ],
);
export type AttendancyRow = typeof attendancies.$inferSelect;
