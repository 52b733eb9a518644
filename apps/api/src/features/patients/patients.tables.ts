import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId, updatedAt } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';
import { users } from '../users/users.tables.ts';

// Patients and the clinical record (spec 2 §3; decisions 135–139). Every table is tenant data
// (RLS). The record, the consents and the audit are append-only: the migration refuses UPDATE and
// DELETE on them with a trigger (for every role) and revokes both from the application role.

/** A patient of the clinic: every field of spec 2 §3, linked to the suppliers who attend them. */
export const patients = pgTable(
  'patients',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    /** The app user this patient is, when they have an account at the place. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    supplierIds: text('supplier_ids').array().notNull().default(sql`'{}'::text[]`),
    fullName: text('full_name').notNull(),
    surname: text('surname'),
    partnerName: text('partner_name'),
    fatherName: text('father_name'),
    motherName: text('mother_name'),
    maritalStatus: text('marital_status'),
    bloodType: text('blood_type'),
    hasChildren: boolean('has_children'),
    hasDied: boolean('has_died').notNull().default(false),
    deathDate: date('death_date', { mode: 'string' }),
    observations: text('observations'),
    responsibleName: text('responsible_name'),
    responsiblePhone: text('responsible_phone'),
    email: text('email'),
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    phone: text('phone'),
    birthdate: date('birthdate', { mode: 'string' }),
    cpf: text('cpf'),
    gender: text('gender'),
    occupation: text('occupation'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('patients_place_cpf').on(t.placeId, t.cpf).where(sql`${t.cpf} is not null`),
    uniqueIndex('patients_place_user').on(t.placeId, t.userId).where(sql`${t.userId} is not null`),
    index('patients_place_name').on(t.placeId, t.fullName),
    index('patients_suppliers').using('gin', t.supplierIds),
  ],
);
export type PatientRow = typeof patients.$inferSelect;

/**
 * What every signed entry of the clinical record ends with (consultation, surgery, procedure): the
 * entry it corrects, the supplier's own id, who signed it and when. Written once so the three tables
 * spell them the same way.
 */
export const signedEntry = () => ({
  addendumTo: uuid('addendum_to'),
  supplierId: text('supplier_id'),
  authorUserId: uuid('author_user_id').notNull(),
  authorName: text('author_name').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed consultation entry (spec 2 §3 Record). Never changed (CFM 1.821/2007): a correction is a
 * new entry whose addendum_to names the one it corrects.
 */
export const patientRecords = pgTable(
  'patient_records',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    chiefComplaint: text('chief_complaint').notNull(),
    presentIllnessHistory: text('present_illness_history').notNull(),
    progressNotes: text('progress_notes').notNull(),
    medicalManagement: text('medical_management').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: text('hour').notNull(),
    ...signedEntry(),
  },
  (t) => [
    index('patient_records_patient').on(t.placeId, t.patientId, t.day),
    index('patient_records_addendum').on(t.addendumTo),
  ],
);
export type PatientRecordRow = typeof patientRecords.$inferSelect;

/** A consent given or withdrawn for one purpose, under one version of its text. The latest counts. */
export const patientConsents = pgTable(
  'patient_consents',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    textVersion: text('text_version').notNull(),
    recordedByUserId: uuid('recorded_by_user_id'),
    recordedByName: text('recorded_by_name'),
    createdAt: createdAt(),
  },
  (t) => [index('patient_consents_patient').on(t.placeId, t.patientId, t.purpose, t.createdAt)],
);
export type PatientConsentRow = typeof patientConsents.$inferSelect;

/**
 * Every read and write of patient data: who (user, name, role, supplier), when, what (action and
 * the item it touched, never the data itself) and from which IP.
 */
export const patientAudit = pgTable(
  'patient_audit',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    patientId: uuid('patient_id').notNull(),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name'),
    role: text('role').notNull(),
    supplierId: text('supplier_id'),
    action: text('action').notNull(),
    target: text('target'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('patient_audit_patient').on(t.placeId, t.patientId, t.createdAt)],
);
export type PatientAuditRow = typeof patientAudit.$inferSelect;
