import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { patientAnamneses } from './patient-links.tables.ts';
import { patients } from './patients.tables.ts';

/** The demo's reads and writes of the record that no service needs (seeds of files, items, anamneses). */
export function createPatientsSeedRepo() {
  return {
    /** A professional's patients by name (the demo's records are Dr. Pedro's). */
    async ofSupplier(tx: Tx, placeId: string, supplierId: string, limit = 1000) {
      return tx
        .select({ id: patients.id, fullName: patients.fullName })
        .from(patients)
        .where(and(eq(patients.placeId, placeId), arrayContains(patients.supplierIds, [supplierId])))
        .orderBy(asc(patients.fullName))
        .limit(limit);
    },
    /** The place's first patients in the order they were created. */
    async first(tx: Tx, placeId: string, limit: number) {
      return tx
        .select({ id: patients.id })
        .from(patients)
        .where(eq(patients.placeId, placeId))
        .orderBy(asc(patients.createdAt), asc(patients.id))
        .limit(limit);
    },
    async insertAnamneses(tx: Tx, values: (typeof patientAnamneses.$inferInsert)[]) {
      if (values.length === 0) return [];
      return tx
        .insert(patientAnamneses)
        .values(values)
        .returning({ id: patientAnamneses.id, patientId: patientAnamneses.patientId });
    },
  };
}
