import { defineRoutes } from '../call-route.ts';

// The payments list of the counter (spec 3 §2.2 PaymentList, decision 120).
export const paymentListRoutes = defineRoutes({
  paymentlist: { level: 'manager' },
});
