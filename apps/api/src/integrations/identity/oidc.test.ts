import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { createOidcIdentity } from './oidc.ts';

// The real adapter against a local key server shaped like Google's (https://www.googleapis.com/oauth2/v3/certs).
let server: Server;
let jwksUrl: string;
let keys: Awaited<ReturnType<typeof generateKeyPair>>;
beforeAll(async () => {
  keys = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'google-key-1', alg: 'RS256', use: 'sig' };
  server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const CLIENT = '1234-abc.apps.googleusercontent.com';
const sign = (claims: Record<string, unknown>, issuer = 'https://accounts.google.com', audience = CLIENT) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'google-key-1' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject('110169484474386276334')
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(keys.privateKey);

describe('the Google and Apple adapter', () => {
  const google = () => createOidcIdentity({ google: { clientId: CLIENT }, jwksUrls: { google: jwksUrl } });

  it("accepts a token signed with the provider's published key, both spellings of Google's issuer", async () => {
    const nonce = 'n-0123456789abcdef';
    const claims = {
      nonce,
      email: 'Pessoa@Gmail.com',
      email_verified: true,
      picture: 'https://lh3.googleusercontent.com/a/x',
    };
    for (const issuer of ['https://accounts.google.com', 'accounts.google.com']) {
      const who = await google().verify('google', await sign(claims, issuer), nonce);
      expect(who).toMatchObject({ subject: '110169484474386276334', email: 'pessoa@gmail.com', emailVerified: true });
    }
  });

  it('refuses another issuer, another audience, a wrong nonce and an unconfigured provider', async () => {
    const nonce = 'n-0123456789abcdef';
    await expect(google().verify('google', await sign({ nonce }, 'https://evil.example'), nonce)).rejects.toMatchObject(
      { reason: 'invalid' },
    );
    await expect(google().verify('google', await sign({ nonce }, undefined, 'other'), nonce)).rejects.toMatchObject({
      reason: 'invalid',
    });
    await expect(google().verify('google', await sign({ nonce }), 'n-another-nonce-000')).rejects.toMatchObject({
      reason: 'nonce',
    });
    await expect(google().verify('apple', await sign({ nonce }), nonce)).rejects.toMatchObject({
      reason: 'unavailable',
    });
  });

  it('lists only the configured providers, Apple with the name scope', () => {
    const both = createOidcIdentity({ google: { clientId: CLIENT }, apple: { clientId: 'br.com.pedido.web' } });
    expect(both.clients().map((c) => [c.provider, c.scope])).toEqual([
      ['google', 'openid email profile'],
      ['apple', 'name email'],
    ]);
  });
});

describe('identity configuration', () => {
  it('uses the real providers with client ids, and then the sandbox pages are off', () => {
    const config = loadConfig({ NODE_ENV: 'development', GOOGLE_CLIENT_ID: CLIENT });
    expect(config.identity).toEqual({ provider: 'oidc', google: { clientId: CLIENT } });
    expect(config.sandboxPages).toBe(false);
  });

  it('never runs the test issuer in production, and offers nothing there without client ids', () => {
    const production = {
      NODE_ENV: 'production',
      PAYMENTS_WEBHOOK_SECRET: 'a-real-secret-of-ours-1234',
      FILE_LINK_SECRET: 'a-file-link-secret-of-ours-0123456789',
      VAPID_PUBLIC_KEY: 'BCccenxs5tVvRXvQRXnOHsk0TffTR1aB5bInxKNX9ziCikf7e8Qk9aDT_K33xY-vH7jqBFL8E-P7g0K8IS2qbOw',
      VAPID_PRIVATE_KEY: '-Xe2pOD6wMjC-I66TZ_rIalzXYz3lR7DiZUGtgRsCg0',
      VAPID_SUBJECT: 'mailto:ops@example.test',
    } as const;
    expect(loadConfig(production).identity).toEqual({ provider: 'none' });
    expect(() => loadConfig({ ...production, IDENTITY_PROVIDER: 'sandbox' })).toThrow(/refused in production/);
    expect(() => loadConfig({ NODE_ENV: 'development', IDENTITY_PROVIDER: 'oidc' })).toThrow(/GOOGLE_CLIENT_ID/);
    expect(loadConfig({ NODE_ENV: 'development' }).identity).toEqual({ provider: 'sandbox' });
  });
});
