import { defineRoutes } from '../call-route.ts';

export const settingsRoutes = defineRoutes({
  'admin/settings/get': { level: 'manager' },
  'admin/settings/update': { level: 'manager' },
  'admin/settings/theme/get': { level: 'manager' },
  'admin/settings/theme': { level: 'manager' },
  'admin/settings/theme/upload': { level: 'manager' },
});
