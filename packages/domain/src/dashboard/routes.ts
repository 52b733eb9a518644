import { defineRoutes } from '../call-route.ts';

export const dashboardRoutes = defineRoutes({
  'admin/dashboard/summary': { level: 'manager' },
  'admin/dashboard/csv': { level: 'manager' },
});
