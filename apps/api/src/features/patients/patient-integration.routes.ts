import type { Handlers } from '../../platform/http.ts';
import type { PatientIntegrationService } from './patient-integration.service.ts';

type IntegrationCalls =
  | 'patients/integration/settings'
  | 'patients/integration/settings/update'
  | 'patients/integration/detail'
  | 'patients/integration/update'
  | 'patients/integration/filter'
  | 'patients/integration/status';

export function patientIntegrationRoutes(s: {
  integration: PatientIntegrationService;
}): Pick<Handlers, IntegrationCalls> {
  const x = s.integration;
  return {
    'patients/integration/settings': x.settings,
    'patients/integration/settings/update': x.updateSettings,
    'patients/integration/detail': x.detail,
    'patients/integration/update': x.update,
    'patients/integration/filter': x.filter,
    'patients/integration/status': x.status,
  };
}
