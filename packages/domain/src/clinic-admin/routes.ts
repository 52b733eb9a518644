import { defineRoutes } from '../call-route.ts';

// The clinic's back office (decision 134): the owner manages the specialities suppliers are
// listed under (suppliers themselves go through servicesupplier/update).
export const clinicAdminRoutes = defineRoutes({
  'speciality/save': { level: 'owner' },
  'speciality/remove': { level: 'owner' },
});
