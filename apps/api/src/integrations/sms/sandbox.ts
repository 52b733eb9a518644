import type { FastifyBaseLogger } from 'fastify';
import type { SmsPort } from './port.ts';
import type { createSmsOutboxRepo, OutboxEntry } from './sms-outbox.repo.ts';

export type SandboxSms = SmsPort & { outbox(limit?: number): Promise<OutboxEntry[]> };

/** Keeps every message in the outbox table (shown at /dev/outbox) and in the log. */
export function createSandboxSms(repo: ReturnType<typeof createSmsOutboxRepo>, log: FastifyBaseLogger): SandboxSms {
  return {
    async send(to, text) {
      await repo.add(to, text);
      // Sandbox only: the developer reads the PIN here. The real adapter logs nothing of the text.
      log.info({ sms: { to, text } }, 'sandbox sms');
    },
    outbox: (limit = 100) => repo.latest(limit),
  };
}
