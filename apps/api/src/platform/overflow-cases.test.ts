import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, placeIdOf, productIds } from '../features/orders/orders.test-helpers.ts';
import { customerAuth, type StaffAuth, staffAuth } from '../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../test/test-app.ts';

// Each overflow the probe reported answered 500; each is now a 400
// with a pt-BR message, and the place's order size caps are settings.

const CANTINA = DEMO.places[0];

let t: TestApp;
let placeId: string;
let ids: Map<string, string>;
let staff: StaffAuth;
let customer: { token: string; userId: string };

const p = (code: string) => ids.get(code) as string;
const asStaff = { place: CANTINA } as { place: string } & StaffAuth;

beforeAll(async () => {
  t = await createTestApp();
  placeId = await placeIdOf(t, CANTINA);
  ids = await productIds(t, placeId);
  staff = await staffAuth(t, CANTINA, '10.75.0.1', DEMO.owner);
  Object.assign(asStaff, staff);
  customer = await customerAuth(t, CANTINA, '10.75.0.2');
});
afterAll(() => t.close());

const settings = (body: Record<string, unknown>) => t.call('admin/settings/update', body, asStaff);
const validate = (products: { product_id: string; quantity: number }[]) =>
  t.call('ordercartproductvalidate', { products, delivery_type: 2 }, { token: customer.token, place: CANTINA });
const order = (products: { product_id: string; quantity: number }[], who = customer) =>
  t.call(
    'v2/orderdelivery',
    { products, delivery_type: 2, phone: DEMO.customer.phone },
    {
      token: who.token,
      place: CANTINA,
    },
  );
const PIZZAS = ['202', '203', '204', '205', '206', '210'];

describe('an order of 200 lines x 9,999 pizzas', () => {
  const huge = () =>
    Array.from({ length: 200 }, (_, i) => ({ product_id: p(PIZZAS[i % 6] as string), quantity: 9999 }));

  it('is refused with the place caps message, in the cart and at checkout', async () => {
    for (const res of [await validate(huge()), await order(huge())]) {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error).toMatchObject({
        field: 'products',
        message: 'Máximo de 100 produtos diferentes por pedido',
      });
    }
  });

  it('is refused by its total when the place lifts its caps as far as they go', async () => {
    const lifted = await settings({
      max_quantity_per_item: 9999,
      max_items_per_order: 100_000,
      max_lines_per_order: 200,
    });
    expect(lifted.status, JSON.stringify(lifted.body)).toBe(200);
    const lines = PIZZAS.map((code) => ({ product_id: p(code), quantity: 9999 }));
    for (const res of [await validate(lines), await order(lines)]) {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.message).toBe('O total do pedido não pode passar de R$\u00a01.000.000,00.');
    }
    // 200 lines of one pizza: its units pass the per-item cap first.
    const same = Array.from({ length: 200 }, () => ({ product_id: p('202'), quantity: 9999 }));
    expect((await validate(same)).body.error.message).toBe('Quantidade máxima por item: 9999');
    await settings({ max_quantity_per_item: 99, max_items_per_order: 500, max_lines_per_order: 100 });
  });

  it('never goes past 9,999 units in a line or 200 lines, whatever the settings', async () => {
    const over = await validate([{ product_id: p('202'), quantity: 10_000 }]);
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe('products.0.quantity: Quantidade: informe um número inteiro entre 0 e 9.999.');
    const lines = await validate(Array.from({ length: 201 }, () => ({ product_id: p('202'), quantity: 1 })));
    expect(lines.body.error.message).toBe('products: Máximo de 200 produtos diferentes por pedido');
  });
});

describe('order size caps, per place', () => {
  it('come with defaults the back office shows and changes', async () => {
    const read = await t.call('admin/settings/get', {}, asStaff);
    expect(read.body.data.settings).toMatchObject({
      max_quantity_per_item: 99,
      max_items_per_order: 500,
      max_lines_per_order: 100,
    });
    const bad = await settings({ max_quantity_per_item: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('max_quantity_per_item: Quantidade máxima por item: o mínimo é 1.');
    const tooMany = await settings({ max_items_per_order: 2 ** 31 });
    expect(tooMany.body.error.message).toBe('max_items_per_order: Itens por pedido: o máximo é 100000.');
  });

  it('refuse units of one product past the cap, across its lines, and stop the + button there', async () => {
    await settings({ max_quantity_per_item: 3 });
    const place = await t.call('preloginprime', {}, { place: CANTINA });
    expect(place.body.data.restaurant_data.max_quantity_per_item).toBe(3);

    const atCap = await validate([{ product_id: p('202'), quantity: 3 }]);
    expect(atCap.status, JSON.stringify(atCap.body)).toBe(200);
    expect(atCap.body.data.products[0].add_block).toBe('maxQuantity');
    const below = await validate([{ product_id: p('202'), quantity: 2 }]);
    expect(below.body.data.products[0].add_block).toBeNull();

    const split = [
      { product_id: p('202'), quantity: 2 },
      { product_id: p('202'), quantity: 2 },
    ];
    for (const res of [await validate(split), await order(split)]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ field: 'products', message: 'Quantidade máxima por item: 3' });
    }
    await settings({ max_quantity_per_item: 99 });
  });

  it('refuse more units in all, or more lines, than the place allows', async () => {
    await settings({ max_items_per_order: 5, max_lines_per_order: 2 });
    const items = await validate([
      { product_id: p('202'), quantity: 3 },
      { product_id: p('203'), quantity: 3 },
    ]);
    expect(items.body.error.message).toBe('Quantidade máxima de itens por pedido: 5');
    const full = await validate([
      { product_id: p('202'), quantity: 2 },
      { product_id: p('203'), quantity: 3 },
    ]);
    expect(full.body.data.products.map((l: { add_block: string | null }) => l.add_block)).toEqual([
      'maxQuantity',
      'maxQuantity',
    ]);
    const lines = await order([
      { product_id: p('202'), quantity: 1 },
      { product_id: p('203'), quantity: 1 },
      { product_id: p('204'), quantity: 1 },
    ]);
    expect(lines.body.error.message).toBe('Máximo de 2 produtos diferentes por pedido');
    await settings({ max_items_per_order: 500, max_lines_per_order: 100 });
  });
});

