import { defineRoutes } from '../call-route.ts';

// Counter tools beyond acting: saved carts (decision 115) and merged accounts (decision 116).
export const counterRoutes = defineRoutes({
  setcachecart: { level: 'manager' },
  // Staff load any saved cart of the place by its code; a customer loads one shared with them.
  getcachecart: { level: 'user' },
  createcachetoken: { level: 'manager' },
  mergeusers: { level: 'manager' },
});
