import { defineRoutes } from '../call-route.ts';

// Counter tools beyond acting: saved carts (decision 115), merged accounts (decision 116) and
// referrals (decision 118).
export const counterRoutes = defineRoutes({
  setcachecart: { level: 'manager' },
  // Staff load any saved cart of the place by its code; a customer loads one shared with them.
  getcachecart: { level: 'user' },
  createcachetoken: { level: 'manager' },
  mergeusers: { level: 'manager' },
  // Referrals (decision 118): the referred-by dialog's search, for any signed-in person here.
  'admin/searchsalesman': { level: 'user', method: 'GET' },
  'indications/list': { level: 'manager' },
});
