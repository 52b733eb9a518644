import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAuth, type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newCustomer, placeIdOf, productIds } from '../orders/orders.test-helpers.ts';

// Merge mode of the switch-account dialog (decision 116).

const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];

let t: TestApp;
let ids: Map<string, string>;
let staff: StaffAuth;
let ipSeq = 0;
const ip = () => `10.116.0.${ipSeq++}`;
const at = (auth: { token?: string; managerToken?: string }, place: string = CANTINA) => ({ ...auth, place, ip: ip() });

beforeAll(async () => {
  t = await createTestApp();
  ids = await productIds(t, await placeIdOf(t, CANTINA));
  staff = await staffAuth(t, CANTINA, ip());
});
afterAll(() => t.close());

async function addAddress(c: { token: string; userId: string }, place: string, street: string) {
  const res = await t.call(
    'addeditaddress',
    {
      user_id: c.userId,
      address_state: 'SP',
      address_city: 'São Paulo',
      address_district: 'Centro',
      address_street: street,
      address_number: '10',
    },
    at({ token: c.token }, place),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function counterOrder(c: { userId: string; phone: string }) {
  const acting = await t.call('managerlogin', { user_id: c.userId }, at(staff));
  const placed = await t.call(
    'v2/orderdelivery',
    { products: [{ product_id: ids.get('401'), quantity: 1 }], delivery_type: 2, phone: c.phone },
    at({ token: acting.body.data.token }),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const id = placed.body.data.order._id as string;
  await t.call('admin/updateorder', { order_id: id, status: 5, reason: 'fim do teste' }, at(staff));
  return id;
}

describe('mergeusers', () => {
  it("moves the access account's orders, address, cashback into the main one and promotes it", async () => {
    const main = await newCustomer(t, CANTINA, 'Ana Souza');
    const access = await newCustomer(t, CANTINA, 'Ana S.');
    await addAddress(access, CANTINA, 'Rua do Acesso');
    const credit = await t.call(
      'admin/customers/cashback-adjust',
      { user_id: access.userId, amount_cents: 1500, reason: 'Bônus de teste' },
      at(staff),
    );
    expect(credit.status, JSON.stringify(credit.body)).toBe(200);
    const orderId = await counterOrder(access);

    const merged = await t.call(
      'mergeusers',
      { master_id: main.userId, user_ids: [access.userId], promote: true },
      at(staff),
    );
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.data.moved).toEqual({ orders: 1, addresses: 1, cards: 0, cashback: 15 });
    expect(merged.body.data.user).toMatchObject({ _id: main.userId, master_account: true });

    const info = await t.call('readuserinfo', {}, at({ token: main.token }));
    expect(info.body.data.user_credit.total_cash).toBe(15);
    const mine = await t.call('mydelivery', {}, at({ token: main.token }));
    expect(mine.body.data.orders.map((o: { _id: string }) => o._id)).toContain(orderId);
    const addresses = (await t.call('readuserinfo', {}, at({ token: main.token }))).body.data.address_list ?? [];
    expect(JSON.stringify(addresses)).toContain('Rua do Acesso');
    // The access account is no longer a customer here, and its history is gone from it.
    const left = await t.call('listusers', { search: access.phone }, at(staff));
    expect(left.body.data.users).toEqual([]);
    expect((await t.call('mydelivery', {}, at({ token: access.token }))).body.data.orders).toEqual([]);
  });

  it("refuses staff, a main account among the merged, and another place's customers", async () => {
    const a = await newCustomer(t, CANTINA, 'Bruno');
    const same = await t.call('mergeusers', { master_id: a.userId, user_ids: [a.userId] }, at(staff));
    expect(same.status).toBe(400);
    expect(same.body.error).toMatchObject({
      field: 'user_ids',
      message: 'Escolha contas diferentes da conta principal.',
    });
    const staffUser = (await t.call('readuserinfo', {}, at(staff))).body.data._id as string;
    const staffMain = await t.call('mergeusers', { master_id: staffUser, user_ids: [a.userId] }, at(staff));
    expect(staffMain.status).toBe(404);
    expect(staffMain.body.error).toMatchObject({ code: 'merge_not_customer', field: 'master_id' });

    // A hostile owner of the Porto cannot pull a Cantina customer into a Porto account.
    const porto = await staffAuth(t, PORTO, ip(), DEMO.owner);
    const portoCustomer = await newCustomer(t, PORTO, 'Cliente Porto');
    const stolen = await t.call(
      'mergeusers',
      { master_id: portoCustomer.userId, user_ids: [a.userId] },
      at(porto, PORTO),
    );
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.code).toBe('merge_not_customer');
    // Nor with the Cantina's staff token at the Porto.
    expect(
      (await t.call('mergeusers', { master_id: a.userId, user_ids: [portoCustomer.userId] }, at(staff, PORTO))).status,
    ).toBe(403);
  });

  it("a customer of two places merged at one: that place's history moves, their addresses stay theirs", async () => {
    const both = await newCustomer(t, CANTINA, 'Duas Casas');
    await addAddress(both, CANTINA, 'Rua Particular');
    const atPorto = await customerAuth(t, PORTO, ip(), { phone: both.phone, password: 'senha-teste' });
    expect(atPorto.userId).toBe(both.userId);
    const porto = await staffAuth(t, PORTO, ip(), DEMO.owner);
    const portoMain = await newCustomer(t, PORTO, 'Principal Porto');
    const merged = await t.call(
      'mergeusers',
      { master_id: portoMain.userId, user_ids: [both.userId] },
      at(porto, PORTO),
    );
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.data.moved).toMatchObject({ addresses: 0, cards: 0 });
    const still = await t.call('readuserinfo', {}, at({ token: both.token }));
    expect(JSON.stringify(still.body.data.address_list ?? [])).toContain('Rua Particular');
    // At the Cantina they are still a customer.
    const found = await t.call('listusers', { search: both.phone }, at(staff));
    expect(found.body.data.users.map((u: { _id: string }) => u._id)).toEqual([both.userId]);
  });
});
