import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { useWebDistTestApp, writeWebDist } from '../test/web-dist.ts';
import { loadConfig } from './config.ts';
import { cspSources } from './security-headers.ts';

// No CSP, nosniff, frame-ancestors / X-Frame-Options, HSTS or Referrer-Policy.

const webDist = writeWebDist(
  'security-headers',
  '<!doctype html><html><head><title>Pedido</title><style>.boot{color:#c2410c}</style>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  {
    routes: [{ name: 'Home', pattern: '^/home(?:/[^/]+)?/?$' }],
    screens: { Home: { js: [], css: [], data: ['products'] } },
  },
);

const s = useWebDistTestApp(webDist);

/** The CSP as directive → sources. */
function csp(header: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

const nonceOf = (header: unknown) =>
  csp(header)
    ['script-src']?.find((s) => s.startsWith("'nonce-"))
    ?.slice(7, -1);

describe('security headers', () => {
  it('an app page: strict CSP whose nonce is the boot-data script’s, new on every request', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/p/cantina-da-praca/home' });
    expect(res.statusCode).toBe(200);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']?.[0]).toBe("'self'");
    expect(policy['script-src']).toHaveLength(2);
    expect(policy['script-src']?.join(' ')).not.toContain('unsafe');
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(policy['connect-src']?.[0]).toBe("'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();

    const nonce = nonceOf(res.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(res.body).toContain(`<script id="boot-data" type="application/json" nonce="${nonce}">`);
    // Every script of the page carries it; no script without it.
    expect(res.body).toContain(`<script nonce="${nonce}" type="module" crossorigin src="/assets/index-1.js">`);
    expect(res.body.match(/<script(?![^>]*nonce=)/g)).toBeNull();

    const again = await s.t.app.inject({ method: 'GET', url: '/p/cantina-da-praca/home' });
    const second = nonceOf(again.headers['content-security-policy']);
    expect(second).not.toBe(nonce);
    expect(again.body).toContain(`nonce="${second}">`);
  });

  it('the back office page is not framed either', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/admin/pedidos' });
    expect(res.statusCode).toBe(200);
    expect(csp(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain(`nonce="${nonceOf(res.headers['content-security-policy'])}"`);
  });

  it('an API answer: nosniff, no referrer, nothing loads and nothing frames it', async () => {
    for (const res of [
      await s.t.app.inject({
        method: 'POST',
        url: '/api/app/preloginprime',
        headers: { 'x-place-id': 'cantina-da-praca' },
      }),
      await s.t.app.inject({ method: 'POST', url: '/api/app/no-such-call' }),
      await s.t.app.inject({ method: 'GET', url: '/api/health' }),
    ]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('/api/docs still renders with a CSP of its own (its inline stylesheet, no script)', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<style>');
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['style-src']).toEqual(["'unsafe-inline'"]);
    expect(policy['script-src']).toBeUndefined();
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('HSTS only over TLS: a trusted proxy saying https, or an https PUBLIC_URL', async () => {
    const proxied = await createTestApp({ env: { WEB_DIST: webDist.dir, TRUST_PROXY: 'true' } });
    try {
      const https = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
      const http = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY a client's own x-forwarded-proto is not believed.
    const spoofed = await s.t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets pages reach the real provider’s tokenisation host, the bucket’s images and the local pin pad', () => {
    const config = loadConfig({
      PAYMENTS_PROVIDER: 'zoop',
      ZOOP_MARKETPLACE_ID: 'm',
      ZOOP_API_KEY: 'k',
      ZOOP_PUBLISHABLE_KEY: 'p',
      PAYMENTS_WEBHOOK_SECRET: 'a-real-secret-of-16+',
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: 'https://s3.example.test',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 's',
      S3_PUBLIC_URL: 'http://images.example.test/b',
      CSP_CONNECT_EXTRA: 'ws://192.168.0.20:1337',
    });
    const sources = cspSources(config);
    expect(sources.img).toEqual(['http://images.example.test']);
    expect(sources.connect).toEqual(
      expect.arrayContaining(['https://api.zoop.ws', 'ws://localhost:*', 'ws://192.168.0.20:1337']),
    );
    expect(cspSources(loadConfig({})).connect).not.toContain('https://api.zoop.ws');
    expect(() => loadConfig({ CSP_CONNECT_EXTRA: "x; script-src 'unsafe-inline'" })).toThrow(/CSP_CONNECT_EXTRA/);
  });
});
