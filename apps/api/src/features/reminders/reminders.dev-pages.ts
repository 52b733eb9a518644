import type { FastifyInstance } from 'fastify';
import type { RemindersService } from './reminders.service.ts';

/**
 * Sandbox only (decision 053: loopback, never with a real provider): runs a clinic job now instead
 * of at its next cron minute, so a developer or an e2e journey can read the reminder in /dev/outbox.
 */
export function registerReminderDevPages(app: FastifyInstance, reminders: RemindersService) {
  const jobs: Record<string, () => Promise<number>> = {
    'clinic-reminders': reminders.sendReminders,
    'clinic-no-shows': reminders.markNoShows,
    'clinic-waitlist-offers': () => reminders.offerWaitlist(),
  };
  app.post<{ Params: { name: string } }>('/dev/jobs/:name', async (request, reply) => {
    const run = Object.hasOwn(jobs, request.params.name) ? jobs[request.params.name] : undefined;
    if (!run) return reply.code(404).send({ ok: false, error: { message: 'Job desconhecido.' } });
    return { ok: true, data: { count: await run() } };
  });
}
