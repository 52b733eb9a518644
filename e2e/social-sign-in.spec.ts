import { createClient } from '@app/domain/client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, readPin, shot, startServer, WIDTHS } from './harness.ts';

// Google sign-in through the sandbox OpenID issuer (/dev/identity), in Chromium at a phone and a
// desktop width: a new customer chooses 'Continuar com Google', picks an identity in the provider's
// window, is asked for a phone (login answered 206), validates it by SMS and lands logged in with
// the provider's picture; signing in again goes straight in. A forged or expired token is refused.

let server: { url: string; stop(): Promise<void>; logs(): string };
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ IDENTITY_PROVIDER: 'sandbox' });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

let serial = 0;
const freshPhone = (width: number) =>
  `119${String(width).padStart(4, '0')}${String(Date.now() % 1000).padStart(3, '0')}${serial++ % 10}`.slice(0, 11);

/** Clicks the provider button; in the sandbox issuer's window, becomes a new person named `name`. */
async function signInWithGoogle(page: Page, subject: string, name: string) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Continuar com Google' }).click(),
  ]);
  await popup.getByRole('heading', { name: /Entrar com Google/ }).waitFor();
  await popup.getByLabel('Nome').fill(name);
  await popup.getByLabel('Identificador (sub)').fill(subject);
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Continuar' }).click()]);
}

for (const width of WIDTHS) {
  describe(`Google sign-in at ${width} px`, () => {
    it('a new customer signs in with Google, gives and validates a phone, and lands logged in', async () => {
      const page = await newPage(browser, { width });
      const subject = `e2e-google-${width}-${Date.now()}`;
      const phone = freshPhone(width);
      await page.goto(`${server.url}/entrar`);
      await page.getByRole('button', { name: 'Continuar com Apple' }).waitFor();
      await shot(page, `social-step0-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await signInWithGoogle(page, subject, 'Helena Vasconcelos de Andrade');
      await page.getByText('Informe seu celular para concluir o cadastro.').waitFor();
      await page.getByLabel('Celular').fill(phone);
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      // Register step: the name from Google, no password to choose.
      const name = page.getByLabel('Nome completo');
      await name.waitFor();
      expect(await name.inputValue()).toBe('Helena Vasconcelos de Andrade');
      expect(await page.getByLabel('Senha', { exact: true }).count()).toBe(0);
      await shot(page, `social-register-${width}`);
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await page.getByLabel('Código').fill(await readPin(server.url, phone));
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/home');
      const token = await page.evaluate(() => localStorage.getItem('token'));
      expect(token).toBeTruthy();
      const me = await createClient({ baseUrl: server.url, tokens: () => ({ token: JSON.parse(token ?? '""') }) }).call(
        'readuserinfo',
        {},
      );
      expect(me).toMatchObject({ login_type: 'google', phone, phone_validation: true, social_id: `google:${subject}` });
      expect(me.photo).toMatch(/\/dev\/identity\/avatar\/HA\.svg$/);

      // Next time, Google alone signs the person in.
      const again = await newPage(browser, { width });
      await again.goto(`${server.url}/entrar`);
      await signInWithGoogle(again, subject, 'Helena Vasconcelos de Andrade');
      await again.waitForURL((url) => url.pathname === '/' || url.pathname === '/home');
      await again.context().close();
      await page.context().close();
    }, 120_000);
  });
}

describe('tokens the server refuses', () => {
  it('a forged or expired identity token is refused with the provider message', async () => {
    const client = createClient({ baseUrl: server.url });
    const nonce = 'e2e-nonce-0123456789abcdef';
    // A well-formed token signed by nobody we trust (header and claims of the sandbox issuer).
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const forged = `${part({ alg: 'ES256', kid: 'x' })}.${part({ iss: 'https://identity.sandbox.invalid', aud: 'sandbox-google-client', sub: 'x', nonce, exp: Math.floor(Date.now() / 1000) + 600, iat: Math.floor(Date.now() / 1000) })}.${Buffer.alloc(64).toString('base64url')}`;
    const expired = `${part({ alg: 'ES256', kid: 'x' })}.${part({ iss: 'https://identity.sandbox.invalid', aud: 'sandbox-google-client', sub: 'x', nonce, exp: 1, iat: 0 })}.${Buffer.alloc(64).toString('base64url')}`;
    for (const g_token of [forged, expired]) {
      await expect(client.call('login', { g_token, nonce, provider: 'google' })).rejects.toMatchObject({
        status: 401,
        body: { code: 'social_token_invalid', message: 'Não foi possível entrar com Google. Tente novamente.' },
      });
    }
  });
});
