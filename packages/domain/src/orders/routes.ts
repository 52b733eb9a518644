import { defineRoutes } from '../call-route.ts';

export const ordersRoutes = defineRoutes({
  'v2/orderdelivery': { level: 'user' },
  'v2/orderdeliverypayment': { level: 'user' },
  readorder: { level: 'user' },
  readordernotoken: { level: 'anonymous' },
  mydelivery: { level: 'user' },
  'admin/updateorder': { level: 'manager' },
  'manager/cancelordermanager': { level: 'manager' },
  'manager/getorderlist': { level: 'manager' },
  'order/rate': { level: 'user' },
  'manager/ratings': { level: 'manager' },
});
