// The patient CRM: filters, saved filters and the streamed export (spec 2 §3, §7; decisions 143–145).
import type { Database } from '../../platform/db/client.ts';
import { createCrmRepo } from './crm.repo.ts';
import { createCrmService } from './crm.service.ts';

export { createCrmRepo } from './crm.repo.ts';
export { crmRoutes } from './crm.routes.ts';
export { type CrmService, createCrmService } from './crm.service.ts';
export { registerCrmExport as register } from './crm-export.routes.ts';

export const createCrm = (database: Database) => createCrmService({ database, crm: createCrmRepo() });
