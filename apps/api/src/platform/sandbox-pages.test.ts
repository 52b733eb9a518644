import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEV_WEBHOOK_SECRET, loadConfig } from './config.ts';
import { isLoopback } from './dev-pages.ts';

// The development webhook secret and the sandbox pages (/dev/outbox.json lists every
// SMS code) were on whenever NODE_ENV was not 'production', and `npm start` sets no NODE_ENV.

const ZOOP = { PAYMENTS_PROVIDER: 'zoop', ZOOP_MARKETPLACE_ID: 'mkt', ZOOP_API_KEY: 'key', ZOOP_PUBLISHABLE_KEY: 'pk' };
const INFOBIP = { SMS_PROVIDER: 'infobip', INFOBIP_BASE_URL: 'https://sms.example.test', INFOBIP_API_KEY: 'k' };
const REAL_SECRET = 'a-real-secret-of-the-provider';
/** Production's Web Push key pair (decision 101); these tests' own. */
const VAPID = {
  VAPID_PUBLIC_KEY: 'BCccenxs5tVvRXvQRXnOHsk0TffTR1aB5bInxKNX9ziCikf7e8Qk9aDT_K33xY-vH7jqBFL8E-P7g0K8IS2qbOw',
  VAPID_PRIVATE_KEY: '-Xe2pOD6wMjC-I66TZ_rIalzXYz3lR7DiZUGtgRsCg0',
  VAPID_SUBJECT: 'mailto:ops@example.test',
};

describe('secrets at start', () => {
  it('a real payments provider refuses to start without a webhook secret of its own, whatever NODE_ENV', () => {
    for (const NODE_ENV of [undefined, 'development', 'test', 'production']) {
      const env = NODE_ENV ? { ...ZOOP, NODE_ENV } : ZOOP;
      expect(() => loadConfig(env)).toThrow(/PAYMENTS_PROVIDER=zoop needs PAYMENTS_WEBHOOK_SECRET/);
      expect(() => loadConfig({ ...env, PAYMENTS_WEBHOOK_SECRET: DEV_WEBHOOK_SECRET })).toThrow(
        /development secret shipped in the code/,
      );
    }
    expect(loadConfig({ ...ZOOP, PAYMENTS_WEBHOOK_SECRET: REAL_SECRET }).payments.webhookSecret).toBe(REAL_SECRET);
  });

  it('production refuses the development secret even with the sandbox provider; the sandbox alone may use it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_WEBHOOK_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_WEBHOOK_SECRET: DEV_WEBHOOK_SECRET })).toThrow(
      /development secret/,
    );
    expect(loadConfig({}).payments.webhookSecret).toBe(DEV_WEBHOOK_SECRET);
  });
});

describe('when the sandbox pages exist', () => {
  it('only in sandbox mode with every provider a sandbox', () => {
    expect(loadConfig({})).toMatchObject({ sandbox: true, sandboxPages: true, sandboxPagesRemote: false });
    const real = [
      INFOBIP,
      { ...ZOOP, PAYMENTS_WEBHOOK_SECRET: REAL_SECRET },
      { PRINT_PROVIDER: 'printnode', PRINTNODE_API_KEY: 'k', PRINTNODE_PRINTER_ID: '1' },
      { POSTAL_PROVIDER: 'viacep' },
    ];
    for (const env of real) expect(loadConfig(env)).toMatchObject({ sandbox: true, sandboxPages: false });
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PAYMENTS_WEBHOOK_SECRET: REAL_SECRET,
        FILE_LINK_SECRET: 'a-file-link-secret-of-ours-0123456789',
        ...VAPID,
      }).sandboxPages,
    ).toBe(false);
    expect(loadConfig({ SANDBOX: 'false' }).sandboxPages).toBe(false);
  });

  it('knows loopback addresses', () => {
    for (const a of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a)).toBe(true);
    for (const a of ['10.0.0.1', '203.0.113.5', '::ffff:192.168.0.1', 'fe80::1', '', undefined, '127.0.0.1.evil']) {
      expect(isLoopback(a)).toBe(false);
    }
  });
});

const PAGES = [
  { method: 'GET', url: '/dev/outbox.json' },
  { method: 'GET', url: '/dev/outbox' },
  { method: 'GET', url: '/dev/payments' },
  { method: 'GET', url: '/dev/payments.json' },
  { method: 'GET', url: '/dev/print' },
] as const;
const TOKENISE = '/sandbox/zoop/v1/marketplaces/sandbox-marketplace/cards/tokens';

describe('sandbox pages on an all-sandbox server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answer loopback, and nobody else (nor a request a proxy forwarded for someone else)', async () => {
    for (const page of PAGES) {
      expect((await t.app.inject(page)).statusCode, page.url).toBe(200);
      const remote = await t.app.inject({ ...page, remoteAddress: '203.0.113.5' });
      expect(remote.statusCode, page.url).toBe(404);
      expect(remote.body).not.toContain('<table');
      const proxied = await t.app.inject({ ...page, headers: { 'x-forwarded-for': '203.0.113.5' } });
      expect(proxied.statusCode, page.url).toBe(404);
      const forwarded = await t.app.inject({ ...page, headers: { forwarded: 'for="[2001:db8::1]:443"' } });
      expect(forwarded.statusCode, page.url).toBe(404);
    }
    const settle = await t.app.inject({ method: 'POST', url: '/dev/payments/x/settle', remoteAddress: '10.1.2.3' });
    expect(settle.statusCode).toBe(404);
    const tokenise = await t.app.inject({ method: 'POST', url: TOKENISE, payload: {}, remoteAddress: '10.1.2.3' });
    expect(tokenise.statusCode).toBe(404);
    // From loopback the tokenisation answers (here: refuses the missing publishable key, in Zoop's shape).
    expect((await t.app.inject({ method: 'POST', url: TOKENISE, payload: {} })).statusCode).toBe(401);
  });
});

describe('sandbox pages with SANDBOX_PAGES_REMOTE=true (a shared demo server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SANDBOX_PAGES_REMOTE: 'true' } });
  });
  afterAll(() => t.close());

  it('answer other machines too', async () => {
    for (const page of PAGES) {
      expect((await t.app.inject({ ...page, remoteAddress: '203.0.113.5' })).statusCode, page.url).toBe(200);
    }
  });
});

describe('sandbox pages when one provider is real', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: INFOBIP });
  });
  afterAll(() => t.close());

  it('do not exist, even for loopback', async () => {
    for (const page of PAGES) expect((await t.app.inject(page)).statusCode, page.url).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: TOKENISE, payload: {} })).statusCode).toBe(404);
  });
});
