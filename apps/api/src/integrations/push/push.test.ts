import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from '../../platform/config.ts';
import { createPush } from './index.ts';
import { type LocalPushService, startLocalPushService } from './local-push-service.ts';

// The push port (decision 101) against the local push service: encryption and VAPID as a browser
// vendor checks them, 410 Gone, the sandbox that never reaches a vendor, and the production keys.

const vapid = { subject: 'mailto:ops@example.test', ...webpush.generateVAPIDKeys() };
const message = { payload: JSON.stringify({ title: 'Cantina', body: 'Pedido #7: Aceito' }), ttlSeconds: 60 };
const log = {
  lines: [] as object[],
  info(obj: object) {
    this.lines.push(obj);
  },
};

let service: LocalPushService;
beforeAll(async () => {
  service = await startLocalPushService();
});
afterAll(() => service.close());

const target = (sub: ReturnType<LocalPushService['subscribe']>) => ({ endpoint: sub.endpoint, ...sub.keys });

describe('the web-push adapter', () => {
  it('delivers a message the push service can verify and decrypt', async () => {
    const port = createPush({ provider: 'webpush', timeoutMs: 5_000 }, log);
    const sub = service.subscribe();
    expect(await port.send(target(sub), { ...message, urgency: 'high' }, vapid)).toEqual({
      result: 'sent',
      status: 201,
    });
    const got = await service.waitFor((p) => sub.endpoint.endsWith(p.subscription));
    expect(got).toMatchObject({ text: message.payload, ttl: 60, urgency: 'high', vapidKey: vapid.publicKey });
  });

  it("reports a gone subscription (410) and a push service's refusal of a bad signature", async () => {
    const port = createPush({ provider: 'webpush', timeoutMs: 5_000 }, log);
    const sub = service.subscribe();
    service.forget(sub.endpoint);
    expect(await port.send(target(sub), { ...message, urgency: 'normal' }, vapid)).toEqual({
      result: 'gone',
      status: 410,
    });
    const forged = { ...vapid, publicKey: webpush.generateVAPIDKeys().publicKey };
    const other = service.subscribe();
    expect(await port.send(target(other), { ...message, urgency: 'normal' }, forged)).toEqual({
      result: 'failed',
      status: 401,
    });
  });
});

describe('the sandbox', () => {
  it("reaches local push services only; a vendor's is logged by host, without the message", async () => {
    const port = createPush({ provider: 'sandbox', timeoutMs: 5_000 }, log);
    const local = service.subscribe();
    expect((await port.send(target(local), { ...message, urgency: 'normal' }, vapid)).result).toBe('sent');
    const vendor = { ...target(local), endpoint: 'https://fcm.googleapis.com/fcm/send/abc' };
    expect(await port.send(vendor, { ...message, urgency: 'normal' }, vapid)).toEqual({ result: 'sent', status: null });
    expect(JSON.stringify(log.lines.at(-1))).not.toContain('Pedido');
    expect(log.lines.at(-1)).toMatchObject({ push: 'fcm.googleapis.com' });
  });
});

describe('configuration', () => {
  const production = {
    NODE_ENV: 'production',
    PAYMENTS_WEBHOOK_SECRET: 'a-real-secret-of-ours-1234',
    FILE_LINK_SECRET: 'a-file-link-secret-of-ours-0123456789',
  };
  const keys = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: vapid.subject };

  it('production refuses to start without its VAPID keys, and takes them from the environment', () => {
    expect(() => loadConfig(production)).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT/);
    expect(() => loadConfig({ ...production, ...keys, VAPID_SUBJECT: 'ops@example.test' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ ...production, ...keys }).push).toEqual({
      provider: 'webpush',
      vapid: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      timeoutMs: 10_000,
    });
  });

  it('elsewhere the sandbox, with keys kept in the database; half a pair is refused', () => {
    expect(loadConfig({}).push).toEqual({ provider: 'sandbox', timeoutMs: 10_000 });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapid.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
  });
});
