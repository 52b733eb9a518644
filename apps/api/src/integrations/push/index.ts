import { createSandboxPush } from './sandbox.ts';
import { createWebPushSender } from './web-push.ts';

export type { PushMessage, PushOutcome, PushPort, PushTarget, VapidDetails } from './port.ts';

/** Web Push: the vendors' push services in production, the sandbox (local push services only) otherwise. */
export function createPush(
  config: { provider: 'webpush' | 'sandbox'; timeoutMs: number },
  log: { info(obj: object, msg?: string): void },
) {
  const real = createWebPushSender({ timeoutMs: config.timeoutMs });
  return config.provider === 'webpush' ? real : createSandboxPush(real, log);
}
