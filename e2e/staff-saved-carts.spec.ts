import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInThroughUi, newPage, shot, startServer, WIDTHS } from './harness.ts';

// The counter's cart tools in Chromium at a phone and a desktop width (decisions 115–117): the
// cashier acting as Maria builds a cart, saves it and loads it on another device by the code,
// shares it with her; duplicates one of her old orders; merges two accounts of the same person.

const MANAGER = { phone: '11987650001', password: 'gerente123' };
const MARIA = { phone: '11987654321', password: 'cliente123' };

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

async function actAs(page: Page, search: string, name: string) {
  await page.getByRole('button', { name: 'Trocar de conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trocar de conta' });
  await dialog.getByLabel('Buscar cliente').fill(search);
  await dialog.getByRole('button', { name: `Atender ${name}` }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('region', { name: 'Atendimento' }).getByText(`Atendendo ${name}`).waitFor();
}

/** The Cantina offers now and scheduled: the order-type dialog may open on the cart. */
async function orderNowIfAsked(page: Page) {
  const kindDialog = page.getByRole('dialog', { name: 'Como você quer fazer o pedido?' });
  try {
    await kindDialog.waitFor({ timeout: 3000 });
  } catch {
    return;
  }
  await kindDialog.getByRole('button', { name: 'Pedir agora' }).click();
  await kindDialog.waitFor({ state: 'hidden' });
}

for (const width of WIDTHS) {
  describe(`saved carts, duplicate order and merged accounts at ${width} px`, () => {
    it('saves Maria’s cart, loads it on another device by the code and shares it with her', async () => {
      const page = await newPage(browser, { width });
      const other = await newPage(browser, { width });
      const phone = await newPage(browser, { width });
      try {
        await logInThroughUi(page, server.url, MANAGER);
        await page.goto(`${server.url}/`);
        await actAs(page, 'mar', 'Maria Cliente');
        await page.getByRole('button', { name: 'Adicionar Pão de alho ao carrinho' }).first().click();
        await page.waitForFunction(() => localStorage.getItem('cart') !== null);
        await page.goto(`${server.url}${width < 600 ? '/carrinhoMobile' : '/carrinho'}`);
        await orderNowIfAsked(page);
        const tools = page.getByRole('region', { name: 'Ferramentas da equipe' });
        await tools.getByRole('button', { name: 'Desconto %' }).click();
        const percent = page.getByRole('dialog', { name: 'Desconto em porcentagem' });
        await percent.getByLabel('Porcentagem').fill('10');
        await percent.getByRole('button', { name: 'Aplicar' }).click();
        await tools.getByText('10 %').waitFor();

        await tools.getByRole('button', { name: 'Salvar carrinho' }).click();
        const saved = page.getByRole('dialog', { name: 'Carrinho salvo' });
        const code = (await saved.getByTestId('saved-cart-dialog-code').textContent())?.trim() ?? '';
        expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
        await saved.getByRole('button', { name: 'Compartilhar com o cliente' }).click();
        const shareCode = (await saved.getByTestId('shared-cart-code').textContent())?.trim() ?? '';
        expect(shareCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
        expect(shareCode).not.toBe(code);
        expect(await noHorizontalOverflow(page)).toBe(true);
        await shot(page, `saved-cart-${width}`);
        await saved.getByRole('button', { name: 'Concluir' }).click();
        await tools.getByTestId('saved-cart-code').getByText(code).waitFor();

        // Another device: the same cashier signs in and loads the cart by its code.
        await logInThroughUi(other, server.url, MANAGER);
        await other.goto(`${server.url}/`);
        await other.getByRole('button', { name: 'Trocar de conta' }).click();
        await other
          .getByRole('dialog', { name: 'Trocar de conta' })
          .getByRole('button', { name: 'Carregar carrinho' })
          .click();
        const load = other.getByRole('dialog', { name: 'Carregar carrinho' });
        await load.getByLabel('Código do carrinho').fill(code.toLowerCase());
        expect(await noHorizontalOverflow(other)).toBe(true);
        await shot(other, `load-cart-${width}`);
        await load.getByRole('button', { name: 'Carregar', exact: true }).click();
        await load.waitFor({ state: 'hidden' });
        await orderNowIfAsked(other);
        await other.getByText('Pão de alho').first().waitFor();
        const otherTools = other.getByRole('region', { name: 'Ferramentas da equipe' });
        await otherTools.getByText('10 %').waitFor();
        await otherTools.getByTestId('saved-cart-code').getByText(code).waitFor();
        expect(await noHorizontalOverflow(other)).toBe(true);
        await shot(other, `loaded-cart-${width}`);

        // Maria on her own phone opens the shared link.
        await logInThroughUi(phone, server.url, MARIA);
        await phone.goto(`${server.url}/home?carrinho=${shareCode}`);
        const hers = phone.getByRole('dialog', { name: 'Carregar carrinho' });
        expect(await hers.getByLabel('Código do carrinho').inputValue()).toBe(shareCode);
        await hers.getByRole('button', { name: 'Carregar', exact: true }).click();
        await hers.waitFor({ state: 'hidden' });
        await orderNowIfAsked(phone);
        await phone.getByText('Pão de alho').first().waitFor();
        expect(await noHorizontalOverflow(phone)).toBe(true);
        await shot(phone, `shared-cart-${width}`);
      } catch (error) {
        await shot(page, `saved-cart-fail-${width}`);
        await shot(other, `saved-cart-fail-other-${width}`);
        await shot(phone, `saved-cart-fail-phone-${width}`);
        throw error;
      } finally {
        await page.context().close();
        await other.context().close();
        await phone.context().close();
      }
    }, 180_000);

    it('duplicates one of Maria’s old orders; a customer is told it needs a manager', async () => {
      const page = await newPage(browser, { width });
      const customer = await newPage(browser, { width });
      try {
        await logInThroughUi(page, server.url, MANAGER);
        await page.goto(`${server.url}/`);
        await actAs(page, 'mar', 'Maria Cliente');
        await page.goto(`${server.url}/meus-pedidos`);
        await page.locator('a[href*="/meu-pedido/"]').first().click();
        const duplicate = page.getByRole('link', { name: 'Duplicar pedido' });
        await duplicate.waitFor();
        const href = (await duplicate.getAttribute('href')) ?? '';
        await shot(page, `duplicate-button-${width}`);
        await duplicate.click();
        await page.waitForURL(/\/carrinho/);
        await orderNowIfAsked(page);
        // Her latest order (the cancelled pickup of the demo data) is back in the cart.
        await page.getByText('Panna cotta com frutas vermelhas').first().waitFor();
        expect(await noHorizontalOverflow(page)).toBe(true);
        await shot(page, `duplicated-cart-${width}`);

        await logInThroughUi(customer, server.url, MARIA);
        await customer.goto(`${server.url}${href.replace(/^.*(\/duplicar-pedido\/)/, '$1')}`);
        await customer.getByText('Você precisa estar logado como gerente.').waitFor();
        expect(customer.url()).not.toContain('duplicar-pedido');
      } catch (error) {
        await shot(page, `duplicate-fail-${width}`);
        await shot(customer, `duplicate-fail-customer-${width}`);
        throw error;
      } finally {
        await page.context().close();
        await customer.context().close();
      }
    }, 180_000);

    it('merges two accounts of the same person into the main one', async () => {
      const page = await newPage(browser, { width });
      try {
        await logInThroughUi(page, server.url, MANAGER);
        await page.goto(`${server.url}/`);
        const dialog = page.getByRole('dialog', { name: 'Trocar de conta' });
        for (const name of [`Ana Souza ${width}`, `Ana Balcão ${width}`]) {
          await page.getByRole('button', { name: 'Trocar de conta' }).click();
          await dialog.getByRole('button', { name: 'Novo cliente' }).click();
          await dialog.getByLabel('Nome completo').fill(name);
          await dialog.getByRole('button', { name: 'Criar e atender' }).click();
          await dialog.waitFor({ state: 'hidden' });
          const banner = page.getByRole('region', { name: 'Atendimento' });
          await banner.getByText(`Atendendo ${name}`).waitFor();
          await banner.getByRole('button', { name: 'Voltar à minha conta' }).click();
          await banner.waitFor({ state: 'hidden' });
        }
        await page.getByRole('button', { name: 'Trocar de conta' }).click();
        await dialog.getByRole('button', { name: 'Unir contas' }).click();
        const merge = page.getByRole('dialog', { name: 'Unir contas' });
        await merge.getByLabel('Buscar cliente').fill(`Ana`);
        await merge.getByLabel(`Conta principal: Ana Souza ${width}`).check();
        await merge.getByLabel(`Unir a conta de Ana Balcão ${width}`).check();
        await merge.getByLabel('Tornar a conta principal master').check();
        expect(await noHorizontalOverflow(page)).toBe(true);
        await shot(page, `merge-accounts-${width}`);
        await merge.getByRole('button', { name: 'Unir contas' }).click();
        await page.getByText(`Contas unidas em Ana Souza ${width}`).waitFor();
        // Back on the search: the merged account is gone, the main one is master.
        await dialog.getByLabel('Buscar cliente').fill(`Ana Balcão ${width}`);
        await dialog.getByText('Nenhum cliente encontrado.').waitFor();
        await dialog.getByLabel('Buscar cliente').fill(`Ana Souza ${width}`);
        await dialog.getByRole('button', { name: `Atender Ana Souza ${width}` }).waitFor();
        await dialog.getByText('Master').first().waitFor();
        await shot(page, `merged-${width}`);
      } catch (error) {
        await shot(page, `merge-fail-${width}`);
        throw error;
      } finally {
        await page.context().close();
      }
    }, 180_000);
  });
}
