import { z } from 'zod';

// getagenda (spec 1 §3 "Agenda day", §7): the days and hours a delivery or pickup can be
// scheduled for. Decision 016.

export const GetAgendaBody = z.object({ address_id: z.string().uuid().optional() });

export const AgendaHour = z.object({
  /** 'HH:MM' in America/Sao_Paulo. */
  option: z.string(),
  /** The slot as an ISO date-time with offset: send it as deliveryagenda_date. */
  at: z.string(),
});
export const AgendaDay = z.object({
  /** 'seg., 24/11' */
  day: z.string(),
  /** 'YYYY-MM-DD' */
  day_server: z.string(),
  hours: z.array(AgendaHour),
});
export type AgendaDay = z.infer<typeof AgendaDay>;
export const GetAgendaResponse = z.object({ delivery: z.array(AgendaDay), pickup: z.array(AgendaDay) });
