import { defineRoutes } from '../call-route.ts';

// The anamnesis (spec 2 §7; decision 165): clinical content, read and written by professionals
// and the owner (decision 137), like the record.
export const anamnesisRoutes = defineRoutes({
  'anamnesis/get': { level: 'supplier' },
  'anamnesis/create': { level: 'supplier' },
});
