import type { Handlers } from '../../platform/http.ts';
import type { AgendaService } from './agenda.service.ts';

export function agendaRoutes(s: { agenda: AgendaService }): Pick<Handlers, 'getagenda'> {
  return { getagenda: s.agenda.readAgenda };
}
