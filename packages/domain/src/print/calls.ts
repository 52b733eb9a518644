import { defineCall } from '../contract-types.ts';
import { OrderTicketBody, OrderTicketResponse } from './schemas.ts';

export const printCalls = {
  'admin/orders/ticket': defineCall({
    name: 'admin/orders/ticket',
    level: 'manager',
    summary:
      "An order's 80 mm ticket as printable HTML and a short-lived PDF link; with `send`, the PDF goes to the printer through the print port. Every document is logged.",
    body: OrderTicketBody,
    response: OrderTicketResponse,
  }),
};
