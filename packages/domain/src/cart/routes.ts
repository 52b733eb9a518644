import { defineRoutes } from '../call-route.ts';

export const cartRoutes = defineRoutes({
  ordercartproductvalidate: { level: 'anonymous' },
});
