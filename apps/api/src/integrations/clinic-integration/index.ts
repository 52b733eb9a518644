// The clinic's patient-system integration (spec 2 §7; decisions 158, 194): the port, the HTTP client and the sandbox.
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { createHttpClinicIntegration } from './http.ts';
import type { ClinicIntegrationPort } from './port.ts';
import { createSandboxPatientsRepo } from './sandbox.repo.ts';
import { createSandboxClinicIntegration } from './sandbox.ts';

export { createHttpClinicIntegration } from './http.ts';
export type {
  ClinicIntegrationPort,
  IntegrationCustomField,
  IntegrationFilter,
  IntegrationPatient,
  IntegrationTarget,
} from './port.ts';
export { IntegrationUnavailable } from './port.ts';
export { createSandboxClinicIntegration } from './sandbox.ts';

/** The configured client: `http` (decision 158) or the sandbox, whose patients live in a table (194). */
export function createClinicIntegration(deps: { config: Config['clinicIntegration']; db: Db }): ClinicIntegrationPort {
  if (deps.config.provider === 'http') return createHttpClinicIntegration({ allowPrivate: deps.config.allowPrivate });
  return createSandboxClinicIntegration(createSandboxPatientsRepo(deps.db));
}
