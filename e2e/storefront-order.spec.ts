import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, logInAt, newPage, shot, startServer } from './harness.ts';

// The order journey in Chromium at a phone and a desktop width: the demo customer
// logs in, fills the cart, delivers to an address found by CEP, pays cash with change, lands on
// tracking, and sees the status change (driven through the API as the manager) without a reload.
// An anonymous visitor who touches the cart is sent to Login and comes back to it.

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

async function addFromMenu(page: Page, name: string) {
  await page
    .getByRole('button', { name: `Adicionar ${name} ao carrinho` })
    .first()
    .click();
}

/** The manager's session, through the API as any client would do it. */
const managerClient = () => apiAs(server.url, '', MANAGER);

/** The order-type dialog opens on the cart while the place offers more than one kind. */
async function chooseKind(page: Page, kind: 'Pedir agora' | 'Agendar') {
  const dialog = page.getByRole('dialog', { name: 'Como você quer fazer o pedido?' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: kind }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** A new address found by CEP (the demo customer also has a saved one), made the default and chosen. */
async function addAddressByCep(page: Page) {
  await page.getByRole('button', { name: /^(Escolher|Trocar) endereço$/ }).click();
  const list = page.getByRole('dialog', { name: 'Escolha o endereço de entrega' });
  await list.getByRole('button', { name: 'Novo endereço' }).click();
  const form = page.getByRole('dialog', { name: 'Endereço' });
  await form.getByLabel('CEP').fill('01310100');
  await expect.poll(() => form.getByLabel('Rua').inputValue()).toBe('Avenida Paulista');
  expect(await form.getByLabel('Bairro').inputValue()).toBe('Bela Vista');
  expect(await form.getByLabel('Cidade').inputValue()).toBe('São Paulo');
  await form.getByLabel('Número').fill('1000');
  await form.getByLabel('Complemento').fill('Apto 12');
  await form.getByLabel('Usar como endereço padrão').check();
  await form.getByRole('button', { name: 'Salvar endereço' }).click();
  await form.waitFor({ state: 'hidden' });
  await list.waitFor({ state: 'hidden' });
  await page.getByText('Avenida Paulista, 1000 - Apto 12 - Bela Vista, São Paulo/SP').waitFor();
}

for (const width of [390, 1280]) {
  describe(`order journey at ${width} px`, () => {
    it('cart → address by CEP → cash with change → tracking that follows the status', async () => {
      const page = await newPage(browser, { width });
      await logInAt(page, server.url, '', CUSTOMER);
      await page.waitForURL((url) => !url.pathname.startsWith('/entrar'));
      await page.goto(`${server.url}/`);
      await addFromMenu(page, 'Pão de alho');
      await addFromMenu(page, 'Coca-Cola lata');
      await page.goto(`${server.url}${width < 600 ? '/carrinhoMobile' : '/carrinho'}`);
      await chooseKind(page, 'Pedir agora');
      await page.getByRole('heading', { name: 'Carrinho' }).waitFor();

      // One more bread: the server prices 2 × R$ 18,90.
      await page.getByRole('button', { name: 'Adicionar uma unidade de Pão de alho' }).click();
      await page
        .getByText('R$\u00a037,80')
        .first()
        .waitFor()
        .catch(async (e) => {
          await shot(page, `fail-${width}`);
          throw e;
        });

      await page.getByText('Entrega', { exact: true }).click();
      await addAddressByCep(page);
      // Bela Vista delivers for R$ 7,00: 37,80 + 7,00 (Coca-Cola) + 7,00 (fee).
      await page.getByText('Taxa de entrega').waitFor();
      await expect
        .poll(() => page.getByText('R$\u00a051,80').count())
        .toBeGreaterThan(0)
        .catch(async (e) => {
          await shot(page, `fail-${width}`);
          throw e;
        });

      // The coupon: empty is refused under the field; the code is uppercased; R$ 5,00 off.
      await page.getByRole('button', { name: 'Adicionar cupom' }).click();
      const couponDialog = page.getByRole('dialog', { name: 'Cupom de desconto' });
      await couponDialog.getByRole('button', { name: 'Aplicar' }).click();
      await couponDialog.getByText('Nenhum cupom foi informado').waitFor();
      await couponDialog.getByLabel('Código do cupom').fill('desconto5');
      expect(await couponDialog.getByLabel('Código do cupom').inputValue()).toBe('DESCONTO5');
      await couponDialog.getByLabel('Código do cupom').press('Enter');
      await couponDialog.waitFor({ state: 'hidden' });
      await page.getByText('Desconto', { exact: true }).waitFor();
      await expect.poll(() => page.getByText('R$\u00a046,80').count()).toBeGreaterThan(0);
      await shot(page, `order-cart-${width}`);

      await page.getByRole('button', { name: 'Fazer pedido' }).click();
      const sheet = page.getByRole('dialog', { name: 'Como você vai pagar?' });
      await sheet.getByLabel('Dinheiro').check();
      await sheet.getByRole('button', { name: 'Confirmar' }).click();
      const change = page.getByRole('dialog', { name: 'Precisa de troco?' });
      await change.getByLabel('Troco para quanto?').fill('10');
      await change.getByRole('button', { name: 'Confirmar troco' }).click();
      await change.getByText('Informe um valor maior ou igual ao total do pedido (R$\u00a046,80).').waitFor();
      await change.getByLabel('Troco para quanto?').fill('100');
      await shot(page, `order-change-${width}`);
      await change.getByRole('button', { name: 'Confirmar troco' }).click();

      await page.waitForURL((url) => url.pathname === '/acompanhamento');
      await page.getByText('Pedido Enviado.').waitFor();
      const status = page.getByTestId('order-status');
      await expect.poll(() => status.textContent()).toBe('Pendente');
      await page.getByText('Troco para R$\u00a0100,00').waitFor();
      await page.getByText('Cupom DESCONTO5', { exact: true }).waitFor();
      await shot(page, `order-tracking-${width}`);
      const orderId = await page.evaluate(() => JSON.parse(localStorage.getItem('pendingOrderId') ?? 'null'));
      expect(orderId).toBeTruthy();
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();

      // While it is pending, the cart is titled 'Pedido pendente' and cannot order.
      await page.goto(`${server.url}/`);
      await addFromMenu(page, 'Coca-Cola lata');
      await page.goto(`${server.url}${width < 600 ? '/carrinhoMobile' : '/carrinho'}`);
      await chooseKind(page, 'Pedir agora');
      await page.getByRole('heading', { name: 'Pedido pendente' }).waitFor();
      expect(await page.getByRole('button', { name: 'Fazer pedido' }).isDisabled()).toBe(true);
      await shot(page, `order-pending-cart-${width}`);
      await page.getByRole('button', { name: 'Acompanhar pedido' }).click();
      await page.waitForURL((url) => url.pathname === '/acompanhamento');

      // The manager moves the order; the screen follows without a reload.
      const manager = await managerClient();
      for (const [code, label] of [
        [1, 'Aceito'],
        [3, 'Saiu para entrega'],
        [4, 'Entregue'],
      ] as const) {
        await manager.call('admin/updateorder', { order_id: orderId, status: code });
        await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe(label);
      }
      expect(await page.evaluate(() => localStorage.getItem('pendingOrderId'))).toBeNull();
      await page.getByRole('heading', { name: 'Histórico' }).waitFor();
      await shot(page, `order-delivered-${width}`);

      // The order is in my orders, with its list label.
      await page.getByRole('link', { name: 'Meus pedidos' }).click();
      await page.getByRole('heading', { name: 'Meus pedidos' }).waitFor();
      await page.getByText('Entregue').first().waitFor();
      await shot(page, `my-orders-${width}`);

      // The order page, its share link, and that link opened by someone without a session.
      const number = await page.evaluate(async (id) => {
        const r = await fetch('/api/app/readorder', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${JSON.parse(localStorage.getItem('token') ?? '""')}`,
          },
          body: JSON.stringify({ order_id: id }),
        });
        return ((await r.json()) as { data: { order: { number: number } } }).data.order.number;
      }, orderId);
      await page.getByRole('link', { name: `Ver pedido #${number}` }).click();
      await page
        .getByRole('heading', { name: `Pedido #${number}` })
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Compartilhar pedido' }).click();
      const share = page.getByRole('dialog', { name: 'Compartilhar pedido' });
      const link = await share.getByText('/checkout/').textContent();
      expect(link).toMatch(/\/checkout\/[0-9a-f-]+\?authCode=/);
      await shot(page, `share-order-${width}`);
      const visitor = await newPage(browser, { width });
      await visitor.goto(link ?? '');
      await visitor.getByRole('heading', { name: 'Resumo do pedido' }).waitFor();
      await visitor.getByText('Entregue').first().waitFor();
      await shot(visitor, `order-checkout-${width}`);
      await visitor.close();
      await page.close();
    }, 120_000);
  });
}

describe('scheduled pickup', () => {
  it('asks for a time, then orders a pickup for the chosen slot and place paid by card on delivery', async () => {
    // A second pickup place: the cart then asks where (one place is just shown).
    const manager = await managerClient();
    await manager.call('admin/settings/update', { pickup_places: ['Balcão', 'Drive-thru'] });
    const page = await newPage(browser, { width: 1280 });
    await logInAt(page, server.url, '', CUSTOMER);
    await page.waitForURL((url) => !url.pathname.startsWith('/entrar'));
    await page.goto(`${server.url}/`);
    await addFromMenu(page, 'Bruschetta de tomate');
    await page.goto(`${server.url}/carrinho`);
    await chooseKind(page, 'Agendar');
    await page.getByText('Retirar no local', { exact: true }).click();
    const pickupPlace = page.getByLabel('Local de retirada');
    expect(await pickupPlace.inputValue()).toBe('Balcão');
    await pickupPlace.selectOption('Drive-thru');
    // Bad details: the messages land under their fields and what was typed stays.
    await page.getByLabel('Telefone para contato').fill('');
    await page.getByRole('button', { name: 'Fazer pedido' }).click();
    await page.getByText('Escolha um horário').waitFor();
    await page.getByText('Informe seu número para contato').waitFor();
    await page.getByLabel('Telefone para contato').fill('1198765');
    await page.getByRole('button', { name: 'Fazer pedido' }).click();
    await page.getByText('Telefone inválido: informe DDD e número (10 ou 11 dígitos)').waitFor();
    expect(await page.getByLabel('Telefone para contato').inputValue()).toBe('(11) 9876-5');
    await page.getByLabel('Telefone para contato').fill('11987654321');

    const day = page.getByLabel('Dia');
    const firstDay = await day.locator('option').nth(1).getAttribute('value');
    await day.selectOption(firstDay ?? '');
    const hour = page.getByLabel('Horário');
    const firstHour = await hour.locator('option').nth(1).textContent();
    await hour.selectOption({ index: 1 });
    await expect.poll(() => page.getByText('Escolha um horário').count()).toBe(0);
    expect(await page.getByText('Taxa de entrega').count()).toBe(0);
    await shot(page, `order-scheduled-${1280}`);

    await page.getByRole('button', { name: 'Fazer pedido' }).click();
    const sheet = page.getByRole('dialog', { name: 'Como você vai pagar?' });
    await sheet.getByLabel('Cartão na entrega').check();
    await sheet.getByRole('button', { name: 'Confirmar' }).click();
    await sheet.getByText('Escolha a bandeira do cartão').waitFor();
    await sheet.getByLabel('Bandeira do cartão').selectOption('visa');
    await sheet.getByRole('button', { name: 'Confirmar' }).click();

    await page.waitForURL((url) => url.pathname === '/acompanhamento');
    await page.getByRole('heading', { name: 'Retirada no local' }).waitFor();
    await page.getByText(new RegExp(`Agendado para \\d{2}/\\d{2}/\\d{4} - ${firstHour?.replace(':', 'h')}`)).waitFor();
    await page.getByText('Cartão na entrega · Visa').waitFor();
    await shot(page, `order-scheduled-tracking-${1280}`);
    // Leave no pending order for the journeys after this one.
    const orderId = await page.evaluate(() => JSON.parse(localStorage.getItem('pendingOrderId') ?? 'null'));
    const { order } = await manager.call('readorder', { order_id: orderId });
    expect(order.pickupplace).toBe('Drive-thru');
    await manager.call('admin/updateorder', { order_id: orderId, status: 1 });
    await manager.call('admin/settings/update', { pickup_places: ['Balcão'] });
    await page.close();
  }, 90_000);
});

describe('cart answers that change the cart', () => {
  it('a product that no longer exists empties the cart and returns to Index after 5 s', async () => {
    const page = await newPage(browser, { width: 390 });
    await logInAt(page, server.url, '', CUSTOMER);
    await page.waitForURL((url) => !url.pathname.startsWith('/entrar'));
    await page.evaluate(() => {
      const snapshot = {
        code: '999',
        productname: 'Produto antigo',
        photo: null,
        unit_price_cents: 1000,
        combo_summary: [],
        stock: null,
        safety_margin: 0,
        sale_without_stock: false,
        max_quantity: null,
      };
      const line = { key: 'x', product_id: '00000000-0000-4000-8000-000000000999', quantity: 1, snapshot };
      localStorage.setItem('cart', JSON.stringify({ products: [line], options: { kind: 'now' } }));
    });
    await page.goto(`${server.url}/carrinhoMobile`);
    await page.getByText('Alguns produtos do seu carrinho mudaram', { exact: false }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/carrinhoMobile');
    await page.waitForURL((url) => url.pathname !== '/carrinhoMobile', { timeout: 10_000 });
    await page.close();
  }, 60_000);

  it('an address the place does not deliver to opens the confirm-address modal', async () => {
    const page = await newPage(browser, { width: 1280 });
    await logInAt(page, server.url, '', CUSTOMER);
    await page.waitForURL((url) => !url.pathname.startsWith('/entrar'));
    await page.goto(`${server.url}/`);
    await addFromMenu(page, 'Bruschetta de tomate');
    await page.goto(`${server.url}/carrinho`);
    await chooseKind(page, 'Pedir agora');
    await page.getByText('Entrega', { exact: true }).click();
    await page.getByRole('button', { name: /^(Escolher|Trocar) endereço$/ }).click();
    await page
      .getByRole('dialog', { name: 'Escolha o endereço de entrega' })
      .getByRole('button', { name: 'Novo endereço' })
      .click();
    const form = page.getByRole('dialog', { name: 'Endereço' });
    await form.getByLabel('CEP').fill('01001000');
    await expect.poll(() => form.getByLabel('Bairro').inputValue()).toBe('Sé');
    await form.getByLabel('Número').fill('1');
    await form.getByLabel('Complemento').fill('Casa');
    await form.getByRole('button', { name: 'Salvar endereço' }).click();
    const modal = page.getByRole('alertdialog', { name: 'Endereço de entrega' });
    await modal.getByText('Não entregamos neste endereço', { exact: false }).waitFor();
    await shot(page, 'address-refused-1280');
    await modal.getByRole('button', { name: 'Alterar ou cadastrar endereço' }).click();
    await page.getByRole('dialog', { name: 'Escolha o endereço de entrega' }).waitFor();
    await page.close();
  }, 60_000);
});

describe('anonymous cart', () => {
  it('changing a quantity sends the visitor to Login and back to the cart', async () => {
    const page = await newPage(browser, { width: 390 });
    await page.goto(`${server.url}/`);
    await addFromMenu(page, 'Bruschetta de tomate');
    await page.goto(`${server.url}/carrinhoMobile`);
    await chooseKind(page, 'Pedir agora');
    await page.getByRole('button', { name: 'Adicionar uma unidade de Bruschetta de tomate' }).click();
    await page.waitForURL((url) => url.pathname === '/entrar');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/carrinhoMobile');
    await page.getByLabel('Celular').fill(CUSTOMER.phone);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Senha', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/carrinhoMobile');
    await page.getByRole('button', { name: 'Adicionar uma unidade de Bruschetta de tomate' }).click();
    await page.getByRole('heading', { name: 'Carrinho' }).waitFor();
    await page.getByText('R$\u00a049,80').first().waitFor();
    await page.close();
  }, 90_000);

  it('the cart page itself needs a login and returns after it', async () => {
    const page = await newPage(browser, { width: 1280 });
    await page.goto(`${server.url}/`);
    await addFromMenu(page, 'Bolinho de bacalhau');
    await page.goto(`${server.url}/carrinho`);
    await page.waitForURL((url) => url.pathname === '/entrar');
    await logInAt(page, server.url, '', CUSTOMER, '/carrinho');
    await page.waitForURL((url) => url.pathname === '/carrinho');
    await page.getByText('Bolinho de bacalhau').first().waitFor();
    await page.close();
  }, 90_000);
});

describe('coupon and cashback links', () => {
  it('/cupom/{code} adds a coupon or shows why not; /cashback/{code} credits the balance once', async () => {
    const page = await newPage(browser, { width: 390 });
    await logInAt(page, server.url, '', CUSTOMER);
    await page.waitForURL((url) => !url.pathname.startsWith('/entrar'));
    await page.goto(`${server.url}/cupom/DESCONTO5`);
    await page.waitForURL((url) => url.pathname === '/adicionar-cupom');
    await page.getByRole('heading', { name: 'Cupom adicionado!' }).waitFor();
    await shot(page, 'coupon-added-390');
    await page.goto(`${server.url}/cupom/NAOEXISTE`);
    await page.waitForURL((url) => url.pathname === '/erro-cupom');
    await page.getByRole('heading', { name: 'Não foi possível usar este cupom' }).waitFor();

    await page.goto(`${server.url}/cashback/BEMVINDO10`);
    await page.waitForURL((url) => url.pathname === '/resgatar-cashback');
    await page.getByText('Adicionamos R$\u00a010,00 ao seu saldo.').waitFor();
    await shot(page, 'cashback-redeemed-390');
    await page.getByRole('link', { name: 'Ver extrato' }).click();
    await page.getByRole('heading', { name: 'Cashback' }).waitFor();
    await page.getByText('Código resgatado').first().waitFor();
    await shot(page, 'cashback-statement-390');
    await page.goto(`${server.url}/cashback/BEMVINDO10`);
    await page.waitForURL((url) => url.pathname === '/erro-cashback');
    await page.getByRole('heading', { name: 'Não foi possível resgatar o cashback' }).waitFor();

    // With R$ 10,00 (the place's minimum) the loyalty switch turns the balance into a discount.
    await page.goto(`${server.url}/`);
    await addFromMenu(page, 'Bruschetta de tomate');
    await page.goto(`${server.url}/carrinhoMobile`);
    await chooseKind(page, 'Pedir agora');
    await page.getByText('Retirar no local', { exact: true }).click();
    const loyalty = page.getByRole('switch', { name: /Usar saldo fidelidade/ });
    expect(await loyalty.isDisabled()).toBe(false);
    await loyalty.check();
    await page.getByText('Desconto', { exact: true }).waitFor();
    await shot(page, 'cart-loyalty-390');
    await page.close();
  }, 90_000);

  it('/cashback/{code} without a session goes to Login and back', async () => {
    const page = await newPage(browser, { width: 1280 });
    await page.goto(`${server.url}/cashback/BEMVINDO10`);
    await page.waitForURL((url) => url.pathname === '/entrar');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/cashback/BEMVINDO10');
    await page.close();
  }, 60_000);
});

describe("Home's shareOrder param", () => {
  it('opens the share dialog of that order over the menu', async () => {
    const asCustomer = await apiAs(server.url, '', CUSTOMER);
    const { orders } = await asCustomer.call('mydelivery', {});
    const past = orders[0];
    if (!past) throw new Error('the demo customer has past orders in the seed');
    const page = await newPage(browser, { width: 390 });
    await logInAt(page, server.url, '', CUSTOMER);
    await page.waitForURL((u) => !u.pathname.startsWith('/entrar'));
    await page.goto(`${server.url}/home?shareOrder=${past._id}`);
    const share = page.getByRole('dialog', { name: 'Compartilhar pedido' });
    await share.waitFor();
    expect(await share.getByText('/checkout/').textContent()).toContain(past._id);
    await shot(page, 'home-share-order-390');
    await page.close();
  });
});
