import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeMembers } from '../../platform/db/schema.ts';
import { login, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newCustomer, placeIdOf, productIds } from './orders.test-helpers.ts';

// Staff roles on the counter and the kitchen's own calls (decision 068).
const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];

let t: TestApp;
let cantinaId: string;
let ids: Map<string, string>;
let manager: { token: string; managerToken: string };
let owner: { token: string; managerToken: string };
let staff: Record<'cashier' | 'waiter' | 'kitchen', { token: string; managerToken: string; userId: string }>;

/** A person of the Cantina's staff with `role`, signed in. */
async function member(role: 'cashier' | 'waiter' | 'kitchen') {
  const c = await newCustomer(t, CANTINA, `Equipe ${role}`);
  await t.database.inPlace(cantinaId, (tx) =>
    tx
      .update(placeMembers)
      .set({ isManager: true, staffRole: role })
      .where(and(eq(placeMembers.placeId, cantinaId), eq(placeMembers.userId, c.userId))),
  );
  const d = await login(t, { phone: c.phone, password: 'senha-teste' }, CANTINA, '10.87.0.9');
  return { token: d.token as string, managerToken: d.manager.managerToken as string, userId: c.userId };
}

beforeAll(async () => {
  t = await createTestApp();
  cantinaId = await placeIdOf(t, CANTINA);
  ids = await productIds(t, cantinaId);
  manager = await staffAuth(t, CANTINA, '10.87.0.2');
  owner = await staffAuth(t, CANTINA, '10.87.0.3', DEMO.owner);
  staff = { cashier: await member('cashier'), waiter: await member('waiter'), kitchen: await member('kitchen') };
});
afterAll(() => t.close());

const as = (who: { token: string; managerToken: string }) => ({ place: CANTINA, ...who });

