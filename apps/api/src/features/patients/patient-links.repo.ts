import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { places } from '../places/places.tables.ts';
import {
  type PatientAnamnesisRow,
  type PatientLinkRow,
  patientAnamneses,
  patientLinks,
} from './patient-links.tables.ts';

export type AnamnesisData = PatientAnamnesisRow;
export type PatientLinkData = PatientLinkRow;
export type AnamnesisValues = Omit<typeof patientAnamneses.$inferInsert, 'id' | 'createdAt'>;
export type PatientLinkValues = Omit<typeof patientLinks.$inferInsert, 'id' | 'createdAt' | 'usedAt' | 'revokedAt'>;

/** Anamneses and patient links; callers pass the `inPlace` transaction (RLS) and the place filter. */
export function createPatientLinksRepo() {
  return {
    async anamneses(q: Queryable, placeId: string, patientId: string, limit = 50) {
      return q
        .select()
        .from(patientAnamneses)
        .where(and(eq(patientAnamneses.placeId, placeId), eq(patientAnamneses.patientId, patientId)))
        .orderBy(desc(patientAnamneses.createdAt), desc(patientAnamneses.id))
        .limit(limit);
    },

    async insertAnamnesis(q: Queryable, values: AnamnesisValues) {
      const [row] = await q.insert(patientAnamneses).values(values).returning();
      if (!row) throw new Error('anamnesis insert returned nothing');
      return row;
    },

    async insertLink(q: Queryable, values: PatientLinkValues) {
      const [row] = await q.insert(patientLinks).values(values).returning();
      if (!row) throw new Error('link insert returned nothing');
      return row;
    },

    /** The link with this secret's hash at this place, whatever its state. */
    async linkByHash(q: Queryable, placeId: string, hash: string) {
      const [row] = await q
        .select()
        .from(patientLinks)
        .where(and(eq(patientLinks.placeId, placeId), eq(patientLinks.hash, hash)))
        .limit(1);
      return row ?? null;
    },

    async link(q: Queryable, placeId: string, id: string) {
      const [row] = await q
        .select()
        .from(patientLinks)
        .where(and(eq(patientLinks.placeId, placeId), eq(patientLinks.id, id)))
        .limit(1);
      return row ?? null;
    },

    async linksOf(q: Queryable, placeId: string, patientId: string) {
      return q
        .select()
        .from(patientLinks)
        .where(and(eq(patientLinks.placeId, placeId), eq(patientLinks.patientId, patientId)))
        .orderBy(desc(patientLinks.createdAt))
        .limit(50);
    },

    /**
     * Marks an open link used, atomically: of two submissions racing, one gets the row and the
     * other nothing. `patientId` binds a new-patient link to the patient it registered.
     */
    async useLink(q: Queryable, id: string, now: Date, patientId?: string) {
      const [row] = await q
        .update(patientLinks)
        .set({ usedAt: now, ...(patientId ? { patientId } : {}) })
        .where(
          and(
            eq(patientLinks.id, id),
            isNull(patientLinks.usedAt),
            isNull(patientLinks.revokedAt),
            gt(patientLinks.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    async revokeLink(q: Queryable, placeId: string, id: string, now: Date) {
      const [row] = await q
        .update(patientLinks)
        .set({ revokedAt: now })
        .where(
          and(
            eq(patientLinks.placeId, placeId),
            eq(patientLinks.id, id),
            isNull(patientLinks.usedAt),
            isNull(patientLinks.revokedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    async placeName(q: Queryable, placeId: string) {
      const [row] = await q.select({ name: places.name }).from(places).where(eq(places.id, placeId)).limit(1);
      return row?.name ?? '';
    },
  };
}
export type PatientLinksRepo = ReturnType<typeof createPatientLinksRepo>;
