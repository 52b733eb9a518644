import { defineRoutes } from '../call-route.ts';

// The import of patients from a spreadsheet (spec 2 §6: managers handle "patients, … imports";
// decision 157): the reception imports for the whole clinic, a professional for themselves.
export const patientImportRoutes = defineRoutes({
  'patients/import/preview': { level: 'manager' },
  'patients/import': { level: 'manager' },
  // Procedures from a spreadsheet (spec 2 §7 procedure/import; decision 185): signed by the
  // professional who imports them, like procedure/create, for their own patients.
  'procedure/import/preview': { level: 'supplier' },
  'procedure/import': { level: 'supplier' },
});
