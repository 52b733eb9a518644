import { defineRoutes } from '../call-route.ts';

// The clinic's back office (decision 134): the owner manages the specialities suppliers are
// listed under (suppliers themselves go through servicesupplier/update).
export const clinicAdminRoutes = defineRoutes({
  'speciality/save': { level: 'owner' },
  'speciality/remove': { level: 'owner' },
  // Service types (decision 180): products name them, so anyone reads them; the owner of a clinic
  // manages them (decision 206: the screen is a clinic section).
  getservicetype: { level: 'anonymous' },
  getservicetypeId: { level: 'anonymous' },
  'admin/servicetype/save': { level: 'owner', clinic: true },
});
