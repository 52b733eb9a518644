import { defineRoutes } from '../call-route.ts';

export const couponsRoutes = defineRoutes({
  'cupom/view': { level: 'user' },
  'v2/orderdeliverycupom': { level: 'user' },
  removecoupon: { level: 'user' },
});
