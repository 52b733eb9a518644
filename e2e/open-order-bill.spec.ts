import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  launchBrowser,
  logInAt,
  newPage,
  sandboxPaymentAction,
  sandboxPayments,
  shot,
  signUpThroughUi,
  startServer,
  tableCodeOf,
  WIDTHS,
} from './harness.ts';

// Paying an open account on the Porto (decisions 110-112), at a phone and a desktop width: three
// guests on three phones join table 5 (QR, then the invite link), each orders a round, one calls
// the waiter and the staff list shows it; the bill is asked with the 10 % fee and split in three;
// one pays by Pix (settled by the sandbox), one with a saved card, one at the counter, where staff
// close the account, which ends with status 7 on every phone.

const MANAGER = { phone: '11987650001', password: 'gerente123' };
const CUSTOMER = { phone: '11987654321', password: 'cliente123' };
const OWNER = { phone: '11987650002', password: 'dona1234' };
const PORTO = '/p/bar-do-porto';

let server: { url: string; stop(): Promise<void>; logs(): string };
let browser: Browser;
let current: Page | null = null;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // Open every hour of the week, so the journey does not depend on the clock.
  const owner = await apiAs(server.url, 'bar-do-porto', OWNER);
  await owner.call('admin/settings/update', {
    business_hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '00:00', close: '23:59' })),
  });
}, 120_000);
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail' && current && !current.isClosed())
    await shot(current, `open-order-bill-fail-${current.viewportSize()?.width ?? 0}`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function noOverflow(page: Page, width: number) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, `scrollWidth ${scroll} > ${width}`).toBeLessThanOrEqual(width);
}

async function logIn(width: number, who: { phone: string; password: string }) {
  const page = await newPage(browser, { width });
  await logInAt(page, server.url, PORTO, who);
  return page;
}

/** A guest orders one product from the menu; the order joins the account (the bill pays it). */
async function orderRound(page: Page, width: number, product: string) {
  current = page;
  await page.goto(`${server.url}${PORTO}/home`);
  await page
    .getByRole('button', { name: `Adicionar ${product} ao carrinho` })
    .first()
    .click();
  await page
    .getByRole('button', { name: `Menos uma unidade de ${product}` })
    .first()
    .waitFor();
  await page.goto(`${server.url}${PORTO}${width < 600 ? '/carrinhoMobile' : '/carrinho'}`);
  // The cart knows the round goes on the account (not to a payment sheet) before it is sent.
  await page.getByText(/^Na sua conta aberta/).waitFor();
  await page.getByRole('button', { name: 'Fazer pedido' }).click();
  await page.waitForURL((url) => url.pathname.includes('/pedido-aberto/'), { timeout: 30_000 });
}

/** Takes an equal third of the bill on this guest's screen; answers the part's amount text. */
async function takeThird(page: Page) {
  current = page;
  await page.getByRole('button', { name: 'Fechar conta' }).click();
  await page.getByRole('tab', { name: 'Dividir igualmente' }).click();
  await expect.poll(() => page.getByLabel('Número de partes').inputValue()).toBe('3');
  await page.getByRole('button', { name: 'Pagar minha parte' }).click();
  const mine = page.getByText(/^Sua parte: R\$/);
  await mine.waitFor();
  return (await mine.textContent())?.replace('Sua parte: ', '') ?? '';
}

