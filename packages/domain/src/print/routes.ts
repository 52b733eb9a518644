import { defineRoutes } from '../call-route.ts';

export const printRoutes = defineRoutes({
  'admin/orders/ticket': { level: 'manager' },
});
