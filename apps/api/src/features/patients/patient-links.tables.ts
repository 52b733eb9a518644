import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';
import { patients } from './patients.tables.ts';

// Anamneses and the links patients fill in (decisions 165, 166). Tenant data (RLS). Anamneses are
// append-only like the record: a new one supersedes, none is changed (the migration's trigger).

/** One answered anamnesis, under the form version it was answered with. */
export const patientAnamneses = pgTable(
  'patient_anamneses',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    formVersion: text('form_version').notNull(),
    answers: jsonb('answers')
      .$type<Record<string, { value: boolean | string | string[] | null; detail?: string | null }>>()
      .notNull(),
    /** 'staff' (a professional with the patient) or 'patient' (through a link). */
    filledBy: text('filled_by').notNull(),
    authorUserId: uuid('author_user_id'),
    authorName: text('author_name'),
    linkId: uuid('link_id'),
    supersedes: uuid('supersedes'),
    createdAt: createdAt(),
  },
  (t) => [index('patient_anamneses_patient').on(t.placeId, t.patientId, t.createdAt)],
);
export type PatientAnamnesisRow = typeof patientAnamneses.$inferSelect;

/**
 * A link a patient opens without signing in: its secret is kept only as a SHA-256; it is bound to
 * one place and to one patient (or, for a patient-data link, to "a new patient"); it expires,
 * can be revoked and is used once.
 */
export const patientLinks = pgTable(
  'patient_links',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    kind: text('kind').notNull(),
    patientId: uuid('patient_id').references(() => patients.id),
    hash: text('hash').notNull(),
    /** The supplier a new patient is linked to (the professional who sent the link), if any. */
    supplierId: text('supplier_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id'),
    createdByName: text('created_by_name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('patient_links_hash').on(t.hash), index('patient_links_patient').on(t.placeId, t.patientId)],
);
export type PatientLinkRow = typeof patientLinks.$inferSelect;
