import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { places } from '../places/places.tables.ts';
import {
  type PatientApplicationPlanRow,
  type PatientFileRow,
  type PatientPhotoRow,
  type PatientPhotoShareRow,
  patientApplicationPlans,
  patientFiles,
  patientPhotoShares,
  patientPhotos,
} from './patient-files.tables.ts';

export type FileData = PatientFileRow;
export type PhotoData = PatientPhotoRow;
export type ShareData = PatientPhotoShareRow;
export type PlanData = PatientApplicationPlanRow;
type Insert<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'id' | 'createdAt'>;
export type Hide = { reason: string; userId: string | null };

/** Queries of files, photos, shares and plans; callers pass the `inPlace` transaction (RLS). */
export function createPatientFilesRepo() {
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0] ?? null;
  const hidden = (h: Hide) => ({ hiddenAt: new Date(), hiddenReason: h.reason, hiddenByUserId: h.userId });
  return {
    /** The clinic's name, printed on the record's PDF. */
    async placeName(q: Queryable, placeId: string) {
      const row = await one(q.select({ name: places.name }).from(places).where(eq(places.id, placeId)));
      return row?.name ?? '';
    },
    async insertFile(q: Queryable, values: Insert<typeof patientFiles>) {
      const [row] = await q.insert(patientFiles).values(values).returning();
      return row as FileData;
    },
    file(q: Queryable, placeId: string, id: string) {
      return one(
        q
          .select()
          .from(patientFiles)
          .where(and(eq(patientFiles.placeId, placeId), eq(patientFiles.id, id))),
      );
    },
    /** The patient's files (not the photos of pairs), newest first; hidden ones only when asked. */
    files(q: Queryable, placeId: string, patientId: string, withHidden = false) {
      const where: SQL[] = [
        eq(patientFiles.placeId, placeId),
        eq(patientFiles.patientId, patientId),
        eq(patientFiles.kind, 'file'),
      ];
      if (!withHidden) where.push(isNull(patientFiles.hiddenAt));
      return q
        .select()
        .from(patientFiles)
        .where(and(...where))
        .orderBy(desc(patientFiles.createdAt));
    },
    async hideFile(q: Queryable, placeId: string, id: string, h: Hide) {
      const [row] = await q
        .update(patientFiles)
        .set(hidden(h))
        .where(and(eq(patientFiles.placeId, placeId), eq(patientFiles.id, id), isNull(patientFiles.hiddenAt)))
        .returning();
      return row ?? null;
    },

    async insertPhoto(q: Queryable, values: Insert<typeof patientPhotos>) {
      const [row] = await q.insert(patientPhotos).values(values).returning();
      return row as PhotoData;
    },
    photo(q: Queryable, placeId: string, id: string) {
      return one(
        q
          .select()
          .from(patientPhotos)
          .where(and(eq(patientPhotos.placeId, placeId), eq(patientPhotos.id, id))),
      );
    },
    photos(q: Queryable, placeId: string, patientId: string, withHidden = false) {
      const where: SQL[] = [eq(patientPhotos.placeId, placeId), eq(patientPhotos.patientId, patientId)];
      if (!withHidden) where.push(isNull(patientPhotos.hiddenAt));
      return q
        .select()
        .from(patientPhotos)
        .where(and(...where))
        .orderBy(desc(patientPhotos.day), desc(patientPhotos.createdAt));
    },
    async hidePhoto(q: Queryable, placeId: string, id: string, h: Hide) {
      const [row] = await q
        .update(patientPhotos)
        .set(hidden(h))
        .where(and(eq(patientPhotos.placeId, placeId), eq(patientPhotos.id, id), isNull(patientPhotos.hiddenAt)))
        .returning();
      return row ?? null;
    },

    async insertShare(q: Queryable, values: Insert<typeof patientPhotoShares>) {
      const [row] = await q.insert(patientPhotoShares).values(values).returning();
      return row as ShareData;
    },
    shareByHash(q: Queryable, placeId: string, tokenHash: string) {
      return one(
        q
          .select()
          .from(patientPhotoShares)
          .where(and(eq(patientPhotoShares.placeId, placeId), eq(patientPhotoShares.tokenHash, tokenHash))),
      );
    },
    share(q: Queryable, placeId: string, id: string) {
      return one(
        q
          .select()
          .from(patientPhotoShares)
          .where(and(eq(patientPhotoShares.placeId, placeId), eq(patientPhotoShares.id, id))),
      );
    },
    shares(q: Queryable, placeId: string, photoId: string) {
      return q
        .select()
        .from(patientPhotoShares)
        .where(and(eq(patientPhotoShares.placeId, placeId), eq(patientPhotoShares.photoId, photoId)))
        .orderBy(desc(patientPhotoShares.createdAt));
    },
    async revokeShare(q: Queryable, placeId: string, id: string) {
      const [row] = await q
        .update(patientPhotoShares)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(patientPhotoShares.placeId, placeId),
            eq(patientPhotoShares.id, id),
            isNull(patientPhotoShares.revokedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    async insertPlan(q: Queryable, values: Insert<typeof patientApplicationPlans>) {
      const [row] = await q.insert(patientApplicationPlans).values(values).returning();
      return row as PlanData;
    },
    plan(q: Queryable, placeId: string, id: string, forUpdate = false) {
      const query = q
        .select()
        .from(patientApplicationPlans)
        .where(and(eq(patientApplicationPlans.placeId, placeId), eq(patientApplicationPlans.id, id)));
      return one(forUpdate ? query.for('update') : query);
    },
    plans(q: Queryable, placeId: string, patientId: string, withHidden = false) {
      const where: SQL[] = [
        eq(patientApplicationPlans.placeId, placeId),
        eq(patientApplicationPlans.patientId, patientId),
      ];
      if (!withHidden) where.push(isNull(patientApplicationPlans.hiddenAt));
      return q
        .select()
        .from(patientApplicationPlans)
        .where(and(...where))
        .orderBy(desc(patientApplicationPlans.startDate), desc(patientApplicationPlans.createdAt));
    },
    async hidePlan(q: Queryable, placeId: string, id: string, h: Hide) {
      const [row] = await q
        .update(patientApplicationPlans)
        .set(hidden(h))
        .where(
          and(
            eq(patientApplicationPlans.placeId, placeId),
            eq(patientApplicationPlans.id, id),
            isNull(patientApplicationPlans.hiddenAt),
          ),
        )
        .returning();
      return row ?? null;
    },
    async setSessions(q: Queryable, placeId: string, id: string, sessions: PlanData['sessions']) {
      const [row] = await q
        .update(patientApplicationPlans)
        .set({ sessions })
        .where(and(eq(patientApplicationPlans.placeId, placeId), eq(patientApplicationPlans.id, id)))
        .returning();
      return row as PlanData;
    },
  };
}
export type PatientFilesRepo = ReturnType<typeof createPatientFilesRepo>;
