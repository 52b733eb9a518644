import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, primaryId } from '../../platform/db/columns.ts';
import { places } from '../places/places.tables.ts';
import { patients } from './patients.tables.ts';

// Files, before/after photos, shared results and application plans of the record (decisions
// 160–163). Tenant data (RLS). Nothing is deleted: 'delete' sets hidden_* with a reason, and the
// migration lets the application role change only those columns (and a plan's sessions).

/** Columns of something hidden instead of deleted. */
const hiddenColumns = () => ({
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  hiddenReason: text('hidden_reason'),
  hiddenByUserId: uuid('hidden_by_user_id'),
});

/** A stored blob of the record: a file of the patient, or one photo of a before/after pair. */
export const patientFiles = pgTable(
  'patient_files',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    /** 'file' (listed in the record) or 'photo' (one side of a pair in patient_photos). */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** Where the bytes are in the private storage; never a public path. */
    storageKey: text('storage_key').notNull(),
    uploadedByUserId: uuid('uploaded_by_user_id'),
    uploadedByName: text('uploaded_by_name'),
    createdAt: createdAt(),
    ...hiddenColumns(),
  },
  (t) => [index('patient_files_patient').on(t.placeId, t.patientId, t.createdAt)],
);
export type PatientFileRow = typeof patientFiles.$inferSelect;

/** A before/after pair: two stored photos, the procedure, the region and the day. */
export const patientPhotos = pgTable(
  'patient_photos',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    beforeFileId: uuid('before_file_id')
      .notNull()
      .references(() => patientFiles.id),
    afterFileId: uuid('after_file_id')
      .notNull()
      .references(() => patientFiles.id),
    procedure: text('procedure').notNull(),
    region: text('region').notNull(),
    day: text('day').notNull(),
    uploadedByUserId: uuid('uploaded_by_user_id'),
    uploadedByName: text('uploaded_by_name'),
    createdAt: createdAt(),
    ...hiddenColumns(),
  },
  (t) => [index('patient_photos_patient').on(t.placeId, t.patientId, t.createdAt)],
);
export type PatientPhotoRow = typeof patientPhotos.$inferSelect;

/** A before/after result shared by link; the link's id is stored only as its SHA-256. */
export const patientPhotoShares = pgTable(
  'patient_photo_shares',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => patientPhotos.id),
    userId: uuid('user_id'),
    tokenHash: text('token_hash').notNull().unique(),
    specialityName: text('speciality_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('patient_photo_shares_photo').on(t.placeId, t.photoId)],
);
export type PatientPhotoShareRow = typeof patientPhotoShares.$inferSelect;

/** An application plan: a product in sessions every interval_days from start_date (decision 162). */
export const patientApplicationPlans = pgTable(
  'patient_application_plans',
  {
    id: primaryId(),
    placeId: ownedBy('place_id', () => places.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    product: text('product').notNull(),
    notes: text('notes'),
    intervalDays: integer('interval_days').notNull(),
    startDate: text('start_date').notNull(),
    sessions: jsonb('sessions').$type<{ number: number; date: string; status: string }[]>().notNull(),
    supplierId: text('supplier_id'),
    authorUserId: uuid('author_user_id').notNull(),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
    ...hiddenColumns(),
  },
  (t) => [index('patient_application_plans_patient').on(t.placeId, t.patientId, t.createdAt)],
);
export type PatientApplicationPlanRow = typeof patientApplicationPlans.$inferSelect;
