import type { Client } from '@app/domain/client';
import type { CallResult } from '@app/domain/contract';
import { formatEstimate, orderEstimate } from '@app/domain/orders/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, logInAt, newPage, shot, startServer } from './harness.ts';

// What the customer sees after ordering (decision 066): the expected time on tracking, a pickup's
// 'Pronto para retirada' step set from the board, the rating of a delivered order (shown to the
// owner on the dashboard), 'Pedir de novo' from My orders with an item gone from the menu, and
// long texts that wrap instead of widening the page at 390 px.

const CUSTOMER = { phone: '11987654321', password: 'cliente123' };
const MANAGER = { phone: '11987650001', password: 'gerente123' };
/** The cantina's delivery_time in the demo seed. */
const DELIVERY_MINUTES = 45;
const LONG_NOTE = `Interfone${'quebrado'.repeat(61)}`.slice(0, 500);
const LONG_NAME = `Pizza${'Gigantedequatroqueijos'.repeat(6)}`.slice(0, 120);

type Order = CallResult<'readorder'>['order'];

let server: { url: string; stop(): Promise<void>; logs(): string };
let browser: Browser;
let manager: Client;
let customer: Client;
let pickup: Order;
let delivery: Order;

const client = (who: { phone: string; password: string }) => apiAs(server.url, '', who);

/** The page is no wider than its viewport (a long unbroken text once made tracking 5,743 px wide). */
async function expectNoSideScroll(page: Page) {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(viewport);
}

