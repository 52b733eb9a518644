// Status links printed on order tickets: a random, order-bound, short-lived code that moves the order on.
export { createTicketLinksRepo } from './ticket-links.repo.ts';
export { ticketLinksRoutes } from './ticket-links.routes.ts';
export { createTicketLinksService, type TicketLinksService } from './ticket-links.service.ts';
