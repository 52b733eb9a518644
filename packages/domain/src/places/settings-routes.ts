import { defineRoutes } from '../call-route.ts';

export const settingsRoutes = defineRoutes({
  'admin/settings/get': { level: 'manager' },
  'admin/settings/update': { level: 'manager' },
  'admin/settings/theme/get': { level: 'manager' },
  'admin/settings/theme': { level: 'manager' },
  'admin/settings/theme/upload': { level: 'manager' },
  'admin/coupons/list': { level: 'manager' },
  'admin/coupons/create': { level: 'manager' },
  'admin/coupons/update': { level: 'manager' },
  'admin/coupons/setactive': { level: 'manager' },
});
