import type { PushMessage, PushOutcome, PushPort, PushTarget, VapidDetails } from './port.ts';

type Log = { info(obj: object, msg?: string): void };

const loopback = (endpoint: string) => {
  const host = new URL(endpoint).hostname;
  return host === '127.0.0.1' || host === 'localhost';
};

/**
 * The sandbox (decision 101): a local push service (loopback, such as tests' and e2e's) gets the
 * real, encrypted message through the real adapter; a browser vendor's service is not contacted
 * (no internet here) and the message is only logged by kind, without its text.
 */
export function createSandboxPush(real: PushPort, log: Log): PushPort {
  return {
    provider: 'sandbox',
    async send(target: PushTarget, message: PushMessage, vapid: VapidDetails): Promise<PushOutcome> {
      if (loopback(target.endpoint)) return real.send(target, message, vapid);
      log.info({ push: new URL(target.endpoint).hostname, bytes: message.payload.length }, 'sandbox push not sent');
      return { result: 'sent', status: null };
    },
  };
}
