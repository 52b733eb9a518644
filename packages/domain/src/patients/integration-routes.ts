import { defineRoutes } from '../call-route.ts';

// The clinic's own patient system (spec 2 §7 integration client: webApp/patient/updatePatient,
// getPatientDetail, getPatientCustomFields, getPatientFilter; decisions 158, 185). The owner sets
// where it answers; staff read a patient's data there and push the product's data to it.
export const patientIntegrationRoutes = defineRoutes({
  'patients/integration/settings': { level: 'owner' },
  'patients/integration/settings/update': { level: 'owner' },
  'patients/integration/detail': { level: 'manager' },
  'patients/integration/update': { level: 'manager' },
  'patients/integration/filter': { level: 'manager' },
  'patients/integration/status': { level: 'manager' },
});
