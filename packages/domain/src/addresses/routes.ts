import { defineRoutes } from '../call-route.ts';

export const addressesRoutes = defineRoutes({
  addeditaddress: { level: 'user' },
  removeaddress: { level: 'user' },
  checkfreedistrict: { level: 'user' },
});
