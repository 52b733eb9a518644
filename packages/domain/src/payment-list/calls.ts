import { defineCalls } from '../contract-types.ts';
import { paymentListRoutes } from './routes.ts';
import { PaymentListBody, PaymentListResponse } from './schemas.ts';

export const paymentListCalls = defineCalls(paymentListRoutes, {
  paymentlist: {
    summary:
      "The manager's place orders between two São Paulo days (default today, at most 93 days), optionally by payment type and status, with the totals per payment type of the orders that count.",
    body: PaymentListBody,
    response: PaymentListResponse,
  },
});
