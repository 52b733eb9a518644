import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, logInThroughUi, newPage, shot, startServer, WIDTHS } from './harness.ts';

// The forms and shell details a customer meets on the first day (decision 067): an address without
// a complement, a change amount out of bounds, the card holder's CPF, the order button that says
// why it is off, texts that agree with any product name, the tab's title, the splash, and a product
// page with very long texts that stays inside a phone's width.

const CUSTOMER = { phone: '11987654321', password: 'cliente123' };
const MANAGER = { phone: '11987650001', password: 'gerente123' };
const PLACE = 'Cantina da Praça';
const LONG_NAME = 'Pizza Margherita Especialíssima da Casa com Borda Recheada de Catupiry e Cheddar Duplo';
const LONG_WORD = 'Superextraordinariamentecrocanteemassadefermentacaonatural';
const LONG_DESCRIPTION =
  `${LONG_WORD} ${'molho de tomate italiano, muçarela de búfala, manjericão fresco e azeite extravirgem; '.repeat(5)}`.slice(
    0,
    500,
  );
const LONG_ITEM = 'Adicional de Catupiry Original Cremoso Extra Generoso Espalhado por Toda a Borda da Pizza';

let server: { url: string; stop(): Promise<void>; logs(): string };
let browser: Browser;

const managerClient = () => apiAs(server.url, '', MANAGER);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // A product with texts as long as the back office allows, and a combo whose item names are long.
  const manager = await managerClient();
  const { categories } = await manager.call('admin/catalogue/menus', {});
  const category = categories[0]?._id ?? '';
  await manager.call('admin/catalogue/saveproduct', {
    category_id: category,
    code: 'LONGO-1',
    productname: LONG_NAME,
    description: LONG_DESCRIPTION,
    details: `${LONG_WORD}\n${'Serve duas pessoas. '.repeat(10)}`,
    price: 59.9,
  });
  const { product: combo } = await manager.call('admin/catalogue/saveproduct', {
    category_id: category,
    code: 'LONGO-2',
    productname: `Combo ${LONG_NAME}`,
    description: LONG_DESCRIPTION,
    price: 79.9,
  });
  await manager.call('admin/catalogue/savecombo', {
    product_id: combo._id,
    sessions: [
      {
        title: 'Escolha os adicionais que deixam a sua pizza ainda mais especial hoje',
        selection_type: 'MANY_QTD_SELECT',
        min_itens: 0,
        max_itens: 3,
        max_itens_additions: 2,
        max_total_products: 3,
        product_list_data: [
          { productname: LONG_ITEM, description: LONG_DESCRIPTION.slice(0, 300), price: 4.5 },
          { productname: LONG_WORD, price: 0 },
        ],
      },
    ],
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Nothing of the page is wider than the window (no sideways scrolling). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function chooseNow(page: Page) {
  const kind = page.getByRole('dialog', { name: 'Como você quer fazer o pedido?' });
  await kind.waitFor();
  await kind.getByRole('button', { name: 'Pedir agora' }).click();
  await kind.waitFor({ state: 'hidden' });
}

async function openCart(page: Page, width: number) {
  await page.goto(`${server.url}${width < 600 ? '/carrinhoMobile' : '/carrinho'}`);
  await chooseNow(page);
}

for (const width of WIDTHS) {
  describe(`at ${width} px`, () => {
    it('a product with very long texts stays inside the window; the tab names the place; the snackbar agrees', async () => {
      const page = await newPage(browser, { width });
      await page.goto(`${server.url}/produto/LONGO-1`);
      await page.getByRole('heading', { name: LONG_NAME }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // Cut like in the lists (36 characters), so the place's name still shows in a narrow tab.
      await expect.poll(() => page.title()).toBe(`${LONG_NAME.slice(0, 35).trimEnd()}… · ${PLACE}`);
      await page.getByRole('button', { name: /^Adicionar · / }).click();
      await page.getByText(`Adicionado ao carrinho: ${LONG_NAME}`).waitFor();
      await shot(page, `forms/product-long-${width}`);

      // The combo's dialog with long item names and a long session title.
      await page.goto(`${server.url}/produto/LONGO-2`);
      await page.getByRole('button', { name: /^Adicionar · / }).click();
      const dialog = page.getByRole('dialog', { name: `Monte do seu jeito: Combo ${LONG_NAME}` });
      await dialog.waitFor();
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `forms/combo-long-${width}`);

      // The home screen: the place's name alone.
      await page.goto(`${server.url}/`);
      await expect.poll(() => page.title()).toBe(PLACE);
      await page.close();
    });

    it('address without complement, change out of bounds, the blocked order button, the card holder CPF', async () => {
      const page = await newPage(browser, { width });
      await logInThroughUi(page, server.url, CUSTOMER);
      await page.goto(`${server.url}/`);
      await page.getByRole('button', { name: 'Adicionar Coca-Cola lata ao carrinho' }).first().click();
      await openCart(page, width);
      await page.getByRole('heading', { name: 'Carrinho' }).waitFor();
      await expect.poll(() => page.title()).toBe(`Carrinho · ${PLACE}`);

      // A house: no complement, and the form takes it.
      await page.getByText('Entrega', { exact: true }).click();
      await page.getByRole('button', { name: /^(Escolher|Trocar) endereço$/ }).click();
      const list = page.getByRole('dialog', { name: 'Escolha o endereço de entrega' });
      await list.getByRole('button', { name: 'Novo endereço' }).click();
      const form = page.getByRole('dialog', { name: 'Endereço' });
      await form.getByLabel('CEP').fill('01310100');
      await expect.poll(() => form.getByLabel('Rua').inputValue()).toBe('Avenida Paulista');
      await form.getByLabel('Número').fill(width < 600 ? '1500' : '1510');
      await form.getByText('Opcional: apto, bloco, casa').waitFor();
      await shot(page, `forms/address-form-${width}`);
      await form.getByRole('button', { name: 'Salvar endereço' }).click();
      await form.waitFor({ state: 'hidden' });
      if (await list.isVisible())
        await list
          .getByText(/Avenida Paulista, 15[01]0/)
          .first()
          .click();
      await page
        .getByText(/Avenida Paulista, 15[01]0 - Bela Vista/)
        .first()
        .waitFor();

      // Cash: more than R$ 500,00 of change is refused with the highest amount; what was typed stays.
      await page.getByRole('button', { name: 'Fazer pedido' }).click();
      const sheet = page.getByRole('dialog', { name: 'Como você vai pagar?' });
      await sheet.getByLabel('Dinheiro').check();
      await sheet.getByRole('button', { name: 'Confirmar' }).click();
      const change = page.getByRole('dialog', { name: 'Precisa de troco?' });
      const amount = change.getByLabel('Troco para quanto?');
      await amount.fill('10.000,00');
      await change.getByRole('button', { name: 'Confirmar troco' }).click();
      await change
        .getByText(/^Informe um valor de até R\$\u00a0\d+,\d\d: o troco máximo é R\$\u00a0500,00\.$/)
        .waitFor();
      expect(await amount.inputValue()).toBe('10.000,00');
      await shot(page, `forms/change-too-high-${width}`);
      await amount.fill('50');
      await change.getByRole('button', { name: 'Confirmar troco' }).click();
      await page.waitForURL((url) => url.pathname === '/acompanhamento');
      const orderId = await page.evaluate(() => JSON.parse(localStorage.getItem('pendingOrderId') ?? 'null'));
      expect(orderId).toBeTruthy();
      await expect.poll(() => page.title()).toBe(`Acompanhar pedido · ${PLACE}`);

      // A second order: the button is off and says why, with a link to the pending order.
      await page.goto(`${server.url}/`);
      await page.getByRole('button', { name: 'Adicionar Coca-Cola lata ao carrinho' }).first().click();
      await openCart(page, width);
      await page.getByRole('heading', { name: 'Pedido pendente' }).waitFor();
      const order = page.getByRole('button', { name: 'Fazer pedido' });
      expect(await order.isDisabled()).toBe(true);
      const reason = page.locator('#order-pending');
      expect(await reason.textContent()).toBe(
        'Você já tem um pedido em andamento. Aguarde a conclusão para fazer outro. Acompanhar pedido',
      );
      expect(await order.getAttribute('aria-describedby')).toContain('order-pending');
      await shot(page, `forms/cart-blocked-${width}`);

      // A device that did not know of the pending order learns of it from the refusal.
      await page.evaluate(() => localStorage.removeItem('pendingOrderId'));
      await page.reload();
      const kindAgain = page.getByRole('dialog', { name: 'Como você quer fazer o pedido?' });
      await page.getByRole('heading', { name: 'Carrinho' }).or(kindAgain).first().waitFor();
      if (await kindAgain.isVisible()) await chooseNow(page);
      await page.getByRole('heading', { name: 'Carrinho' }).waitFor();
      await page.getByText('Retirar no local', { exact: true }).click();
      await page.getByRole('button', { name: 'Fazer pedido' }).click();
      // Cash may still be the chosen payment: the sheet, or straight the change dialog.
      const sheetOrChange = page.getByRole('dialog', { name: /Como você vai pagar\?|Precisa de troco\?/ });
      await sheetOrChange.waitFor();
      if (await sheetOrChange.getByLabel('Dinheiro').count()) {
        await sheetOrChange.getByLabel('Dinheiro').check();
        await sheetOrChange.getByRole('button', { name: 'Confirmar' }).click();
      }
      await page
        .getByRole('dialog', { name: 'Precisa de troco?' })
        .getByRole('button', { name: 'Não preciso de troco' })
        .click();
      await page.getByRole('heading', { name: 'Pedido pendente' }).waitFor();
      await reason.waitFor();
      await reason.getByRole('link', { name: 'Acompanhar pedido' }).click();
      await page.waitForURL((url) => url.pathname === '/acompanhamento');

      // The place finishes it, so the other width starts with no pending order.
      const manager = await managerClient();
      for (const status of [1, 3, 4]) await manager.call('admin/updateorder', { order_id: orderId, status });

      // The card holder's CPF is checked like every CPF; what was typed stays (in the CPF/CNPJ mask).
      await page.goto(`${server.url}/novo-cartao`);
      await page.getByRole('heading', { name: 'Novo cartão' }).waitFor();
      await expect.poll(() => page.title()).toBe(`Novo cartão · ${PLACE}`);
      const cpf = page.getByLabel('CPF do titular');
      await cpf.pressSequentially('12345678900');
      await page.getByRole('button', { name: 'Salvar cartão' }).click();
      const cpfError = page.locator(`#${await cpf.getAttribute('aria-describedby')}`);
      expect(await cpfError.textContent()).toBe('CPF inválido');
      expect(await cpf.inputValue()).toBe('123.456.789-00');
      await shot(page, `forms/new-card-cpf-${width}`);
      await page.close();
    });
  });
}

describe('provider splash', () => {
  it('never covers a ready screen, and shows at most once per session', async () => {
    const page = await newPage(browser, { width: 390 });
    // Records whether the splash was ever in the page.
    await page.addInitScript(() => {
      const seen = () => {
        if (document.querySelector('[data-testid="splash"]')) sessionStorage.setItem('sawSplash', 'yes');
      };
      new MutationObserver(seen).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${server.url}/p/clinica-bem-estar/`);
    await page.getByRole('link', { name: 'Todos os produtos' }).waitFor();
    expect(await page.getByTestId('splash').count()).toBe(0);
    await page.evaluate(() => sessionStorage.removeItem('sawSplash'));
    await page.reload();
    await page.getByRole('link', { name: 'Todos os produtos' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('sawSplash'))).toBeNull();
    await page.close();
  });
});
