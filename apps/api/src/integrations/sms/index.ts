import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { createInfobipSms } from './infobip.ts';
import type { SmsPort } from './port.ts';
import { createSandboxSms, type SandboxSms } from './sandbox.ts';
import { createSmsOutboxRepo } from './sms-outbox.repo.ts';

export type { SmsPort } from './port.ts';
export type { SandboxSms } from './sandbox.ts';

/**
 * The configured text-message provider; `sandbox` is the outbox behind /dev/outbox, set only when
 * the provider is the sandbox. A port passed in (tests) wins over the configuration.
 */
export function createSms(deps: { config: Config['sms']; db: Db; log: FastifyBaseLogger; override?: SmsPort }): {
  sms: SmsPort;
  sandbox: SandboxSms | null;
} {
  const sandbox = deps.config.provider === 'sandbox' ? createSandboxSms(createSmsOutboxRepo(deps.db), deps.log) : null;
  if (deps.override) return { sms: deps.override, sandbox };
  if (deps.config.provider === 'infobip') return { sms: createInfobipSms(deps.config), sandbox };
  return { sms: sandbox as SandboxSms, sandbox };
}
