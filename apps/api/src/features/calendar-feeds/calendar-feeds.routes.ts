import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../platform/http.ts';
import type { CalendarFeedsService } from './calendar-feeds.service.ts';

export function calendarFeedsRoutes(s: {
  feeds: CalendarFeedsService;
}): Pick<Handlers, 'calendarfeed/create' | 'calendarfeed/revoke'> {
  return { 'calendarfeed/create': s.feeds.create, 'calendarfeed/revoke': s.feeds.revoke };
}

const FEED_FILE = /^([\w-]{16,100})\.ics$/;

/** GET /api/calendar/{token}.ics: what a phone calendar subscribes to (no session, the token is the key). */
export function registerCalendarFeed(app: FastifyInstance, feeds: CalendarFeedsService) {
  app.get<{ Params: { file: string } }>('/api/calendar/:file', async (request, reply) => {
    const token = FEED_FILE.exec(request.params.file)?.[1];
    const text = token ? await feeds.render(token) : null;
    reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
    if (text === null) return reply.code(404).type('text/plain; charset=utf-8').send('Agenda não encontrada.');
    return reply.type('text/calendar; charset=utf-8').send(text);
  });
}
