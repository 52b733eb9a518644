import { defineRoutes } from '../call-route.ts';

// Paying an open account (spec 1 §2, §7; decisions 110-112): splitting the bill into parts paid one
// by one, the bill on the printer and each new round to the kitchen printer.
export const openOrderBillRoutes = defineRoutes({
  'v2/splitpayment': { level: 'user' },
  printbill: { level: 'user' },
  'order/pendingprint': { level: 'user' },
});
