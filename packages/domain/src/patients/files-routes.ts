import { defineRoutes } from '../call-route.ts';

// Patient files, before/after photos, shared results, application plans and the record's export
// (spec 2 §3, §6–§7; decisions 160–163). Clinical content: professionals and the owner (the
// `supplier` level), each within the patient scope of decision 135; the shared result is read by
// anyone holding its link.
export const patientFilesRoutes = defineRoutes({
  'patients/files/upload': { level: 'supplier' },
  'patients/files/get': { level: 'supplier' },
  'patients/files/delete': { level: 'supplier' },
  'patients/photos/upload': { level: 'supplier' },
  'patients/photos/get': { level: 'supplier' },
  'patients/photos/delete': { level: 'supplier' },
  'patients/share/photos/create': { level: 'supplier' },
  'patients/share/photos/get': { level: 'anonymous' },
  'patients/share/photos/revoke': { level: 'supplier' },
  'patients/application-plan/create': { level: 'supplier' },
  'patients/application-plan/get': { level: 'supplier' },
  'patients/application-plan/delete': { level: 'supplier' },
  'patients/application-plan/session': { level: 'supplier' },
  'patients/export': { level: 'supplier' },
});
