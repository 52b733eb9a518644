import { defineRoutes } from '../call-route.ts';

export const postalRoutes = defineRoutes({
  'postalcode/lookup': { level: 'anonymous', place: 'optional' },
  'postalcode/states': { level: 'anonymous', method: 'GET', place: 'optional' },
  'admin/cidadeuf': { level: 'anonymous', method: 'GET', place: 'optional' },
  getcitydistrict: { level: 'anonymous', method: 'GET', place: 'optional' },
});