for (const width of WIDTHS) {
  describe(`paying an open account at ${width} px`, () => {
    it('three guests on table 5 order, call the waiter, split the bill in three and pay: status 7', async () => {
      const phone = (i: number) => `119560${String(width).padStart(4, '0')}${i}`;

      const staff = await logIn(width, MANAGER);
      await staff.goto(`${server.url}${PORTO}/pedidos-em-aberto`);
      await staff.getByRole('heading', { name: 'Pedidos em aberto' }).waitFor();

      // Ana scans table 5's QR code and opens the account.
      const ana = await newPage(browser, { width });
      current = ana;
      await signUpThroughUi(ana, server.url, PORTO, phone(1), 'Ana Paula Ribeiro');
      await ana.goto(`${server.url}${PORTO}/home/5`);
      await ana.getByRole('button', { name: 'Abrir ou entrar na conta' }).click();
      const tableDialog = ana.getByRole('dialog', { name: 'Código da mesa' });
      await tableDialog.getByLabel('Código da mesa').fill(await tableCodeOf(server.url, 'bar-do-porto', 'Mesa 5'));
      await tableDialog.getByRole('button', { name: 'Abrir a conta' }).click();
      await ana.waitForURL((url) => url.pathname.includes('/pedido-aberto/'));
      const accountId = ana.url().split('/pedido-aberto/')[1] ?? '';
      const code =
        (
          await ana
            .locator('strong')
            .filter({ hasText: /^[2-9A-HJ-NP-Z]{6}$/ })
            .textContent()
        )?.trim() ?? '';

      // Bruno (the demo customer, with a saved Visa) and Caio join by the invite link.
      const bruno = await logIn(width, CUSTOMER);
      const caio = await newPage(browser, { width });
      await signUpThroughUi(caio, server.url, PORTO, phone(3), 'Caio Mendes Lima');
      for (const guest of [bruno, caio]) {
        current = guest;
        await guest.goto(`${server.url}${PORTO}/pedido/${accountId}/codigo/${code}`);
        await guest.waitForURL((url) => url.pathname.endsWith(`/pedido-aberto/${accountId}`));
      }

      // Each orders a round from their own phone.
      await orderRound(ana, width, 'Isca de peixe');
      await orderRound(bruno, width, 'Isca de peixe');
      await orderRound(caio, width, 'Isca de peixe');
      await ana
        .getByRole('article', { name: /Pedido #/ })
        .nth(2)
        .waitFor();

      // Caio calls the waiter: the staff list shows it at once.
      await caio.getByRole('button', { name: 'Chamar garçom' }).click();
      const card = staff.getByRole('article', { name: 'Mesa 5' });
      await card.getByText('Chamou o garçom').waitFor({ timeout: 5000 });
      await noOverflow(staff, width);
      await shot(staff, `open-order-bill-staff-${width}`);
      await card.getByRole('button', { name: 'Atender' }).click();

      // Ana asks for the bill with the 10 % fee.
      current = ana;
      await ana.getByRole('button', { name: 'Pedir a conta' }).first().click();
      const ask = ana.getByRole('dialog', { name: 'Pedir a conta' });
      await expect.poll(() => ask.getByLabel('Taxa de serviço').inputValue()).toBe('10');
      await ask.getByRole('button', { name: 'Pedir a conta' }).click();
      await ana.getByText('Conta pedida. Já levamos até a mesa.').waitFor();
      await ana.getByText('Taxa de serviço (10%)').waitFor();

      // Ana: a third by Pix, settled by the sandbox provider (its dev page's action).
      const anaPart = await takeThird(ana);
      await ana.getByRole('tab', { name: 'Pix' }).click();
      await ana.getByRole('button', { name: `Pagar ${anaPart}` }).click();
      await ana.getByRole('img', { name: 'QR Code do Pix' }).waitFor();
      expect(await ana.getByLabel('Pix copia e cola').inputValue()).toMatch(/^000201/);
      await noOverflow(ana, width);
      await shot(ana, `open-order-bill-pix-${width}`);
      const pix = (await sandboxPayments(server.url)).provider.find(
        (t) => t.method === 'pix' && t.status === 'pending',
      );
      await sandboxPaymentAction(server.url, pix?.id ?? '', 'settle');
      await ana.getByText('Pago', { exact: true }).first().waitFor({ timeout: 15_000 });

      // Bruno: a third with his saved card.
      const brunoPart = await takeThird(bruno);
      await bruno.getByRole('tab', { name: 'Cartão salvo' }).click();
      await bruno.getByLabel('Cartão', { exact: true }).selectOption({ index: 1 });
      await bruno.getByRole('button', { name: `Pagar ${brunoPart}` }).click();
      await bruno.getByText('Pagamento aprovado.').waitFor({ timeout: 15_000 });
      await shot(bruno, `open-order-bill-card-${width}`);

      // Caio: the last third at the counter; staff collect it and close the account.
      const caioPart = await takeThird(caio);
      await caio.getByRole('tab', { name: 'No caixa' }).click();
      await caio.getByRole('button', { name: `Pagar ${caioPart}` }).click();
      await caio.getByText(`Pague ${caioPart} no caixa.`, { exact: false }).first().waitFor();
      await noOverflow(caio, width);
      await shot(caio, `open-order-bill-counter-${width}`);
      current = staff;
      await card.getByRole('button', { name: 'Fechar conta' }).click();
      const closing = staff.getByRole('dialog', { name: 'Fechar conta · Mesa 5' });
      await expect.poll(() => closing.getByLabel('Valor recebido').inputValue()).toBe(caioPart.replace(/^R\$\s/, ''));
      await closing.getByRole('button', { name: 'Fechar conta' }).click();
      await closing.waitFor({ state: 'hidden' });

      // Status 7 everywhere: closed and paid.
      for (const guest of [ana, bruno, caio]) {
        current = guest;
        await guest.getByText('Conta fechada').first().waitFor({ timeout: 15_000 });
      }
      await ana.reload();
      await ana.getByText('Conta paga e fechada. Obrigado!').waitFor();
      await noOverflow(ana, width);
      await shot(ana, `open-order-bill-closed-${width}`);

      for (const page of [staff, ana, bruno, caio]) await page.context().close();
    }, 300_000);
  });
}
