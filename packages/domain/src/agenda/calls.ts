import { defineCalls } from '../contract-types.ts';
import { agendaRoutes } from './routes.ts';
import { GetAgendaBody, GetAgendaResponse } from './schemas.ts';

export const agendaCalls = defineCalls(agendaRoutes, {
  getagenda: {
    summary:
      'Days and hours open for a scheduled delivery and for a scheduled pickup: future slots (America/Sao_Paulo) with capacity left.',
    body: GetAgendaBody,
    response: GetAgendaResponse,
  },
});
