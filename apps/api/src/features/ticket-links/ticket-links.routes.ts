import type { Handlers } from '../../platform/http.ts';
import type { TicketLinksService } from './ticket-links.service.ts';

export function ticketLinksRoutes(s: { ticketLinks: TicketLinksService }): Pick<Handlers, 'admin/updateordernotoken'> {
  return { 'admin/updateordernotoken': s.ticketLinks.update };
}
