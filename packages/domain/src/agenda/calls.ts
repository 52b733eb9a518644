import { defineCall } from '../contract-types.ts';
import { GetAgendaBody, GetAgendaResponse } from './schemas.ts';

export const agendaCalls = {
  getagenda: defineCall({
    name: 'getagenda',
    level: 'user',
    summary:
      'Days and hours open for a scheduled delivery and for a scheduled pickup: future slots (America/Sao_Paulo) with capacity left.',
    body: GetAgendaBody,
    response: GetAgendaResponse,
  }),
};
