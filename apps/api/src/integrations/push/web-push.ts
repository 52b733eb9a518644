import webpush from 'web-push';
import type { PushMessage, PushOutcome, PushPort, PushTarget, VapidDetails } from './port.ts';

/**
 * The real adapter: `web-push` encrypts the message (RFC 8291, aes128gcm) and signs the VAPID header
 * (RFC 8292); the request goes out with fetch, so a timeout bounds it and the same code reaches a
 * local push service over http in tests. 404 and 410 mean the subscription is gone.
 */
export function createWebPushSender(options: { timeoutMs: number; fetch?: typeof fetch }): PushPort {
  const send = options.fetch ?? fetch;
  return {
    provider: 'webpush',
    async send(target: PushTarget, message: PushMessage, vapid: VapidDetails): Promise<PushOutcome> {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        message.payload,
        {
          vapidDetails: vapid,
          TTL: message.ttlSeconds,
          urgency: message.urgency,
          ...(message.topic ? { topic: message.topic } : {}),
          contentEncoding: 'aes128gcm',
        },
      );
      const response = await send(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return { result: 'gone', status: response.status };
      return { result: response.ok ? 'sent' : 'failed', status: response.status };
    },
  };
}
