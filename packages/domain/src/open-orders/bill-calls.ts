import { defineCalls } from '../contract-types.ts';
import { openOrderBillRoutes } from './bill-routes.ts';
import {
  PendingPrintBody,
  PendingPrintResponse,
  PrintBillBody,
  PrintBillResponse,
  SplitPaymentBody,
  SplitPaymentResponse,
} from './bill-schemas.ts';

export const openOrderBillCalls = defineCalls(openOrderBillRoutes, {
  'v2/splitpayment': {
    summary:
      "Splits an open account's bill: a part for the caller (equal share, their own items with the fee, or a typed amount), paid as an order of its own; the account closes (7) when the parts cover it.",
    body: SplitPaymentBody,
    response: SplitPaymentResponse,
  },
  printbill: {
    summary: "Prints an open account's bill (members and staff) through the print port.",
    body: PrintBillBody,
    response: PrintBillResponse,
  },
  'order/pendingprint': {
    summary: 'Sends a new round of an open account to the kitchen printer (once per round).',
    body: PendingPrintBody,
    response: PendingPrintResponse,
  },
});
