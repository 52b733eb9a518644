import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, logInAt, newPage, shot, startServer, WIDTHS } from './harness.ts';

// Opening hours and the minimum order, end to end: the bar's settings (open 10:00 to 02:00 of the
// next day) load and save; a store closed now says so on the cart before the customer orders, and
// on its information page with the week's hours; below the minimum the cart says how much is
// missing and the order button says why it is off.

const CUSTOMER = { phone: '11987654321', password: 'cliente123' };
const OWNER = { phone: '11987650002', password: 'dona1234' };
const CANTINA = 'cantina-da-praca';
const BAR = 'bar-do-porto';

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

/** The owner's settings calls at a place, as the back office makes them. */
const ownerAt = (place: string) => apiAs(server.url, place, OWNER);

/** A customer page at the Cantina with Pão de alho in the cart, on the cart. */
async function cartWithBread(width: number) {
  const page = await newPage(browser, { width });
  await logInAt(page, server.url, `/p/${CANTINA}`, CUSTOMER, '/');
  await page.waitForURL((url) => !url.pathname.includes('/entrar'));
  await page.goto(`${server.url}/`);
  await page.getByRole('button', { name: 'Adicionar Pão de alho ao carrinho' }).first().click();
  await page.goto(`${server.url}${width < 600 ? '/carrinhoMobile' : '/carrinho'}`);
  const dialog = page.getByRole('dialog', { name: 'Como você quer fazer o pedido?' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Pedir agora' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name: 'Carrinho' }).waitFor();
  return page;
}

describe('opening hours and the minimum order', () => {
  for (const width of WIDTHS) {
    it(`the bar's settings load with its night past midnight and save (${width} px)`, async () => {
      const page = await newPage(browser, { width });
      await logInAt(page, server.url, `/p/${BAR}`, OWNER, '/admin/configuracoes');
      await page.waitForURL(/\/admin\/configuracoes$/);
      await page.getByRole('tab', { name: /^Horários/ }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('heading', { name: 'Horários', exact: true }).waitFor();
      expect(await panel.getByText('10:00 – 02:00 (dia seguinte)').count()).toBe(7);
      const first = panel.getByRole('listitem').first();
      await first.getByLabel('Abre').fill('18:00');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Configurações salvas.').first().waitFor();
      await panel.getByText('18:00 – 02:00 (dia seguinte)').waitFor();
      await shot(page, `hours/bar-settings-hours-${width}`);
      // Open == close is refused next to the row, in words (never a field path).
      await first.getByLabel('Fecha').fill('18:00');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await panel
        .getByText(
          'Abertura e fechamento não podem ser iguais. Para passar da meia-noite, feche antes da abertura (ex.: 18:00 às 02:00).',
        )
        .waitFor();
      expect(await page.locator('body').textContent()).not.toContain('business_hours');
      // Back to the seeded night for the next width.
      await first.getByLabel('Abre').fill('10:00');
      await first.getByLabel('Fecha').fill('02:00');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect.poll(() => panel.getByText('10:00 – 02:00 (dia seguinte)').count()).toBe(7);
      await page.context().close();
    });
  }

  it('a store closed now says so on the cart and on its information page, with the week read past midnight', async () => {
    const owner = await ownerAt(CANTINA);
    const { settings } = await owner.call('admin/settings/get', {});
    // Open only on a weekday three days from now, 18:00 to 02:00: closed now, with a next opening.
    const weekday = (new Date(Date.now() - 3 * 3_600_000).getUTCDay() + 3) % 7;
    await owner.call('admin/settings/update', { business_hours: [{ weekday, open: '18:00', close: '02:00' }] });
    try {
      for (const width of WIDTHS) {
        const page = await cartWithBread(width);
        await page.getByRole('heading', { name: 'Loja fechada' }).waitFor();
        await page.getByText(/^Abre \S+ às 18:00$/).waitFor();
        const order = page.getByRole('button', { name: 'Fazer pedido' });
        expect(await order.isDisabled()).toBe(true);
        expect(await page.locator('#order-blocked').textContent()).toMatch(/^Loja fechada · Abre \S+ às 18:00$/);
        await shot(page, `hours/cart-closed-${width}`);

        await page.goto(`${server.url}/informacoes`);
        await page.getByText('Fechado', { exact: true }).first().waitFor();
        await page.getByText(/^Abre \S+ às 18:00$/).waitFor();
        await page.getByText('18:00 às 02:00 (dia seguinte)').waitFor();
        expect(await page.getByText('Aberto agora').count()).toBe(0);
        await shot(page, `hours/store-info-closed-${width}`);
        await page.context().close();
      }
    } finally {
      await owner.call('admin/settings/update', { business_hours: settings.business_hours });
    }
  });

  it('below the minimum order the cart says how much is missing and the button why it is off', async () => {
    const owner = await ownerAt(CANTINA);
    await owner.call('admin/settings/update', { min_order: 200 });
    try {
      for (const width of WIDTHS) {
        const page = await cartWithBread(width);
        await page
          .getByText(/^Faltam R\$\s[\d.,]+ para o pedido mínimo$/, { exact: false })
          .first()
          .waitFor();
        await page
          .getByText('O pedido mínimo desta loja é R$\u00a0200,00 em produtos, sem contar a taxa de entrega.')
          .waitFor();
        expect(await page.getByRole('button', { name: 'Fazer pedido' }).isDisabled()).toBe(true);
        expect(await page.locator('#order-blocked').textContent()).toMatch(
          /^Faltam R\$\s[\d.,]+ para o pedido mínimo$/,
        );
        await shot(page, `hours/cart-min-order-${width}`);
        await page.context().close();
      }
    } finally {
      await owner.call('admin/settings/update', { min_order: 0 });
    }
  });
});