/** A new customer's pickup order at the Cantina (cash), accepted by the manager. */
async function acceptedOrder(products: { code: string; quantity: number }[] = [{ code: '401', quantity: 1 }]) {
  const c = await newCustomer(t, CANTINA);
  const placed = await t.call(
    'v2/orderdelivery',
    {
      products: products.map((p) => ({ product_id: ids.get(p.code), quantity: p.quantity })),
      delivery_type: 2,
      phone: c.phone,
    },
    { place: CANTINA, token: c.token },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const id = placed.body.data.order._id as string;
  const paid = await t.call(
    'v2/orderdeliverypayment',
    { order_id: id, payment_type: 0, change: 100 },
    {
      place: CANTINA,
      token: c.token,
    },
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const accepted = await t.call('admin/updateorder', { order_id: id, status: 1 }, as(manager));
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return id;
}

describe('staff roles on the server', () => {
  it('the kitchen gets 403 on settings, the catalogue, the team and accepting; it reads the list and bumps', async () => {
    const kitchen = as(staff.kitchen);
    for (const [name, body] of [
      ['admin/settings/update', { marketplace: false }],
      ['admin/settings/get', {}],
      ['admin/catalogue/menus', {}],
      ['team/list', {}],
      ['manager/cancelordermanager', { order_id: '8f0c2f4e-1111-4222-8333-944445555666', reason_cancel: 'x' }],
      ['admin/kitchen/savestations', { stations: [] }],
    ] as const) {
      const res = await t.call(name, body, kitchen);
      expect(res.status, name).toBe(403);
      expect(res.body.error.code, name).toBe('access_denied');
    }
    const list = await t.call('manager/getorderlist', {}, kitchen);
    expect(list.status).toBe(200);

    const c = await newCustomer(t, CANTINA);
    const placed = await t.call(
      'v2/orderdelivery',
      { products: [{ product_id: ids.get('401'), quantity: 1 }], delivery_type: 2, phone: c.phone },
      { place: CANTINA, token: c.token },
    );
    await t.call(
      'v2/orderdeliverypayment',
      { order_id: placed.body.data.order._id, payment_type: 0 },
      {
        place: CANTINA,
        token: c.token,
      },
    );
    const accept = await t.call('admin/updateorder', { order_id: placed.body.data.order._id, status: 1 }, kitchen);
    expect(accept.status).toBe(403);

    const id = await acceptedOrder();
    const bump = await t.call('admin/updateorder', { order_id: id, status: 4 }, kitchen);
    expect(bump.status, JSON.stringify(bump.body)).toBe(200);
  });

  it('a waiter accepts and hands over but neither cancels, refuses nor collects; a cashier cancels', async () => {
    const waiter = as(staff.waiter);
    const id = await acceptedOrder();
    expect((await t.call('manager/cancelordermanager', { order_id: id, reason_cancel: 'Teste' }, waiter)).status).toBe(
      403,
    );
    expect((await t.call('admin/updateorder', { order_id: id, status: 5 }, waiter)).status).toBe(403);
    expect((await t.call('admin/kitchen/recall', { order_id: id }, waiter)).status).toBe(403);
    expect((await t.call('admin/updateorder', { order_id: id, status: 4 }, waiter)).status).toBe(200);

    const other = await acceptedOrder();
    const cancel = await t.call(
      'manager/cancelordermanager',
      { order_id: other, reason_cancel: 'Teste' },
      as(staff.cashier),
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body.data.order.status).toBe(5);
  });

  it('the owner changes a role on the team screen; the next call follows it; a manager may not', async () => {
    const person = await member('kitchen');
    const list = await t.call('team/list', {}, as(owner));
    const row = list.body.data.members.find((m: { user_id: string }) => m.user_id === person.userId);
    expect(row.role).toBe('kitchen');
    expect((await t.call('team/role', { member_id: row.member_id, role: 'cashier' }, as(manager))).status).toBe(403);
    expect(
      (await t.call('manager/cancelordermanager', { order_id: row.member_id, reason_cancel: 'x' }, as(person))).status,
    ).toBe(403);
    const changed = await t.call('team/role', { member_id: row.member_id, role: 'cashier' }, as(owner));
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.member.role).toBe('cashier');
    // Same session, new role: not access_denied any more (the order id is unknown: 404).
    expect(
      (await t.call('manager/cancelordermanager', { order_id: row.member_id, reason_cancel: 'x' }, as(person))).status,
    ).toBe(404);
    const bad = await t.call('team/role', { member_id: row.member_id, role: 'chef' }, as(owner));
    expect(bad.status).toBe(400);
    const me = list.body.data.members.find((m: { owner: boolean }) => m.owner);
    expect((await t.call('team/role', { member_id: me.member_id, role: 'kitchen' }, as(owner))).status).toBe(400);
  });

  it('existing managers stay managers; an invitation carries its role', async () => {
    const list = await t.call('team/list', {}, as(owner));
    const joao = list.body.data.members.find((m: { username: string }) => m.username === 'João Gerente');
    expect(joao.role).toBe('manager');
    const invited = await t.call(
      'team/invite',
      { phone: '11987659876', role: 'waiter' },
      { ...as(owner), ip: '10.87.1.1' },
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const after = await t.call('team/list', {}, as(owner));
    expect(after.body.data.invitations).toContainEqual(
      expect.objectContaining({ phone: '11987659876', role: 'waiter' }),
    );
  });
});

describe('admin/kitchen/stations and savestations', () => {
  it('lists the seeded stations with the products of their categories', async () => {
    const res = await t.call('admin/kitchen/stations', {}, as(staff.kitchen));
    expect(res.status).toBe(200);
    const names = res.body.data.stations.map((s: { name: string }) => s.name);
    expect(names).toEqual(['Cozinha', 'Forno', 'Bar', 'Sobremesas']);
    const bar = res.body.data.stations.find((s: { name: string }) => s.name === 'Bar');
    expect(bar.product_ids.length).toBeGreaterThan(0);
    const porto = await t.call(
      'admin/kitchen/stations',
      {},
      { place: PORTO, ...(await staffAuth(t, PORTO, '10.87.0.5')) },
    );
    expect(porto.body.data.stations.map((s: { name: string }) => s.name)).toEqual(['Chapa', 'Bar']);
  });

  it('a manager replaces them; an unknown or foreign category is a 400 on its field', async () => {
    const before = await t.call('admin/kitchen/stations', {}, as(manager));
    const [first, second] = before.body.data.stations;
    const saved = await t.call(
      'admin/kitchen/savestations',
      { stations: [{ name: '  Chapa  ', category_ids: [...first.category_ids, ...second.category_ids] }] },
      as(manager),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.stations).toHaveLength(1);
    expect(saved.body.data.stations[0].name).toBe('Chapa');
    const foreign = await t.call(
      'admin/kitchen/savestations',
      { stations: [{ name: 'X', category_ids: ['8f0c2f4e-1111-4222-8333-944445555666'] }] },
      as(manager),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.field ?? foreign.body.error.message).toBeTruthy();
    const blank = await t.call(
      'admin/kitchen/savestations',
      { stations: [{ name: '   ', category_ids: [] }] },
      as(manager),
    );
    expect(blank.status).toBe(400);
    // Put the demo back for the other tests.
    await t.call(
      'admin/kitchen/savestations',
      {
        stations: before.body.data.stations.map((s: { name: string; category_ids: string[] }) => ({
          name: s.name,
          category_ids: s.category_ids,
        })),
      },
      as(manager),
    );
  });
});

describe('admin/kitchen/recent and recall', () => {
  it('a bumped order is listed under Recentes and goes back to accepted; twice is a 409', async () => {
    const kitchen = as(staff.kitchen);
    const id = await acceptedOrder();
    expect((await t.call('admin/kitchen/recall', { order_id: id }, kitchen)).status).toBe(409);
    const bump = await t.call('admin/updateorder', { order_id: id, status: 3 }, as(manager));
    expect(bump.status, JSON.stringify(bump.body)).toBe(200);
    const recent = await t.call('admin/kitchen/recent', {}, kitchen);
    expect(recent.body.data.orders.map((o: { _id: string }) => o._id)).toContain(id);
    const recall = await t.call('admin/kitchen/recall', { order_id: id }, kitchen);
    expect(recall.status, JSON.stringify(recall.body)).toBe(200);
    expect(recall.body.data.order.status).toBe(1);
    expect(recall.body.data.order.history.at(-1)).toMatchObject({ status: 1, reason: 'Voltou para a cozinha' });
    expect((await t.call('admin/kitchen/recall', { order_id: id }, kitchen)).status).toBe(409);
    const again = await t.call('admin/kitchen/recent', {}, kitchen);
    expect(again.body.data.orders.map((o: { _id: string }) => o._id)).not.toContain(id);
  });

  it('another place cannot recall this order', async () => {
    const id = await acceptedOrder();
    await t.call('admin/updateorder', { order_id: id, status: 3 }, as(manager));
    const porto = await staffAuth(t, PORTO, '10.87.0.6');
    expect((await t.call('admin/kitchen/recall', { order_id: id }, { place: PORTO, ...porto })).status).toBe(404);
  });
});

describe('order wire for the board', () => {
  it('carries the change, the instalments and the note', async () => {
    const id = await acceptedOrder();
    const list = await t.call('manager/getorderlist', {}, as(manager));
    const o = list.body.data.orders.find((x: { _id: string }) => x._id === id);
    expect(o.change).toBe(100);
    expect(o).toHaveProperty('installments', null);
  });
});
