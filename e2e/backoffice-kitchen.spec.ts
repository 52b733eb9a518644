import { createClient } from '@app/domain/client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, logInAt, newPage, shot, signUpThroughUi, startServer } from './harness.ts';

// The counter (decision 068): the board and the kitchen show what staff need per order (payment,
// change, note, address), stay inside the screen with a 500-character note and a long product
// name, the kitchen filters by station and recalls a bumped ticket, and a kitchen member sees
// only the kitchen.

const CUSTOMER = { phone: '11987654321', password: 'cliente123' };
const MANAGER = { phone: '11987650001', password: 'gerente123' };
const OWNER = { phone: '11987650002', password: 'dona1234' };
// 500 characters with a long unbroken run, as a customer pasting a link or shouting would type.
const NOTE =
  `Tocar o interfone 12, o porteiro não deixa subir. ${'SEMCEBOLA'.repeat(20)} ${'Sem cebola, por favor. '.repeat(14)}`
    .slice(0, 500)
    .trim();
const LONG_NAME = `Suco${'Laranja'.repeat(16)}`.slice(0, 120);

let server: { url: string; stop(): Promise<void>; logs(): string };
let browser: Browser;
let deliveryOrder: { _id: string; number: number };
let pixOrder: { _id: string; number: number };

// The default place (no place header), as the app at / is.
const client = (who: { phone: string; password: string }) => apiAs(server.url, '', who);

/** Nothing on the page is wider than the window (the kitchen once grew to 7,272 px). */
async function fitsWidth(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, `scrollWidth ${scroll} > ${width}`).toBeLessThanOrEqual(width);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const manager = await client(MANAGER);
  // A product with a 120-character name, at the Bar station (the drinks category).
  const { stations } = await manager.call('admin/kitchen/stations', {});
  const bar = stations.find((s) => s.name === 'Bar');
  await manager.call('admin/catalogue/saveproduct', {
    category_id: bar?.category_ids[0] ?? '',
    code: '9901',
    productname: LONG_NAME,
    price: 12,
  });
  const customer = await client(CUSTOMER);
  const me = await customer.call('readuserinfo', {});
  const long = await customer.call('getproductnotoken', { code: '9901' });
  const bread = await customer.call('getproductnotoken', { code: '101' });
  const placed = await customer.call('v2/orderdelivery', {
    products: [
      { product_id: long._id, quantity: 1 },
      { product_id: bread._id, quantity: 2 },
    ],
    delivery_type: 1,
    address_id: me.address_list?.[0]?.address_id ?? '',
    phone: CUSTOMER.phone,
    observacao: { author: 'Maria', text: NOTE },
  });
  await customer.call('v2/orderdeliverypayment', { order_id: placed.order._id, payment_type: 0, change: 100 });
  await manager.call('admin/updateorder', { order_id: placed.order._id, status: 1 });
  deliveryOrder = placed.order;

  // Someone else pays by Pix and has not paid yet.
  const anonymous = createClient({ baseUrl: server.url });
  const made = await anonymous.call('createuser', {
    username: 'Paulo Pix',
    phone: '11987001234',
    password: 'senha-pix-1',
  });
  const pixCustomer = createClient({ baseUrl: server.url, tokens: () => ({ token: made.token, managerToken: null }) });
  const water = await pixCustomer.call('getproductnotoken', { code: '401' });
  const pix = await pixCustomer.call('v2/orderdelivery', {
    products: [{ product_id: water._id, quantity: 1 }],
    delivery_type: 2,
    phone: '11987001234',
  });
  await pixCustomer.call('v2/orderdeliverypayment', { order_id: pix.order._id, payment_type: 3 });
  pixOrder = pix.order;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the order board', () => {
  it('uses the whole width at 1280 px, shows change, note and address, and an unpaid Pix cannot be accepted', async () => {
    const page = await newPage(browser, { width: 1280 });
    await logInAt(page, server.url, '', MANAGER, '/admin/pedidos');
    await page.waitForURL(/\/admin\/pedidos$/);
    const accepted = page.getByRole('article', { name: new RegExp(`^Pedido #${deliveryOrder.number},`) });
    await accepted.waitFor({ timeout: 15_000 });
    const text = (await accepted.textContent()) ?? '';
    expect(text).toContain('Troco para R$\u00a0100,00');
    expect(text).toContain('Entregar em');
    expect(text).toContain('Obs.: Tocar o interfone 12');

    const pix = page.getByRole('article', { name: new RegExp(`^Pedido #${pixOrder.number},`) });
    await pix.getByText('Pagamento pendente', { exact: true }).waitFor();
    expect(await pix.getByRole('button', { name: 'Aceitar' }).count()).toBe(0);
    await pix.getByRole('button', { name: 'Recusar' }).waitFor();

    // Four status columns side by side filling the content area (no narrow centred column).
    const columns = page.locator('section[aria-labelledby^="board-col-"]');
    expect(await columns.count()).toBe(4);
    const boxes = await columns.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
    // Beside the 220 px menu, the columns take the rest of the 1280 px (they once sat in 828 px).
    const span = (boxes.at(-1)?.right ?? 0) - (boxes[0]?.left ?? 0);
    expect(span).toBeGreaterThan(1280 * 0.75);
    expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1);
    await fitsWidth(page);
    await shot(page, 'counter-board-1280');
    await page.close();
  }, 90_000);

  it('stays inside a 390 px phone', async () => {
    const page = await newPage(browser, { width: 390 });
    await logInAt(page, server.url, '', MANAGER, '/admin/pedidos');
    await page.waitForURL(/\/admin\/pedidos$/);
    const tabs = page.getByRole('tablist', { name: 'Colunas do painel' });
    await tabs.getByRole('tab', { name: /^Pendentes/ }).waitFor();
    await page.getByText('Pagamento pendente', { exact: true }).first().waitFor();
    await fitsWidth(page);
    await shot(page, 'counter-board-390-pending');
    await tabs.getByRole('tab', { name: /^Aceitos/ }).click();
    await page.getByText(/^Obs\.: Tocar o interfone/).waitFor();
    await fitsWidth(page);
    await shot(page, 'counter-board-390-accepted');
    await page.close();
  }, 90_000);
});

