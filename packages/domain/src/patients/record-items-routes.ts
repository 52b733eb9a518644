import { defineRoutes } from '../call-route.ts';

// Surgeries and procedures of the clinical record (spec 2 §6: "Supplier: … records, procedures,
// surgeries"): written and read by professionals, like the consultations (decisions 137, 138, 155).
export const recordItemsRoutes = defineRoutes({
  'surgery/create': { level: 'supplier' },
  'surgery/get': { level: 'supplier' },
  'procedure/create': { level: 'supplier' },
  'procedure/get': { level: 'supplier' },
});
