import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAuth, type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newCustomer, placeIdOf, productIds } from '../orders/orders.test-helpers.ts';

// Saved carts at the counter (decision 115): save, load elsewhere, share, guess limits, access.

const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];

let t: TestApp;
let ids: Map<string, string>;
let staff: StaffAuth;
const p = (code: string) => ids.get(code) as string;
let ipSeq = 0;
const ip = () => `10.115.0.${ipSeq++}`;

beforeAll(async () => {
  t = await createTestApp();
  ids = await productIds(t, await placeIdOf(t, CANTINA));
  staff = await staffAuth(t, CANTINA, ip());
});
afterAll(() => t.close());

const at = (auth: { token?: string; managerToken?: string }, place: string = CANTINA) => ({ ...auth, place, ip: ip() });

const staffCart = {
  products: [
    { product_id: '', quantity: 2, manager_price: 9.5 },
    { product_id: '', quantity: 1 },
  ],
  delivery_type: 2,
  percent_discount: 10,
  expire_in: 48,
};
const cartOf = () => ({
  ...staffCart,
  products: [
    { ...staffCart.products[0], product_id: p('401') },
    { ...staffCart.products[1], product_id: p('501') },
  ],
});

describe('setcachecart / getcachecart', () => {
  it('staff acting for a customer save a cart and load it on another device by the code', async () => {
    const maria = await newCustomer(t, CANTINA, 'Maria Balcão');
    const acting = await t.call('managerlogin', { user_id: maria.userId }, at(staff));
    expect(acting.status, JSON.stringify(acting.body)).toBe(200);
    const asMaria = { token: acting.body.data.token as string, managerToken: staff.managerToken };
    const saved = await t.call('setcachecart', { cart: cartOf() }, at(asMaria));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const code = saved.body.data.id as string;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const days = (Date.parse(saved.body.data.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);

    // Another device: the same cashier signed in again, typing the code in lower case with a dash.
    const other = await staffAuth(t, CANTINA, ip());
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const loaded = await t.call('getcachecart', { id: typed }, at(other));
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(200);
    expect(loaded.body.data).toMatchObject({
      id: code,
      customer_name: expect.stringContaining('Maria Balcão'),
      cart: { percent_discount: 10, expire_in: 48, delivery_type: 2 },
    });
    expect(loaded.body.data.cart.products[0]).toMatchObject({ product_id: p('401'), quantity: 2, manager_price: 9.5 });
    // Priced now for staff: the manager price holds.
    expect(loaded.body.data.lines[0]).toMatchObject({ product_id: p('401'), quantity: 2, unit_price: 9.5 });
    expect(loaded.body.data.lines).toHaveLength(2);

    // Saved again under the same code: replaced, same code.
    const again = await t.call(
      'setcachecart',
      { id: code, cart: { ...cartOf(), products: [cartOf().products[1]] } },
      at(staff),
    );
    expect(again.body.data.id).toBe(code);
    const reloaded = await t.call('getcachecart', { id: code }, at(other));
    expect(reloaded.body.data.lines).toHaveLength(1);
    const unknown = await t.call('setcachecart', { id: 'ABCDEFGH', cart: cartOf() }, at(staff));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'cart_code_not_found', field: 'id' });
  });

  it('a customer loads a cart only by a share code, priced for them, without the manager price', async () => {
    const saved = await t.call('setcachecart', { cart: cartOf() }, at(staff));
    const code = saved.body.data.id as string;
    const customer = await customerAuth(t, CANTINA, ip());
    const byStaffCode = await t.call('getcachecart', { id: code }, at(customer));
    expect(byStaffCode.status).toBe(404);
    expect(byStaffCode.body.error.message).toBe('Carrinho não encontrado ou expirado. Confira o código.');

    const share = await t.call('createcachetoken', { id: code }, at(staff));
    expect(share.status, JSON.stringify(share.body)).toBe(200);
    const hours = (Date.parse(share.body.data.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const shared = await t.call('getcachecart', { id: share.body.data.code }, at(customer));
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.body.data.customer_name).toBeNull();
    expect(shared.body.data.lines[0].unit_price).not.toBe(9.5);
    // The share code opens nothing at another place.
    const porto = await customerAuth(t, PORTO, ip());
    expect((await t.call('getcachecart', { id: share.body.data.code }, at(porto, PORTO))).status).toBe(404);
  });

  it('answers a field error for a malformed code, and locks a person who keeps guessing', async () => {
    const bad = await t.call('getcachecart', { id: '12' }, at(staff));
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('id');
    expect(bad.body.error.message).toContain('Código inválido: são 8 letras e números.');
    const guesser = await newCustomer(t, CANTINA, 'Adivinha');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.call('getcachecart', { id: 'ZZZZZZZZ' }, at({ token: guesser.token }));
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('is refused to customers and to staff of another place', async () => {
    const saved = await t.call('setcachecart', { cart: cartOf() }, at(staff));
    const code = saved.body.data.id as string;
    const customer = await customerAuth(t, CANTINA, ip());
    for (const [name, body] of [
      ['setcachecart', { cart: cartOf() }],
      ['createcachetoken', { id: code }],
      ['mergeusers', { master_id: customer.userId, user_ids: [customer.userId] }],
    ] as const) {
      const refused = await t.call(name, body, at(customer));
      expect(refused.status, name).toBe(403);
      expect(refused.body.error.code, name).toBe('access_denied');
    }
    expect((await t.call('getcachecart', { id: code }, at({}))).status).toBe(403);
    // The owner's Porto manager token is no token at the Cantina...
    const porto = await staffAuth(t, PORTO, ip(), DEMO.owner);
    expect((await t.call('createcachetoken', { id: code }, at(porto))).status).toBe(403);
    // ...and at the Porto, the Cantina's code does not exist.
    const there = await t.call('getcachecart', { id: code }, at(porto, PORTO));
    expect(there.status).toBe(404);
    expect((await t.call('createcachetoken', { id: code }, at(porto, PORTO))).status).toBe(404);
  });
});