describe('the kitchen display', () => {
  it('wraps a 500-character note and a long name, filters by station, and recalls a bumped ticket', async () => {
    for (const width of [390, 1280]) {
      const page = await newPage(browser, { width });
      await logInAt(page, server.url, '', MANAGER, '/admin/cozinha');
      await page.waitForURL(/\/admin\/cozinha$/);
      const ticket = page.getByRole('article', { name: `#${deliveryOrder.number}` });
      await ticket.waitFor({ timeout: 15_000 });
      expect(await ticket.textContent()).toContain(LONG_NAME);
      expect(await ticket.textContent()).toContain('Troco para R$\u00a0100,00');
      await fitsWidth(page);
      await shot(page, `counter-kitchen-${width}`);

      // The Bar sees the juice only; the Cozinha the bread only; the device remembers the choice.
      await page.getByRole('button', { name: 'Bar', exact: true }).click();
      await page.waitForURL(/estacao=Bar/);
      await ticket.getByText(LONG_NAME).waitFor();
      expect(await ticket.getByText('Pão de alho').count()).toBe(0);
      await fitsWidth(page);
      await shot(page, `counter-kitchen-bar-${width}`);
      await page.goto(`${server.url}/admin/cozinha?estacao=cozinha`);
      await ticket.getByText('Pão de alho').waitFor();
      // The tickets show every line until the stations arrive: wait for the filter, not the first paint.
      await expect.poll(() => ticket.getByText(LONG_NAME).count()).toBe(0);
      await page.goto(`${server.url}/admin/cozinha`);
      await ticket.getByText('Pão de alho').waitFor();
      expect(await page.getByRole('button', { name: 'Cozinha', exact: true }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await page.getByRole('button', { name: 'Todas (expedição)' }).click();
      await page.close();
    }

    // Bumped (a delivery leaves: 3), it is under Recentes; 'Desfazer' brings it back.
    const page = await newPage(browser, { width: 1280 });
    await logInAt(page, server.url, '', MANAGER, '/admin/cozinha');
    const ticket = page.getByRole('article', { name: `#${deliveryOrder.number}` });
    await ticket.getByRole('button', { name: 'Pronto' }).click();
    await ticket.waitFor({ state: 'detached', timeout: 15_000 });
    const recent = page.getByRole('region', { name: /^Recentes/ });
    const row = recent.locator(`li[data-order-id="${deliveryOrder._id}"]`);
    await row.waitFor();
    await shot(page, 'counter-kitchen-recent-1280');
    await row.getByRole('button', { name: 'Desfazer' }).click();
    await ticket.waitFor({ timeout: 15_000 });
    const manager = await client(MANAGER);
    expect((await manager.call('readorder', { order_id: deliveryOrder._id })).order.status).toBe(1);
    await page.close();
  }, 180_000);

  it('a member invited as kitchen sees only the kitchen; the server refuses the rest', async () => {
    const owner = await client(OWNER);
    const phone = '11987004321';
    await owner.call('team/invite', { phone, role: 'kitchen' });
    const page = await newPage(browser, { width: 390 });
    await signUpThroughUi(page, server.url, '', phone, 'Kátia Cozinha');
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(/\/admin\/cozinha$/);
    const nav = page.getByRole('navigation', { name: 'Menu do painel' });
    await nav.getByRole('link', { name: 'Cozinha' }).waitFor();
    expect(await nav.getByRole('link').count()).toBe(1);
    await page.getByRole('article', { name: `#${deliveryOrder.number}` }).waitFor({ timeout: 15_000 });
    await shot(page, 'counter-kitchen-member-390');
    const kitchen = await client({ phone, password: 'segredo1' });
    const denied = await kitchen.call('admin/settings/update', { marketplace: false }).then(
      () => 'allowed',
      (e: Error) => e.message,
    );
    expect(denied).toBe('access_denied');
    await page.close();
  }, 120_000);
});
