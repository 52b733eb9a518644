import { defineRoutes } from '../call-route.ts';

// Patients and the clinical record (spec 2 §6–§7; decisions 135–139). Patient data is staff-only
// (manager token); the clinical record is written by professionals (a manager with a supplier id)
// and read by them and the owner; the access audit is the owner's, and each patient's own.
export const patientsRoutes = defineRoutes({
  'patients/get': { level: 'manager' },
  'patients/cpf': { level: 'manager' },
  'patients/list': { level: 'manager' },
  'patients/check': { level: 'manager' },
  'patients/create': { level: 'manager' },
  'patients/update': { level: 'manager' },
  'patients/consent': { level: 'manager' },
  'patients/audit': { level: 'owner' },
  // A patient asks for their own audit (LGPD): only the rows of the patient linked to their account.
  'patients/my-audit': { level: 'user' },
  'record/create': { level: 'supplier' },
  'record/get': { level: 'supplier' },
});