describe('a product price of R$ 100,000,000', () => {
  it('is refused (prices stop at R$ 100.000,00 a unit)', async () => {
    const product = await t.call('admin/catalogue/product', { _id: p('202') }, asStaff);
    const body = {
      category_id: product.body.data.product.category_id,
      code: 'CARO-1',
      productname: 'Pizza de ouro',
      price: 100_000_000,
    };
    const res = await t.call('admin/catalogue/saveproduct', body, asStaff);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toMatchObject({ field: 'price', message: 'price: Informe um valor até R$ 100.000,00.' });
    const ok = await t.call('admin/catalogue/saveproduct', { ...body, price: 100_000 }, asStaff);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });
});

describe('stock adjustments past 2^31', () => {
  it('are refused in one step and step by step', async () => {
    const one = await t.call(
      'admin/catalogue/adjuststock',
      { product_id: p('202'), delta: 2 ** 31, reason: 'teste' },
      asStaff,
    );
    expect(one.status).toBe(400);
    expect(one.body.error.message).toBe('delta: Informe um número inteiro entre -1.000.000 e 1.000.000.');

    const first = await t.call(
      'admin/catalogue/adjuststock',
      { product_id: p('202'), delta: 1_000_000, reason: 'inventário' },
      asStaff,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await t.call(
      'admin/catalogue/adjuststock',
      { product_id: p('202'), delta: 1_000_000, reason: 'inventário' },
      asStaff,
    );
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({
      field: 'delta',
      message: 'O estoque não pode passar de 1.000.000 unidades.',
    });
    await t.call(
      'admin/catalogue/adjuststock',
      { product_id: p('202'), delta: -first.body.data.stock, reason: 'fim do teste' },
      asStaff,
    );
  });
});

describe('cashback adjustments past 2^31', () => {
  const adjust = (amount_cents: number) =>
    t.call(
      'admin/customers/cashback-adjust',
      { user_id: customer.userId, amount_cents, reason: 'teste de limite' },
      asStaff,
    );

  it('are refused in one step and step by step', async () => {
    const one = await adjust(2 ** 31);
    expect(one.status).toBe(400);
    expect(one.body.error.message).toBe(
      'amount_cents: Valor do ajuste: informe um valor entre -R$\u00a0100.000,00 e R$\u00a0100.000,00.',
    );
    let balance = 0;
    for (let i = 0; i < 10; i++) {
      const res = await adjust(10_000_000);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      balance = res.body.data.balance_cents;
    }
    expect(balance).toBeGreaterThanOrEqual(100_000_000);
    const over = await adjust(10_000_000);
    expect(over.status).toBe(400);
    expect(over.body.error.field).toBe('amount_cents');
    expect(over.body.error.message).toMatch(/^O ajuste deixaria o saldo acima de R\$\u00a01\.000\.000,00/);
  });
});

describe('manager/getorderlist with out-of-range dates', () => {
  const list = (body: Record<string, unknown>) => t.call('manager/getorderlist', body, asStaff);

  it.each([
    ['begin', '0000-01-01'],
    ['end', '9999-12-31'],
    ['begin', '2024-02-30'],
    ['begin', '1999-12-31'],
  ])('%s %s is a 400 naming the field', async (field, day) => {
    const res = await list({ begin: '2024-01-01', end: '2024-01-31', [field]: day });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    const name = field === 'begin' ? 'Data inicial' : 'Data final';
    expect(res.body.error).toMatchObject({
      field,
      message: `${field}: ${name}: informe uma data válida entre 01/01/2000 e 31/12/2100.`,
    });
  });

  it('answers the whole allowed range', async () => {
    const res = await list({ begin: '2000-01-01', end: '2100-12-31' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('sums the server makes', () => {
  it('the dashboard adds orders past 2^31 cents', async () => {
    const product = await t.call('admin/catalogue/product', { _id: p('202') }, asStaff);
    const saved = await t.call(
      'admin/catalogue/saveproduct',
      {
        category_id: product.body.data.product.category_id,
        code: 'CARO-2',
        productname: 'Banquete',
        price: 100_000,
      },
      asStaff,
    );
    const banquet = saved.body.data.product._id as string;
    // 22 orders of R$ 1.000.000,00 each (the most an order may total): R$ 22 million in cents.
    for (let i = 0; i < 22; i++) {
      const buyer = await newCustomer(t, CANTINA, 'Comprador Grande');
      const res = await t.call(
        'v2/orderdelivery',
        { products: [{ product_id: banquet, quantity: 10 }], delivery_type: 2, phone: buyer.phone },
        { token: buyer.token, place: CANTINA },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.order.total_payable).toBe(1_000_000);
      const accepted = await t.call('admin/updateorder', { order_id: res.body.data.order._id, status: 1 }, asStaff);
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    }
    const summary = await t.call('admin/dashboard/summary', { period: 'today' }, asStaff);
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(summary.body.data.revenue_cents).toBeGreaterThanOrEqual(22 * 100_000_000);
    const top = summary.body.data.top_products.find((x: { code: string }) => x.code === 'CARO-2');
    expect(top.revenue_cents).toBeGreaterThanOrEqual(22 * 100_000_000);
  });
});
