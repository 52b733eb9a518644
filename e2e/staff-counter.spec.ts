import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInThroughUi, newPage, shot, startServer, WIDTHS } from './harness.ts';

// Staff at the counter in Chromium at a phone and a desktop width: the cashier finds
// Maria, acts as her at the Cantina (the banner names both on every screen, the cart starts empty),
// switches to a new customer created with a name only, and goes back to their own account.

const MANAGER = { phone: '11987650001', password: 'gerente123' };

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

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);

for (const width of WIDTHS) {
  describe(`staff at the counter at ${width} px`, () => {
    it('finds Maria, acts as her, serves a new customer, then goes back to their own account', async () => {
      const page = await newPage(browser, { width });
      try {
        await logInThroughUi(page, server.url, MANAGER);
        await page.goto(`${server.url}/`);
        const ownToken = await stored(page, 'token');
        expect(ownToken).toBeTruthy();

        await page.getByRole('button', { name: 'Trocar de conta' }).click();
        const dialog = page.getByRole('dialog', { name: 'Trocar de conta' });
        await dialog.getByLabel('Buscar cliente').fill('mar');
        const serveMaria = dialog.getByRole('button', { name: 'Atender Maria Cliente' });
        await serveMaria.waitFor();
        expect(await noHorizontalOverflow(page)).toBe(true);
        await shot(page, `staff-switch-${width}`);
        await serveMaria.click();
        await dialog.waitFor({ state: 'hidden' });

        const banner = page.getByRole('region', { name: 'Atendimento' });
        await banner.getByText('Atendendo Maria Cliente').waitFor();
        await banner.getByText('por João Gerente').waitFor();
        expect(await stored(page, 'token')).not.toBe(ownToken);
        expect(await stored(page, 'cart')).toBeNull();
        // The banner follows to every screen, the cart included.
        await page.goto(`${server.url}${width < 600 ? '/carrinhoMobile' : '/carrinho'}`);
        await banner.getByText('Atendendo Maria Cliente').waitFor();
        expect(await noHorizontalOverflow(page)).toBe(true);
        await shot(page, `staff-acting-${width}`);

        // Maria's cart with the staff tools: a manager price, 10 % off and a 2-day expiry, priced by the server.
        await page.goto(`${server.url}/`);
        await page.getByRole('button', { name: 'Adicionar Pão de alho ao carrinho' }).first().click();
        await page.goto(`${server.url}${width < 600 ? '/carrinhoMobile' : '/carrinho'}`);
        // The Cantina offers now and scheduled: the order-type dialog opens on the cart.
        const kindDialog = page.getByRole('dialog', { name: 'Como você quer fazer o pedido?' });
        await kindDialog.waitFor();
        await kindDialog.getByRole('button', { name: 'Pedir agora' }).click();
        await kindDialog.waitFor({ state: 'hidden' });
        // A manager price for the bread: R$ 15,00 instead of R$ 18,90.
        await page.getByRole('button', { name: 'Alterar o preço de Pão de alho' }).click();
        const price = page.getByRole('dialog', { name: 'Preço de Pão de alho' });
        await price.getByLabel('Preço do gerente (R$)').fill('15,00');
        await price.getByRole('button', { name: 'Salvar preço' }).click();
        await page.getByText('R$\u00a015,00 cada').waitFor();
        const tools = page.getByRole('region', { name: 'Ferramentas da equipe' });
        await tools.getByRole('button', { name: 'Desconto %' }).click();
        const percent = page.getByRole('dialog', { name: 'Desconto em porcentagem' });
        await percent.getByLabel('Porcentagem').fill('10');
        await percent.getByRole('button', { name: 'Aplicar' }).click();
        await tools.getByText('10 %').waitFor();
        // R$ 15,00 − 10 % = R$ 1,50 off, as the server answers.
        await page.getByText('− R$\u00a01,50').first().waitFor();
        await tools.getByRole('button', { name: 'Alterar' }).click();
        const expiry = page.getByRole('dialog', { name: 'Validade do pedido' });
        await expiry.getByLabel('Duração').fill('2');
        await expiry.getByLabel('Unidade').selectOption({ label: 'Dias' });
        await expiry.getByRole('button', { name: 'Confirmar' }).click();
        await tools.getByText('2 dias').waitFor();
        expect(await noHorizontalOverflow(page)).toBe(true);
        await shot(page, `staff-cart-tools-${width}`);

        // A customer with a name only, created and served from the same dialog.
        await banner.getByRole('button', { name: 'Trocar cliente' }).click();
        await dialog.getByRole('button', { name: 'Novo cliente' }).click();
        await dialog.getByLabel('Nome completo').fill(`Cliente do Balcão ${width}`);
        await dialog.getByLabel('CPF/CNPJ').fill('12abc34501de35');
        expect(await dialog.getByLabel('CPF/CNPJ').inputValue()).toBe('12.ABC.345/01DE-35');
        await shot(page, `staff-new-customer-${width}`);
        await dialog.getByRole('button', { name: 'Criar e atender' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await banner.getByText(`Atendendo Cliente do Balcão ${width}`).waitFor();
        // Maria's cart and discount do not follow the next customer.
        expect(await stored(page, 'cart')).toBeNull();
        expect(await stored(page, 'discounts')).toBeNull();

        await banner.getByRole('button', { name: 'Voltar à minha conta' }).click();
        await banner.waitFor({ state: 'hidden' });
        expect(await stored(page, 'token')).toBe(ownToken);
        // Still staff: the switch button is there.
        await page.getByRole('button', { name: 'Trocar de conta' }).waitFor();
      } catch (error) {
        await shot(page, `staff-fail-${width}`);
        throw error;
      } finally {
        await page.context().close();
      }
    }, 120_000);
  });
}
