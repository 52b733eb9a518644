import { defineRoutes } from '../call-route.ts';

// Open accounts (spec 1 §7 "openorder/*", consumeplace/list, makerequest, requestbill,
// admin/finishopenorder; decision 070).
export const openOrdersRoutes = defineRoutes({
  'consumeplace/list': { level: 'anonymous' },
  'openorder/check': { level: 'user' },
  'openorder/invite': { level: 'anonymous' },
  'openorder/assign': { level: 'user' },
  'openorder/get': { level: 'user' },
  'openorder/list': { level: 'manager' },
  'openorder/update': { level: 'manager' },
  makerequest: { level: 'user' },
  requestbill: { level: 'user' },
  'admin/finishopenorder': { level: 'manager' },
});
