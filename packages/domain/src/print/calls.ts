import { defineCalls } from '../contract-types.ts';
import { printRoutes } from './routes.ts';
import { OrderTicketBody, OrderTicketResponse } from './schemas.ts';

export const printCalls = defineCalls(printRoutes, {
  'admin/orders/ticket': {
    summary:
      "An order's 80 mm ticket as printable HTML and a short-lived PDF link; with `send`, the PDF goes to the printer through the print port. Every document is logged.",
    body: OrderTicketBody,
    response: OrderTicketResponse,
  },
});
