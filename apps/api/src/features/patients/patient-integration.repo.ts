import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { patientIntegrationSettings } from './patient-integration.tables.ts';

/** A place's integration settings; callers pass the `inPlace` transaction (RLS). */
export function createPatientIntegrationRepo() {
  return {
    async settings(q: Queryable, placeId: string) {
      const [row] = await q
        .select()
        .from(patientIntegrationSettings)
        .where(eq(patientIntegrationSettings.placeId, placeId));
      return row ?? null;
    },
    async save(
      q: Queryable,
      placeId: string,
      values: { baseUrl: string; token: null; tokenSealed: string | null; tokenHint: string | null },
    ) {
      await q
        .insert(patientIntegrationSettings)
        .values({ placeId, ...values })
        .onConflictDoUpdate({
          target: patientIntegrationSettings.placeId,
          set: { ...values, updatedAt: new Date() },
        });
    },
    async clear(q: Queryable, placeId: string) {
      await q.delete(patientIntegrationSettings).where(eq(patientIntegrationSettings.placeId, placeId));
    },
  };
}
export type PatientIntegrationRepo = ReturnType<typeof createPatientIntegrationRepo>;
