import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInAt, newPage, shot, signUpThroughUi, startServer, tableCodeOf, WIDTHS } from './harness.ts';

// Open accounts on the Porto (decisions 070, 186), at a phone and a desktop width: a stranger with
// only a photo of table 5's QR code cannot open it (no table code); a guest at the table opens it
// with the code printed beside the QR, a friend joins through the invite link, a stranger with the
// QR but no invite code is refused, the waiter call reaches the staff list live (with its alert) and is attended, the bill
// is requested with the service fee, and the account closes (status 7) on the guest's screen.

const MANAGER = { phone: '11987650001', password: 'gerente123' };
const PORTO = '/p/bar-do-porto';

let server: { url: string; stop(): Promise<void>; logs(): string };
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function noOverflow(page: Page, width: number) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, `scrollWidth ${scroll} > ${width}`).toBeLessThanOrEqual(width);
}

async function staffPage(width: number) {
  const page = await newPage(browser, { width });
  await logInAt(page, server.url, PORTO, MANAGER);
  return page;
}

for (const width of WIDTHS) {
  describe(`open accounts at ${width} px`, () => {
    it('QR → open table 5 → friend joins by link → stranger refused → waiter call live → bill → closed', async () => {
      const phone = (i: number) => `119550${String(width).padStart(4, '0')}${i}`;
      const table = width === 390 ? '5' : '6';

      // Staff watch the open accounts (the demo's table 3 is there already).
      const staff = await staffPage(width);
      await staff.goto(`${server.url}${PORTO}/pedidos-em-aberto`);
      await staff.getByRole('heading', { name: 'Pedidos em aberto' }).waitFor();
      await staff.getByRole('article', { name: 'Mesa 3' }).waitFor();
      await noOverflow(staff, width);

      // A photo of the QR taken home: the free table asks for the code printed beside the QR.
      const photo = await newPage(browser, { width });
      await signUpThroughUi(photo, server.url, PORTO, phone(4), 'Pessoa Com Foto');
      await photo.goto(`${server.url}${PORTO}/home/${table}`);
      await photo.getByRole('button', { name: 'Abrir ou entrar na conta' }).click();
      const asked = photo.getByRole('dialog', { name: 'Código da mesa' });
      await asked.getByRole('button', { name: 'Abrir a conta' }).click();
      await asked.getByText('Obrigatório').waitFor();
      await asked.getByLabel('Código da mesa').fill('ZZZZ');
      await asked.getByRole('button', { name: 'Abrir a conta' }).click();
      await asked.getByText('Código da mesa inválido. Confira o código impresso na mesa ou chame o garçom.').waitFor();
      await noOverflow(photo, width);
      await shot(photo, `open-orders-table-code-${width}`);
      expect(photo.url()).not.toContain('/pedido-aberto/');
      await photo.context().close();

      // The first guest at the table scans its QR code and types the code printed beside it.
      const ana = await newPage(browser, { width });
      await signUpThroughUi(ana, server.url, PORTO, phone(1), 'Ana Beatriz Moreira');
      await ana.goto(`${server.url}${PORTO}/home/${table}`);
      await ana.getByRole('button', { name: 'Abrir ou entrar na conta' }).click();
      const tableDialog = ana.getByRole('dialog', { name: 'Código da mesa' });
      await tableDialog
        .getByLabel('Código da mesa')
        .fill(await tableCodeOf(server.url, 'bar-do-porto', `Mesa ${table}`));
      await tableDialog.getByRole('button', { name: 'Abrir a conta' }).click();
      await ana.waitForURL((url) => url.pathname.includes('/pedido-aberto/'));
      await ana.getByRole('heading', { name: `Mesa ${table}` }).waitFor();
      const accountId = ana.url().split('/pedido-aberto/')[1] ?? '';
      const code =
        (
          await ana
            .locator('strong')
            .filter({ hasText: /^[2-9A-HJ-NP-Z]{6}$/ })
            .textContent()
        )?.trim() ?? '';
      expect(code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
      await ana.getByText('porto2026').waitFor();
      await noOverflow(ana, width);

      // The staff list shows the new account without a reload.
      await staff.getByRole('article', { name: `Mesa ${table}` }).waitFor();

      // A friend opens the invite link and lands on the account.
      const bruno = await newPage(browser, { width });
      await signUpThroughUi(bruno, server.url, PORTO, phone(2), 'Bruno Henrique Castro');
      await bruno.goto(`${server.url}${PORTO}/pedido/${accountId}/codigo/${code}`);
      await bruno.waitForURL((url) => url.pathname.endsWith(`/pedido-aberto/${accountId}`));
      await bruno.getByText('Ana Beatriz Moreira').waitFor();
      await bruno.getByText('Bruno Henrique Castro').waitFor();

      // A stranger with the QR but no code is asked for it and refused with a wrong one.
      const stranger = await newPage(browser, { width });
      await signUpThroughUi(stranger, server.url, PORTO, phone(3), 'Pessoa Desconhecida');
      await stranger.goto(`${server.url}${PORTO}/home/${table}`);
      await stranger.getByRole('button', { name: 'Abrir ou entrar na conta' }).click();
      const dialog = stranger.getByRole('dialog', { name: 'Código de convite' });
      await dialog.waitFor();
      await noOverflow(stranger, width);
      await dialog.getByLabel('Código de convite').fill('ZZZZZZ');
      await dialog.getByRole('button', { name: 'Entrar na conta' }).click();
      await dialog.getByText('Código de convite inválido.').waitFor();
      await shot(stranger, `open-orders-invite-code-${width}`);
      expect(stranger.url()).not.toContain('/pedido-aberto/');

      // The friend calls the waiter: the staff list shows it live, with its alert, until attended.
      await bruno.getByRole('button', { name: 'Chamar garçom' }).click();
      await bruno.getByText('Garçom chamado. Já vamos até você.').waitFor();
      const card = staff.getByRole('article', { name: `Mesa ${table}` });
      await card.getByText('Chamou o garçom').waitFor({ timeout: 5000 });
      await shot(staff, `open-orders-list-${width}`);
      await card.getByRole('button', { name: 'Atender' }).click();
      await card.getByText('Chamou o garçom').waitFor({ state: 'hidden' });

      // Ana asks for the bill with the 10 % fee.
      await ana.getByRole('button', { name: 'Pedir a conta' }).first().click();
      const bill = ana.getByRole('dialog', { name: 'Pedir a conta' });
      await expect.poll(() => bill.getByLabel('Taxa de serviço').inputValue()).toBe('10');
      await bill.getByRole('button', { name: 'Pedir a conta' }).click();
      await ana.getByText('Conta pedida. Já levamos até a mesa.').waitFor();
      await card.getByText('Pediu a conta').waitFor();
      await shot(ana, `open-orders-account-${width}`);

      // Staff close it at the counter (nothing consumed yet: nothing to collect); status 7 live.
      await card.getByRole('button', { name: 'Fechar conta' }).click();
      const closing = staff.getByRole('dialog', { name: `Fechar conta · Mesa ${table}` });
      await expect.poll(() => closing.getByLabel('Valor recebido').inputValue()).toBe('0,00');
      await noOverflow(staff, width);
      await closing.getByRole('button', { name: 'Fechar conta' }).click();
      await closing.waitFor({ state: 'hidden' });
      await ana.getByText('Conta fechada').waitFor();
      await card.waitFor({ state: 'hidden' });

      for (const page of [staff, ana, bruno, stranger]) await page.context().close();
    }, 180_000);

    it('a guest of the demo table 3 sees the rounds, the people and the 10 % fee', async () => {
      const page = await newPage(browser, { width });
      await page.goto(`${server.url}${PORTO}/entrar`);
      await page.getByLabel('Celular').fill('11987650101');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByLabel('Senha', { exact: true }).fill('mesa1234');
      await page.getByRole('button', { name: 'Entrar' }).click();
      // Index sends a guest with an open account to it.
      await page.waitForURL((url) => url.pathname.includes('/pedido-aberto/'));
      await page.getByRole('heading', { name: 'Mesa 3' }).waitFor();
      await page.getByText('Aniversário da Luíza').waitFor();
      await page.getByText('Camarão Rosa ao Alho e Óleo com Pão Torrado').waitFor();
      await page.getByText('Taxa de serviço (10%)').waitFor();
      await noOverflow(page, width);
      await shot(page, `open-orders-table3-${width}`);
      await page.context().close();
    }, 60_000);
  });
}
