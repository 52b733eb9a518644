import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { patients } from '../patients/patients.tables.ts';
import { specialities } from '../scheduling/scheduling.tables.ts';
import {
  crmCampaigns,
  crmCancellationReasons,
  crmContactTypes,
  crmFirstContacts,
  crmOrganizations,
  patientOrigins,
} from './crm-lists.tables.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

/** The bulk writes of the CRM lists demo (crm-lists.seed.ts) and the two reads it links them by. */
export function createCrmListsSeedRepo() {
  return {
    async insertReasons(tx: Tx, rows: Insert<typeof crmCancellationReasons>) {
      await tx.insert(crmCancellationReasons).values(rows);
    },
    insertContactTypes: (tx: Tx, rows: Insert<typeof crmContactTypes>) =>
      tx.insert(crmContactTypes).values(rows).returning({ id: crmContactTypes.id, name: crmContactTypes.name }),
    insertOrganizations: (tx: Tx, rows: Insert<typeof crmOrganizations>) =>
      tx.insert(crmOrganizations).values(rows).returning({ id: crmOrganizations.id }),
    specialitiesOf: (tx: Tx, placeId: string) =>
      tx
        .select({ id: specialities.id, name: specialities.name })
        .from(specialities)
        .where(eq(specialities.placeId, placeId)),
    insertCampaigns: (tx: Tx, rows: Insert<typeof crmCampaigns>) =>
      tx.insert(crmCampaigns).values(rows).returning({ id: crmCampaigns.id, name: crmCampaigns.name }),
    insertFirstContacts: (tx: Tx, rows: Insert<typeof crmFirstContacts>) =>
      tx
        .insert(crmFirstContacts)
        .values(rows)
        .returning({ id: crmFirstContacts.id, campaignId: crmFirstContacts.campaignId }),
    /** The place's patients in the order they were registered. */
    patientsOf: (tx: Tx, placeId: string) =>
      tx
        .select({ id: patients.id, supplierIds: patients.supplierIds })
        .from(patients)
        .where(eq(patients.placeId, placeId))
        .orderBy(asc(patients.createdAt), asc(patients.id)),
    async insertOrigins(tx: Tx, rows: Insert<typeof patientOrigins>) {
      if (rows.length > 0) await tx.insert(patientOrigins).values(rows);
    },
  };
}
