import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { patients } from '../patients/patients.tables.ts';
import { places } from '../places/places.tables.ts';

// The patient CRM (spec 2 §3 'CRM filters'; decisions 143–145). Tenant data (RLS, hand-written in
// the migration). The query audit is append-only like the patients' audit (decision 136).

export type SavedFilterJson = { field: string; operator: string; value: unknown }[];

/** A manager's named CRM filter at a place ('Botox sem retorno há 6 meses'). */
export const crmSavedFilters = pgTable(
  'crm_saved_filters',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    /** The manager (app user) who saved it: each one sees their own. */
    ownerUserId: uuid('owner_user_id').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<SavedFilterJson>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('crm_saved_filters_owner_name').on(t.placeId, t.ownerUserId, t.name)],
);
export type CrmSavedFilterRow = typeof crmSavedFilters.$inferSelect;

/**
 * One row per CRM query or export (decision 145): who, as what, when, from where, which fields and
 * operators (never the values a person typed, which may be a name) and how many patients answered.
 */
export const crmQueryAudit = pgTable(
  'crm_query_audit',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name'),
    role: text('role').notNull(),
    supplierId: text('supplier_id'),
    /** crm.query, crm.export.csv, crm.export.xlsx */
    action: text('action').notNull(),
    /** 'age:between,district:in' */
    criteria: text('criteria').notNull(),
    matched: integer('matched').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('crm_query_audit_place_time').on(t.placeId, t.createdAt)],
);
export type CrmQueryAuditRow = typeof crmQueryAudit.$inferSelect;

const emptyText = () => sql`'{}'::text[]`;

/**
 * What the CRM filters read of a patient's bookings and addresses, one row per patient (decision
 * 177). Written only by the triggers of the migration (crm_summary_refresh), in the same
 * transaction as the booking, address, appointment or patient write that changes it; the CRM
 * query reads this table and `patients`, never the bookings or the addresses.
 */
export const crmPatientSummaries = pgTable(
  'crm_patient_summaries',
  {
    patientId: uuid('patient_id')
      .primaryKey()
      .references(() => patients.id, { onDelete: 'cascade' }),
    placeId: ownedBy('place_id', () => places.id),
    userId: uuid('user_id'),
    /** The patient's birth date (copied: the age filter and the indexes below read it here). */
    birthdate: date('birthdate', { mode: 'string' }),
    /** The default address, else the latest one, for the list and the export. */
    homeCity: text('home_city'),
    homeDistrict: text('home_district'),
    homeState: text('home_state'),
    /** Every address of the account: states as written, cities and districts lower case without accents. */
    states: text('states').array().notNull().default(emptyText()),
    cities: text('cities').array().notNull().default(emptyText()),
    districts: text('districts').array().notNull().default(emptyText()),
    /** Bookings not cancelled. */
    scheduleCount: integer('schedule_count').notNull().default(0),
    /** The start of the last attended booking (null: never attended, a new client). */
    lastVisit: timestamp('last_visit', { withTimezone: true }),
    /** First and last start of the bookings not cancelled. */
    firstBookingAt: timestamp('first_booking_at', { withTimezone: true }),
    lastBookingAt: timestamp('last_booking_at', { withTimezone: true }),
    /** Every status and every type of the bookings, and the parts of the day of those not cancelled. */
    bookingStatuses: smallint('booking_statuses').array().notNull().default(sql`'{}'::smallint[]`),
    bookingTypes: smallint('booking_types').array().notNull().default(sql`'{}'::smallint[]`),
    dayParts: text('day_parts').array().notNull().default(emptyText()),
    /** An attended procedure booking exists; the products of those with a slot. */
    procedureDone: boolean('procedure_done').notNull().default(false),
    procedures: text('procedures').array().notNull().default(emptyText()),
    /** Every (state, city, district) of the account's addresses, as written, each a JSON array (decision 198). */
    localities: text('localities').array().notNull().default(emptyText()),
    /**
     * Copies of the patient's columns the filters and the sort read (decision 210), so the match,
     * its sort and its page never leave the summary.
     */
    fullName: text('full_name').notNull().default(''),
    gender: text('gender'),
    maritalStatus: text('marital_status'),
    bloodType: text('blood_type'),
    hasChildren: boolean('has_children'),
    occupation: text('occupation'),
    supplierIds: text('supplier_ids').array().notNull().default(emptyText()),
    /**
     * Every value an 'in' filter compares, as one array under one GIN (decision 210), each with its
     * field's prefix: 'g:female', 'm:married', 'b:O+', 's:<supplier>', 'st:SP', 'c:sao paulo',
     * 'd:moema', 'p:<product>'. Written by crm_summary_refresh (crm_tags); read through the
     * restrictive policy on app.crm_tags (decision 210).
     */
    tags: text('tags').array().notNull().default(emptyText()),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Birth date and last visit in both btrees, each leading with one (decision 219): an age range
    // with a last-visit bound is answered inside either index (a bitmap of the patients matching
    // both, not of one range), so the heap is read only for real matches; either alone still leads.
    index('crm_patient_summaries_birthdate_seen').on(t.placeId, t.birthdate, t.lastVisit),
    index('crm_patient_summaries_seen_birthdate').on(t.placeId, t.lastVisit, t.birthdate),
    index('crm_patient_summaries_user').on(t.userId),
    index('crm_patient_summaries_tags').using('gin', t.tags),
    index('crm_patient_summaries_name').on(t.placeId, t.fullName, t.patientId),
  ],
);

/**
 * The places' patients live in, per place: one row per (state, city, district) as written, with
 * how many of the place's patients have an address there (decision 198). Kept by a trigger on
 * `crm_patient_summaries` (the count follows each summary's `localities`); `params/crm` reads it
 * instead of every address of the place's patients.
 */
export const crmPlaceLocalities = pgTable(
  'crm_place_localities',
  {
    placeId: ownedBy('place_id', () => places.id),
    /** json_build_array(state, city, district)::text, the key the summaries' `localities` hold. */
    locality: text('locality').notNull(),
    state: text('state'),
    city: text('city'),
    district: text('district'),
    patients: integer('patients').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.locality] })],
);
