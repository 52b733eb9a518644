import { defineCalls } from '../contract-types.ts';
import { ticketLinksRoutes } from './routes.ts';
import { UpdateOrderNoTokenBody, UpdateOrderNoTokenResponse } from './schemas.ts';

export const ticketLinksCalls = defineCalls(ticketLinksRoutes, {
  'admin/updateordernotoken': {
    summary:
      'Through the link printed on its ticket (a random code bound to one order, 12 hours), moves an order out for delivery (3) or delivered (4), forward only; never cancels, refuses or touches payment. Wrong codes are rate limited.',
    body: UpdateOrderNoTokenBody,
    response: UpdateOrderNoTokenResponse,
  },
});
