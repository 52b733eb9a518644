import { defineRoutes } from '../call-route.ts';

// Forms patients fill in from a link (spec 2 §4, §6, §7; decision 166): staff create, list and
// revoke links; the anonymous visitor with the hash reads and submits once.
export const patientLinksRoutes = defineRoutes({
  'patient-link/create': { level: 'manager' },
  'patient-link/get': { level: 'anonymous' },
  'patient-link/create-patient': { level: 'anonymous' },
  'patient-link/update-patient': { level: 'anonymous' },
  'anamnesis-link/create': { level: 'manager' },
  'anamnesis-link/get': { level: 'anonymous' },
  'anamnesis-link/submit': { level: 'anonymous' },
  'patient-link/list': { level: 'manager' },
  'patient-link/revoke': { level: 'manager' },
});