/** Places an order as the demo customer and pays it in cash, then the manager accepts it. */
async function placeAccepted(body: Record<string, unknown>): Promise<Order> {
  const placed = await customer.call('v2/orderdelivery', { phone: CUSTOMER.phone, ...body } as never);
  await customer.call('v2/orderdeliverypayment', { order_id: placed.order._id, payment_type: 0 });
  const accepted = await manager.call('admin/updateorder', { order_id: placed.order._id, status: 1 });
  return accepted.order;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  manager = await client(MANAGER);
  customer = await client(CUSTOMER);
  const bread = await customer.call('getproductnotoken', { code: '101' });
  const coke = await customer.call('getproductnotoken', { code: '403' });
  const combo = await customer.call('getproductnotoken', { code: '309' });
  // A product whose name is one long word, as an owner may type it.
  const saved = await manager.call('admin/catalogue/saveproduct', {
    category_id: (await manager.call('admin/catalogue/product', { _id: bread._id })).product.category_id,
    code: '199',
    productname: LONG_NAME,
    price: 10,
  } as never);
  const comboChoices = combo.combosession_list.map((s) => ({
    session_id: s._id,
    items: s.product_list_data.slice(0, Math.max(1, s.min_itens)).map((i) => ({ item_id: i._id, qtd: 1 })),
  }));
  pickup = await placeAccepted({
    products: [
      { product_id: bread._id, quantity: 2 },
      { product_id: saved.product._id, quantity: 1, observation: LONG_NOTE },
      { product_id: combo._id, quantity: 1, combo: comboChoices },
      { product_id: coke._id, quantity: 1 },
    ],
    delivery_type: 1,
    pickupplace: 'Balcão',
    observacao: { text: LONG_NOTE },
  });
  const me = await customer.call('readuserinfo', {});
  const address = me.address_list?.[0]?.address_id;
  if (!address) throw new Error('the demo customer has no saved address');
  delivery = await placeAccepted({
    products: [{ product_id: bread._id, quantity: 1 }],
    delivery_type: 1,
    address_id: address,
    observacao: { text: LONG_NOTE },
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('after ordering', () => {
  it('tracks a delivery with its expected window, hidden once delivered', async () => {
    const expected = orderEstimate(delivery, DELIVERY_MINUTES);
    if (!expected) throw new Error('no estimate for an accepted delivery');
    for (const width of [390, 1280]) {
      const page = await newPage(browser, { width });
      await logInAt(page, server.url, '', CUSTOMER, `/meu-pedido/${delivery._id}`);
      await page.getByTestId('order-estimate').waitFor();
      expect(await page.getByTestId('order-estimate').textContent()).toBe(
        `Previsão de entrega: ${formatEstimate(expected)}`,
      );
      expect(await page.getByRole('list', { name: 'Situação do pedido' }).textContent()).toContain('Saiu para entrega');
      await expectNoSideScroll(page);
      await shot(page, `tracking-delivery-${width}`);
      await page.close();
    }
    await manager.call('admin/updateorder', { order_id: delivery._id, status: 3 });
    await manager.call('admin/updateorder', { order_id: delivery._id, status: 4 });
    const page = await newPage(browser, { width: 390 });
    await logInAt(page, server.url, '', CUSTOMER, `/meu-pedido/${delivery._id}`);
    await page.getByTestId('order-status').getByText('Entregue').waitFor();
    expect(await page.getByTestId('order-estimate').count()).toBe(0);
    await page.close();
  }, 120_000);

  it("walks a pickup through 'Pronto para retirada' from the board, then the customer rates it once", async () => {
    const phone = await newPage(browser, { width: 390 });
    await logInAt(phone, server.url, '', CUSTOMER, `/meu-pedido/${pickup._id}`);
    const estimate = phone.getByTestId('order-estimate');
    await estimate.waitFor();
    expect(await estimate.textContent()).toMatch(/^Previsão de retirada: \d\d:\d\d–\d\d:\d\d$/);
    const steps = phone.getByRole('list', { name: 'Situação do pedido' });
    expect(await steps.getByRole('listitem').allTextContents()).toEqual([
      '✓Pedido recebido',
      'Em preparo',
      'Pronto para retirada',
      'Retirado',
    ]);
    // The 500-character note and the long product name wrap: no sideways scroll.
    await phone.getByText(LONG_NAME, { exact: false }).first().waitFor();
    await expectNoSideScroll(phone);
    await shot(phone, 'tracking-pickup-preparing-390');

    // The board offers 'Pronto para retirada' for a pickup (no 'Saiu para entrega').
    const board = await newPage(browser, { width: 1280 });
    await logInAt(board, server.url, '', MANAGER, '/admin/pedidos');
    const card = board.getByRole('article', { name: new RegExp(`^Pedido #${pickup.number},`) });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByRole('button', { name: 'Saiu para entrega' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Pronto para retirada' }).click();
    await expect.poll(async () => (await customer.call('readorder', { order_id: pickup._id })).order.status).toBe(3);
    await phone.getByTestId('order-status').getByText('Pronto para retirada').waitFor({ timeout: 15_000 });
    await phone.getByText('Seu pedido está pronto. Pode vir retirar!').waitFor();
    expect(await phone.getByTestId('order-estimate').count()).toBe(0);
    await shot(phone, 'tracking-pickup-ready-390');

    const readyCard = board.getByRole('article', { name: new RegExp(`^Pedido #${pickup.number},`) });
    await readyCard.getByRole('button', { name: 'Entregue' }).click();
    await phone.getByTestId('order-status').getByText('Entregue').waitFor({ timeout: 15_000 });
    await board.close();

    // The rating: stars are required, then sent once.
    const form = phone.getByRole('form', { name: 'Avalie seu pedido' });
    await form.waitFor();
    await shot(phone, 'rating-form-390');
    await form.getByRole('button', { name: 'Enviar avaliação' }).click();
    await form.getByText('Escolha de 1 a 5 estrelas.').waitFor();
    // The stars are radio buttons drawn as stars: the hidden input is reached through its label.
    await form.getByRole('radio', { name: '4 estrelas' }).check({ force: true });
    await form.getByLabel('Comentário (opcional)').fill('Massa ótima, retirada rápida.');
    await form.getByRole('button', { name: 'Enviar avaliação' }).click();
    const given = phone.getByTestId('order-rating');
    await given.getByText('Obrigado pela avaliação!').waitFor();
    expect(await given.getByRole('img').getAttribute('aria-label')).toBe('4 estrelas');
    expect(await phone.getByRole('form', { name: 'Avalie seu pedido' }).count()).toBe(0);
    await expectNoSideScroll(phone);
    await shot(phone, 'rating-given-390');
    await phone.close();

    // Once per order: the server refuses a second rating.
    await expect(customer.call('order/rate', { order_id: pickup._id, stars: 1 })).rejects.toThrow(
      'Este pedido já foi avaliado.',
    );

    const wide = await newPage(browser, { width: 1280 });
    await logInAt(wide, server.url, '', CUSTOMER, `/meu-pedido/${pickup._id}`);
    await wide.getByTestId('order-rating').waitFor();
    await shot(wide, 'tracking-pickup-rated-1280');
    await wide.close();
  }, 180_000);

  it('shows the owner the rating on the dashboard', async () => {
    const page = await newPage(browser, { width: 1280 });
    await logInAt(page, server.url, '', MANAGER, '/admin');
    const panel = page.getByTestId('ratings-panel');
    await panel.getByText('Massa ótima, retirada rápida.').waitFor({ timeout: 15_000 });
    // The demo seed rated two orders (5 and 4 stars); this journey gave 4.
    expect(await panel.getByTestId('ratings-average').textContent()).toBe('4,3');
    await panel.getByText('3 avaliações').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'dashboard-ratings-1280');
    await page.close();
  }, 60_000);

  it('orders again from My orders: what is gone from the menu is left out and named', async () => {
    const coke = await customer.call('getproductnotoken', { code: '403' });
    await manager.call('admin/catalogue/availability', { _id: coke._id, active: false });
    for (const width of [390, 1280]) {
      const page = await newPage(browser, { width });
      await logInAt(page, server.url, '', CUSTOMER, '/meus-pedidos');
      const item = page.getByRole('link', { name: `Ver pedido #${pickup.number}` });
      await item.waitFor();
      await page.getByRole('img', { name: 'Avaliado com 4 de 5 estrelas' }).waitFor();
      await expectNoSideScroll(page);
      await shot(page, `my-orders-${width}`);

      await page.getByRole('button', { name: `Pedir de novo o pedido #${pickup.number}` }).click();
      await page.waitForURL((url) => url.pathname === (width < 600 ? '/carrinhoMobile' : '/carrinho'));
      await page.getByText('Não está mais disponível e ficou de fora: Coca-Cola lata.').waitFor();
      // The cart asks which kind of order first (this place offers more than one).
      const kind = page.getByRole('dialog', { name: 'Como você quer fazer o pedido?' });
      await kind.waitFor().catch(async (e) => {
        await shot(page, `fail-reorder-${width}`);
        throw e;
      });
      await kind.getByRole('button', { name: 'Pedir agora' }).click();
      await kind.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { name: 'Carrinho' }).waitFor();
      const cart = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.includes('cart'))
          .map((k) => localStorage.getItem(k))
          .join('\n'),
      );
      expect(cart).toContain('Pão de alho');
      expect(cart).toContain('Combo Executivo');
      expect(cart).toContain(LONG_NAME);
      expect(cart).not.toContain('Coca-Cola');
      await shot(page, `reorder-cart-${width}`);
      await page.close();
    }
  }, 120_000);
});
