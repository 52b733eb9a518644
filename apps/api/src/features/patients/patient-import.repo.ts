import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import type { PatientValues } from './patients.repo.ts';
import { patients } from './patients.tables.ts';

const CHUNK = 1000;

/** The queries of the patient import; callers pass the `inPlace` transaction (RLS). */
export function createPatientImportRepo() {
  return {
    /** The patients of the place holding any of these CPFs/CNPJs: id, CPF, name and linked suppliers. */
    async byCpfs(q: Queryable, placeId: string, cpfs: string[]) {
      const found: { id: string; cpf: string | null; fullName: string; supplierIds: string[] }[] = [];
      for (let i = 0; i < cpfs.length; i += CHUNK) {
        const part = cpfs.slice(i, i + CHUNK);
        found.push(
          ...(await q
            .select({
              id: patients.id,
              cpf: patients.cpf,
              fullName: patients.fullName,
              supplierIds: patients.supplierIds,
            })
            .from(patients)
            .where(and(eq(patients.placeId, placeId), inArray(patients.cpf, part)))),
        );
      }
      return found;
    },

    /** One insert for the whole batch. */
    async insertMany(q: Queryable, placeId: string, values: PatientValues[]) {
      if (values.length === 0) return [];
      return q
        .insert(patients)
        .values(values.map((v) => ({ ...v, placeId })))
        .returning({ id: patients.id });
    },
  };
}
export type PatientImportRepo = ReturnType<typeof createPatientImportRepo>;
