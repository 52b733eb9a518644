import { defineRoutes } from '../call-route.ts';

// The patient CRM (spec 2 §2 '/crm' supplier, §6 'Supplier: … CRM', §7; decisions 143–145). The
// CRM reads patient data: professionals (a manager with a supplier id) and the owner, each within
// the patient scope of decision 135. The export is a stream at CRM_EXPORT_URL, not a JSON call.
export const crmRoutes = defineRoutes({
  'patients/crm': { level: 'supplier' },
  'params/crm': { level: 'supplier' },
  'crm/filters/list': { level: 'supplier' },
  'crm/filters/save': { level: 'supplier' },
  'crm/filters/delete': { level: 'supplier' },
});
