import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, logInAt, newPage, shot, startServer } from './harness.ts';

// The manager's live order board at /admin/pedidos. A customer order placed
// through the API appears without a reload (SSE with the manager token); "Aceitar" moves it on the
// server (the customer reads status 1) and the customer's tracking screen follows.

const CUSTOMER = { phone: '11987654321', password: 'cliente123' };
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

// The default place (no place header), as the app at / is.
const managerClient = () => apiAs(server.url, '', MANAGER);
const customerClient = () => apiAs(server.url, '', CUSTOMER);

describe('back-office order board', () => {
  it('shows a new order without reload, accepts it, and the customer sees it accepted', async () => {
    const page = await newPage(browser, { width: 1280 });
    await logInAt(page, server.url, '', MANAGER, '/admin/pedidos');
    await page.waitForURL(/\/admin\/pedidos$/);
    await page.getByRole('heading', { name: /Painel de pedidos/ }).waitFor();
    await page.getByText('Ao vivo').waitFor();

    const customer = await customerClient();
    const product = await customer.call('getproductnotoken', { code: '401' });
    const placed = await customer.call('v2/orderdelivery', {
      products: [{ product_id: product._id, quantity: 2 }],
      delivery_type: 2,
      phone: '11987654321',
    });
    const number = placed.order.number;

    // The customer's tracking page, in its own browser context, before the manager acts.
    const tracking = await newPage(browser, { width: 390 });
    await logInAt(tracking, server.url, '', CUSTOMER, `/meu-pedido/${placed.order._id}`);
    await tracking.waitForURL(new RegExp(`/meu-pedido/${placed.order._id}`));
    await tracking.getByText('Pendente', { exact: true }).first().waitFor();

    const card = page.getByRole('article', { name: new RegExp(`^Pedido #${number},`) });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('2× Água mineral sem gás');
    expect(await page.title()).toMatch(/^\(\d+\) Pedidos$/);
    const pending = page.locator('section', { has: page.getByRole('heading', { name: /^Pendentes/ }) });
    expect(await pending.getByRole('article', { name: new RegExp(`^Pedido #${number},`) }).count()).toBe(1);
    await shot(page, 'backoffice-board-1280');

    await card.getByRole('button', { name: 'Aceitar' }).click();
    const accepted = page.locator('section', { has: page.getByRole('heading', { name: /^Aceitos/ }) });
    await accepted.getByRole('article', { name: new RegExp(`^Pedido #${number},`) }).waitFor();
    const read = await customer.call('readorder', { order_id: placed.order._id });
    expect(read.order.status).toBe(1);
    // The status chip and the history line change without a reload (the chip read 'Pendente').
    await tracking.getByText('Aceito', { exact: true }).first().waitFor({ timeout: 15_000 });
    await tracking.getByText(/^Aceito · por /).waitFor();
    await shot(tracking, 'backoffice-board-customer-tracking-390');

    // Refuse is not offered any more; cancel with a reason keeps the server's answer in the card.
    const acceptedCard = accepted.getByRole('article', { name: new RegExp(`^Pedido #${number},`) });
    expect(await acceptedCard.getByRole('button', { name: 'Recusar' }).count()).toBe(0);
    await acceptedCard.getByRole('button', { name: 'Cancelar' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancelar pedido #${number}` });
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.getByText('Informe o motivo.').waitFor();
    await dialog.getByLabel('Motivo').fill('Cliente desistiu');
    await dialog.getByLabel('Observação').fill('ligou na loja');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await customer.call('readorder', { order_id: placed.order._id })).order.status)
      .toBe(5);
    await tracking.close();
    await page.close();
  }, 120_000);

  it('shows whether an online order is paid; a refunded one is collected on delivery before it is delivered', async () => {
    // Paid, then refunded, then delivered is no longer possible.
    const page = await newPage(browser, { width: 1280 });
    await logInAt(page, server.url, '', MANAGER, '/admin/pedidos');
    await page.waitForURL(/\/admin\/pedidos$/);
    await page.getByText('Ao vivo').waitFor();

    const customer = await customerClient();
    const product = await customer.call('getproductnotoken', { code: '401' });
    const { order } = await customer.call('v2/orderdelivery', {
      products: [{ product_id: product._id, quantity: 1 }],
      delivery_type: 2,
      phone: '11987654321',
    });
    await customer.call('v2/orderdeliverypayment', { order_id: order._id, payment_type: 2, installments: 1 });
    const { cards } = await customer.call('payments/cards/list', { buyerId: 'me' });
    const paid = await customer.call('payments/transactions/buyer', {
      reference_id: order._id,
      card_id: cards[0]?._id ?? '',
    });
    expect(paid.transaction.status).toBe('succeeded');

    const name = new RegExp(`^Pedido #${order.number},`);
    const card = page.getByRole('article', { name });
    await card.getByText('Pago', { exact: true }).waitFor({ timeout: 15_000 });
    await card.getByRole('button', { name: 'Aceitar' }).click();
    const accepted = page.locator('section', { has: page.getByRole('heading', { name: /^Aceitos/ }) });
    const acceptedCard = accepted.getByRole('article', { name });
    await acceptedCard.waitFor();

    // The charge is voided (a refund): the card says so without a reload, and offers no 'Entregue'.
    const manager = await managerClient();
    await manager.call('payments/transactions/v2/void', { transaction_id: paid.transaction.transaction_id });
    await acceptedCard.getByText('Estornado', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await acceptedCard.getByRole('button', { name: 'Entregue' }).count()).toBe(0);
    await acceptedCard.getByText('Cobrar na entrega:').waitFor();
    await shot(page, 'backoffice-board-refunded-1280');

    // The kitchen sees it too.
    const kitchen = await newPage(browser, { width: 390 });
    await logInAt(kitchen, server.url, '', MANAGER, '/admin/cozinha');
    const ticket = kitchen.getByRole('article', { name: `#${order.number}` });
    await ticket.getByText('Estornado', { exact: true }).waitFor({ timeout: 15_000 });
    await ticket.getByText(/^Pagamento online não confirmado/).waitFor();
    await shot(kitchen, 'backoffice-kitchen-refunded-390');
    await kitchen.close();

    // Collected in cash on delivery: now it can be delivered.
    await acceptedCard.getByRole('button', { name: 'Dinheiro' }).click();
    await acceptedCard.getByText('Estornado', { exact: true }).waitFor({ state: 'detached' });
    await acceptedCard.getByRole('button', { name: 'Entregue' }).click();
    await expect.poll(async () => (await customer.call('readorder', { order_id: order._id })).order.status).toBe(4);
    expect((await customer.call('readorder', { order_id: order._id })).order.payment_type).toBe(0);
    await page.close();
  }, 120_000);

  it('turns the columns into tabs on a phone', async () => {
    const page = await newPage(browser, { width: 390 });
    await logInAt(page, server.url, '', MANAGER, '/home');
    await page.waitForURL(/\/home$/);
    await page.getByRole('heading', { name: 'Cantina da Praça' }).first().waitFor();
    // The manager reaches the board from the side drawer.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('link', { name: 'Abrir painel' }).click();
    await page.waitForURL(/\/admin\/pedidos$/);
    const tabs = page.getByRole('tablist', { name: 'Colunas do painel' });
    await tabs.waitFor();
    expect(await tabs.getByRole('tab').count()).toBe(5);
    await shot(page, 'backoffice-board-390-pending');
    await tabs.getByRole('tab', { name: /Cancelados\/Recusados/ }).click();
    await page
      .getByRole('tabpanel')
      .getByRole('heading', { name: /Cancelados\/Recusados/ })
      .waitFor();
    await shot(page, 'backoffice-board-390');
    await page.close();
  }, 60_000);
});
