import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { IntegrationPatient } from './port.ts';
import { clinicIntegrationSandboxPatients as table } from './sandbox.tables.ts';

/** Where the sandbox integration keeps its patients (decision 194); one row per place and CPF. */
export function createSandboxPatientsRepo(db: Db) {
  return {
    async find(placeId: string, cpf: string): Promise<IntegrationPatient | null> {
      const [row] = await db
        .select({ patient: table.patient })
        .from(table)
        .where(and(eq(table.placeId, placeId), eq(table.cpf, cpf)));
      return row?.patient ?? null;
    },
    /** The place's patients, oldest first (a sandbox holds few: the filter runs over them in memory). */
    async all(placeId: string, limit: number): Promise<IntegrationPatient[]> {
      const rows = await db
        .select({ patient: table.patient })
        .from(table)
        .where(eq(table.placeId, placeId))
        .orderBy(asc(table.updatedAt))
        .limit(limit);
      return rows.map((r) => r.patient);
    },
    async save(placeId: string, patient: IntegrationPatient & { cpf: string }) {
      await db
        .insert(table)
        .values({ placeId, cpf: patient.cpf, patient })
        .onConflictDoUpdate({ target: [table.placeId, table.cpf], set: { patient, updatedAt: new Date() } });
    },
  };
}
export type SandboxPatientsRepo = ReturnType<typeof createSandboxPatientsRepo>;
