import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import {
  type PatientProcedureRow,
  type PatientSurgeryRow,
  patientProcedures,
  patientSurgeries,
} from './record-items.tables.ts';

export type SurgeryData = PatientSurgeryRow;
export type ProcedureData = PatientProcedureRow;
export type SurgeryValues = Omit<typeof patientSurgeries.$inferInsert, 'id' | 'signedAt'>;
export type ProcedureValues = Omit<typeof patientProcedures.$inferInsert, 'id' | 'signedAt'>;

/** Surgeries and procedures; callers pass the `inPlace` transaction (RLS) and the place filter. */
export function createRecordItemsRepo() {
  return {
    async surgeries(q: Queryable, placeId: string, patientId: string) {
      return q
        .select()
        .from(patientSurgeries)
        .where(and(eq(patientSurgeries.placeId, placeId), eq(patientSurgeries.patientId, patientId)))
        .orderBy(desc(patientSurgeries.day), desc(patientSurgeries.startTime), desc(patientSurgeries.signedAt));
    },
    async surgery(q: Queryable, placeId: string, id: string) {
      const [row] = await q
        .select()
        .from(patientSurgeries)
        .where(and(eq(patientSurgeries.placeId, placeId), eq(patientSurgeries.id, id)))
        .limit(1);
      return row ?? null;
    },
    async surgeryAddenda(q: Queryable, placeId: string, id: string) {
      return q
        .select()
        .from(patientSurgeries)
        .where(and(eq(patientSurgeries.placeId, placeId), eq(patientSurgeries.addendumTo, id)))
        .orderBy(patientSurgeries.signedAt, patientSurgeries.id);
    },
    async insertSurgery(q: Queryable, values: SurgeryValues) {
      const [row] = await q.insert(patientSurgeries).values(values).returning();
      if (!row) throw new Error('surgery insert returned nothing');
      return row;
    },

    async procedures(q: Queryable, placeId: string, patientId: string) {
      return q
        .select()
        .from(patientProcedures)
        .where(and(eq(patientProcedures.placeId, placeId), eq(patientProcedures.patientId, patientId)))
        .orderBy(desc(patientProcedures.day), desc(patientProcedures.hour), desc(patientProcedures.signedAt));
    },
    async procedure(q: Queryable, placeId: string, id: string) {
      const [row] = await q
        .select()
        .from(patientProcedures)
        .where(and(eq(patientProcedures.placeId, placeId), eq(patientProcedures.id, id)))
        .limit(1);
      return row ?? null;
    },
    async procedureAddenda(q: Queryable, placeId: string, id: string) {
      return q
        .select()
        .from(patientProcedures)
        .where(and(eq(patientProcedures.placeId, placeId), eq(patientProcedures.addendumTo, id)))
        .orderBy(patientProcedures.signedAt, patientProcedures.id);
    },
    async insertProcedures(q: Queryable, values: ProcedureValues[]) {
      if (values.length === 0) return [];
      return q.insert(patientProcedures).values(values).returning();
    },
  };
}
export type RecordItemsRepo = ReturnType<typeof createRecordItemsRepo>;
