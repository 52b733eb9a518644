import { date, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ownedBy, primaryId } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';
import { patients, signedEntry } from './patients.tables.ts';

// Surgeries and procedures of the clinical record (spec 2 §3; decisions 155–156). Tenant data (RLS),
// signed when written and never changed: the migration refuses UPDATE and DELETE with the trigger of
// the consultations, and an addendum_to (a foreign key to the same table) carries a correction.

/** A signed surgery: spec 2 §3 Surgery. */
export const patientSurgeries = pgTable(
  'patient_surgeries',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    surgeryType: text('surgery_type').notNull(),
    surgeryLocal: text('surgery_local').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    observations: text('observations').notNull(),
    ...signedEntry(),
  },
  (t) => [
    index('patient_surgeries_patient').on(t.placeId, t.patientId, t.day),
    index('patient_surgeries_addendum').on(t.addendumTo),
  ],
);
export type PatientSurgeryRow = typeof patientSurgeries.$inferSelect;

/** A signed procedure: its type and what traces an application (region, product, lot, quantity). */
export const patientProcedures = pgTable(
  'patient_procedures',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    procedureType: text('procedure_type').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: text('hour').notNull(),
    region: text('region').notNull(),
    product: text('product').notNull(),
    lot: text('lot').notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }),
    unit: text('unit'),
    technique: text('technique').notNull(),
    notes: text('notes').notNull(),
    ...signedEntry(),
  },
  (t) => [
    index('patient_procedures_patient').on(t.placeId, t.patientId, t.day),
    index('patient_procedures_addendum').on(t.addendumTo),
  ],
);
export type PatientProcedureRow = typeof patientProcedures.$inferSelect;
