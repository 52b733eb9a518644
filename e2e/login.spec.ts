import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, readPin, startServer } from './harness.ts';

// Login journeys of spec 3 §2.4 / §4 in Chromium, at a phone width and a desktop width.

let server: { url: string; stop(): Promise<void> };
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

let serial = 0;
/** A fresh 11-digit mobile number per journey: '119' + 8 digits. */
function freshPhone(width: number): string {
  serial += 1;
  return `119${String(width % 10_000).padStart(4, '0')}${String(Date.now() % 10_000).padStart(3, '0')}${serial % 10}`.slice(
    0,
    11,
  );
}

async function enterPhone(page: Page, phone: string) {
  await page.goto(`${server.url}/entrar`);
  await page.getByLabel('Celular').fill(phone);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

async function register(page: Page, phone: string, password: string) {
  await enterPhone(page, phone);
  await page.getByText('O número informado não possui conta. Verifique o número ou crie uma conta.').waitFor();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await page.getByLabel('Nome completo').fill('Joana Teste');
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Repita a senha').fill(password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await page.getByLabel('Código').waitFor();
  await page.getByLabel('Código').fill(await readPin(server.url, phone));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  // Index, or Home where Index redirects at once (the first screen is preloaded, decision 027).
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/home');
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.getByText('Você saiu da sua conta.').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

async function logIn(page: Page, phone: string, password: string) {
  await enterPhone(page, phone);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Index, or Home where Index redirects at once (the first screen is preloaded, decision 027).
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/home');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
}

for (const width of [390, 1280]) {
  describe(`login at ${width} px`, () => {
    it('registers with phone and SMS code, logs out and logs in with the password', async () => {
      const page = await newPage(browser, { width });
      const phone = freshPhone(width);
      await register(page, phone, 'segredo1');
      await logOut(page);
      await logIn(page, phone, 'segredo1');
      await page.close();
    }, 90_000);

    it('shows the wrong-password message under the field and keeps the typed value', async () => {
      const page = await newPage(browser, { width });
      const phone = freshPhone(width);
      await register(page, phone, 'segredo1');
      await logOut(page);
      await enterPhone(page, phone);
      const password = page.getByLabel('Senha', { exact: true });
      await password.fill('errada99');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByRole('alert').filter({ hasText: /senha/i }).waitFor();
      expect(await password.inputValue()).toBe('errada99');
      expect(page.url()).toContain('/entrar');
      await page.close();
    }, 90_000);

    it('resets a forgotten password by SMS code and logs in with the new one', async () => {
      const page = await newPage(browser, { width });
      const phone = freshPhone(width);
      await register(page, phone, 'segredo1');
      await logOut(page);
      await enterPhone(page, phone);
      await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
      await page.getByRole('button', { name: 'Enviar código' }).click();
      // The code field appears once the SMS is in the outbox; read the PIN only then.
      await page.getByLabel('Código').waitFor();
      await page.getByLabel('Código').fill(await readPin(server.url, phone));
      await page.getByRole('button', { name: 'Confirmar código' }).click();
      await page.getByLabel('Nova senha', { exact: true }).fill('novasenha1');
      await page.getByLabel('Repita a nova senha').fill('novasenha1');
      await page.getByRole('button', { name: 'Salvar senha' }).click();
      // Index, or Home where Index redirects at once (the first screen is preloaded, decision 027).
      await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/home');
      await logOut(page);
      await logIn(page, phone, 'novasenha1');
      await page.close();
    }, 120_000);

    it('offers review number or create account for an unknown number', async () => {
      const page = await newPage(browser, { width });
      await enterPhone(page, freshPhone(width));
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('O número informado não possui conta. Verifique o número ou crie uma conta.').waitFor();
      await dialog.getByRole('button', { name: 'Revisar número' }).click();
      await dialog.waitFor({ state: 'detached' });
      // Review keeps the typed number in the field.
      expect(await page.getByLabel('Celular').inputValue()).toMatch(/^\(11\) 9\d{4}-\d{4}$/);
      await page.close();
    }, 60_000);

    it('validates the phone under the field before calling the server', async () => {
      const page = await newPage(browser, { width });
      await page.goto(`${server.url}/entrar`);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByText('Informe seu número para contato').waitFor();
      await page.getByLabel('Celular').fill('1198');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByRole('alert').filter({ hasText: 'Telefone inválido' }).waitFor();
      await page.close();
    }, 60_000);
  });
}
