// The clinic's CRM admin lists and a patient's lead origin (spec 2 §3, §7, §8; decisions 140–142).
import type { Database } from '../../platform/db/client.ts';
import { createPatientsRepo } from '../patients/index.ts';
import { createCrmListsRepo } from './crm-lists.repo.ts';
import { crmListsRoutes } from './crm-lists.routes.ts';
import { createCrmListsService } from './crm-lists.service.ts';
import { createPatientOriginService } from './patient-origin.service.ts';

export { type CrmListsRepo, createCrmListsRepo } from './crm-lists.repo.ts';
export { crmListsRoutes } from './crm-lists.routes.ts';
export { type CrmListsService, createCrmListsService } from './crm-lists.service.ts';
export { createPatientOriginService, type PatientOriginService } from './patient-origin.service.ts';

/** The lists' and origins' handlers, for the clinic's container. */
export function crmListsHandlers(database: Database) {
  const lists = createCrmListsRepo();
  return crmListsRoutes({
    lists: createCrmListsService({ database, lists }),
    origins: createPatientOriginService({ database, lists, patients: createPatientsRepo() }),
  });
}
