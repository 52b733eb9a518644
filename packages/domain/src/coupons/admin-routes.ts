import { defineRoutes } from '../call-route.ts';

export const couponsAdminRoutes = defineRoutes({
  'admin/coupons/list': { level: 'manager' },
  'admin/coupons/create': { level: 'manager' },
  'admin/coupons/update': { level: 'manager' },
  'admin/coupons/setactive': { level: 'manager' },
});
