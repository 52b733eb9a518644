import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newCustomer, placeIdOf, productIds, setPlace } from '../orders/orders.test-helpers.ts';
import { tableCodeOf } from './open-orders.test-helpers.ts';

// Open accounts on the Porto (decision 070): opening, joining with the invite code, rounds from
// the checkout, waiter calls and bill requests, staff moves, merges and closing.
const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];

let t: TestApp;
let portoId: string;
let ids: Map<string, string>;
let manager: { token: string; managerToken: string };

beforeAll(async () => {
  t = await createTestApp();
  portoId = await placeIdOf(t, PORTO);
  ids = await productIds(t, portoId);
  // Orders any hour of the day: the test does not depend on the clock.
  await setPlace(t, portoId, { businessHours: [] });
  manager = await staffAuth(t, PORTO, '10.88.0.2');
});
afterAll(() => t.close());

const staff = () => ({ place: PORTO, ...manager });

const tableCode = (name: string) => tableCodeOf(t, staff(), name);
const guest = (c: { token: string }) => ({ place: PORTO, token: c.token });

/** A guest orders one item (cash not chosen: the order goes on the bill). */
async function order(c: { token: string; phone: string }, code: string, quantity = 1, accept = true) {
  const placed = await t.call(
    'v2/orderdelivery',
    { products: [{ product_id: ids.get(code), quantity }], delivery_type: 2, phone: c.phone },
    guest(c),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const id = placed.body.data.order._id as string;
  const paid = await t.call('v2/orderdeliverypayment', { order_id: id, payment_type: -1 }, guest(c));
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  // Staff accept the round, so the guest may order the next one (one pending order at a time).
  if (!accept) return placed.body.data.order as { _id: string; total_payable: number };
  const accepted = await t.call('admin/updateorder', { order_id: id, status: 1 }, staff());
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return placed.body.data.order as { _id: string; total_payable: number };
}

describe('consumeplace/list and openorder/check', () => {
  it("lists the Porto's tables, tab, room and chalet, and says table 5 is free", async () => {
    const list = await t.call('consumeplace/list', {}, { place: PORTO });
    expect(list.status).toBe(200);
    expect(list.body.data.option).toBe('table');
    expect(list.body.data.consume_places.map((p: { name: string }) => p.name)).toContain('Mesa 5');
    const c = await newCustomer(t, PORTO);
    const check = await t.call('openorder/check', { number: '4' }, guest(c));
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({
      free: true,
      order: null,
      consume_place: { name: 'Mesa 4', kind: 'table' },
    });
  });

  it('refuses a number the place does not list, naming the field', async () => {
    const c = await newCustomer(t, PORTO);
    const check = await t.call('openorder/check', { number: '99' }, guest(c));
    expect(check.status).toBe(400);
    expect(check.body.error).toMatchObject({ code: 'validation', field: 'number' });
    const empty = await t.call('openorder/check', { number: '  ' }, guest(c));
    expect(empty.status).toBe(400);
  });

  it('answers 404 at a place without open accounts', async () => {
    const c = await newCustomer(t, CANTINA);
    const check = await t.call('openorder/check', { number: '5' }, { place: CANTINA, token: c.token });
    expect(check.status).toBe(404);
  });
});

describe('a table from the first guest to the closed bill', () => {
  it('opens, joins by code, orders rounds, calls the waiter, asks the bill and closes with status 7', async () => {
    const ana = await newCustomer(t, PORTO, 'Ana');
    const bruno = await newCustomer(t, PORTO, 'Bruno');
    const stranger = await newCustomer(t, PORTO, 'Estranho');

    const opened = await t.call('openorder/assign', { number: '5', table_code: await tableCode('Mesa 5') }, guest(ana));
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data.opened).toBe(true);
    const account = opened.body.data.order;
    expect(account).toMatchObject({ number: 'Mesa 5', kind: 'table', status: 1, wifi_password: 'porto2026' });
    expect(account.invite_code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);

    const check = await t.call('openorder/check', { number: 'mesa 5' }, guest(bruno));
    expect(check.body.data).toMatchObject({ free: false, order: { _id: account._id, number: 'Mesa 5' } });
    expect(check.body.data.order.invite_code).toBeUndefined();

    // A stranger with the QR but no code is refused; a wrong code too.
    const noCode = await t.call('openorder/assign', { number: '5' }, guest(stranger));
    expect(noCode.status).toBe(403);
    expect(noCode.body.error.code).toBe('open_order_code');
    const wrong = await t.call('openorder/assign', { number: '5', invite_code: 'ZZZZZZ' }, guest(stranger));
    expect(wrong.status).toBe(403);
    const peek = await t.call('openorder/get', { order_id: account._id }, guest(stranger));
    expect(peek.status).toBe(403);
    expect(peek.body.error.code).toBe('access_denied');

    // The invite link checks the code (no login needed), then assign joins.
    const link = await t.call(
      'openorder/invite',
      { comanda: account._id, inviteCode: account.invite_code.toLowerCase() },
      { place: PORTO },
    );
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.data.order).toEqual({ _id: account._id, kind: 'table', number: 'Mesa 5', status: 1 });
    const joined = await t.call(
      'openorder/assign',
      { order_id: account._id, invite_code: account.invite_code },
      guest(bruno),
    );
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.data.opened).toBe(false);
    expect(joined.body.data.order.members).toHaveLength(2);

    const me = await t.call('readuserinfo', {}, guest(bruno));
    expect(me.body.data.openOrderId).toBe(account._id);

    // Rounds from the checkout join the account, on the bill (pay_bill 2).
    const first = await order(ana, '101', 2);
    const second = await order(bruno, '102', 1, false);
    const read = await t.call('openorder/get', { order_id: account._id }, guest(ana));
    expect(read.status).toBe(200);
    const bill = read.body.data.order;
    expect(bill.rounds.map((r: { order_id: string }) => r.order_id)).toEqual([first._id, second._id]);
    expect(bill.rounds[0].products[0]).toMatchObject({ productname: 'Isca de peixe', quantity: 2, line_total: 85.8 });
    const consumption = 85.8 + 68.9;
    expect(bill.consumption).toBeCloseTo(consumption, 2);
    expect(bill.service_fee).toBeCloseTo(15.47, 2);
    expect(bill.total).toBeCloseTo(170.17, 2);
    expect(bill.members.find((m: { username: string }) => m.username.startsWith('Bruno')).consumption).toBe(68.9);

    // Call the waiter: the staff list shows it until acknowledged.
    const call = await t.call('makerequest', { order_id: account._id }, guest(bruno));
    expect(call.status).toBe(200);
    expect(call.body.data.order.waiter_called_at).not.toBeNull();
    const list = await t.call('openorder/list', {}, staff());
    const row = list.body.data.orders.find((o: { _id: string }) => o._id === account._id);
    expect(row).toMatchObject({ number: 'Mesa 5', members: 2, rounds: 2 });
    expect(row.waiter_called_at).not.toBeNull();
    const ack = await t.call('openorder/update', { order_id: account._id, acknowledge: 'waiter' }, staff());
    expect(ack.body.data.order.waiter_called_at).toBeNull();

    // The bill with a 12 % tip the guests chose; 0 is allowed, 31 is not.
    const over = await t.call('requestbill', { order_id: account._id, service_fee_percent: 31 }, guest(ana));
    expect(over.status).toBe(400);
    const asked = await t.call('requestbill', { order_id: account._id, service_fee_percent: 12 }, guest(ana));
    expect(asked.status).toBe(200);
    expect(asked.body.data.order.service_fee).toBeCloseTo(18.56, 2);
    expect(asked.body.data.order.bill_requested_at).not.toBeNull();

    // Staff close: short payments are refused with what is missing; covering ones close it.
    const total = asked.body.data.order.total as number;
    const short = await t.call(
      'admin/finishopenorder',
      { order_id: account._id, payments: [{ payment_type: 0, amount: 50 }] },
      staff(),
    );
    expect(short.status).toBe(409);
    expect(short.body.error.code).toBe('open_order_balance');
    expect(short.body.error.message).toMatch(/^Faltam R\$/);
    const done = await t.call(
      'admin/finishopenorder',
      {
        order_id: account._id,
        payments: [
          { payment_type: 0, amount: 100 },
          { payment_type: 5, amount: Math.round((total - 100) * 100) / 100 },
        ],
      },
      staff(),
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.order).toMatchObject({ status: 7, balance: 0 });
    expect(done.body.data.order.payments).toHaveLength(2);

    // Closed: nobody's current account, the table is free again, no more requests.
    const after = await t.call('readuserinfo', {}, guest(ana));
    expect(after.body.data.openOrderId).toBeNull();
    expect((await t.call('openorder/check', { number: '5' }, guest(ana))).body.data.free).toBe(true);
    const late = await t.call('makerequest', { order_id: account._id }, guest(ana));
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('open_order_closed');
    // A round staff never moved on ends with the account (7), so its guest is not left behind a
    // pending order; one the kitchen accepted keeps its status.
    const statusOf = async (who: typeof ana, id: string) =>
      (await t.call('readorder', { order_id: id }, guest(who))).body.data.order.status;
    expect(await statusOf(ana, first._id)).toBe(1);
    expect(await statusOf(bruno, second._id)).toBe(7);
  });
});

describe('staff tools', () => {
  it('take over an occupied table without a code, move it, merge another in and remove a member', async () => {
    const carla = await newCustomer(t, PORTO, 'Carla');
    const dani = await newCustomer(t, PORTO, 'Dani');
    const a = (await t.call('openorder/assign', { number: '2', table_code: await tableCode('Mesa 2') }, guest(carla)))
      .body.data.order;
    const b = (await t.call('openorder/assign', { number: '4', table_code: await tableCode('Mesa 4') }, guest(dani)))
      .body.data.order;

    const taken = await t.call('openorder/assign', { number: '2' }, staff());
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.data.order.members).toHaveLength(2);

    const busy = await t.call('openorder/update', { order_id: a._id, number: '4' }, staff());
    expect(busy.status).toBe(409);
    expect(busy.body.error.code).toBe('open_order_taken');
    const moved = await t.call(
      'openorder/update',
      { order_id: a._id, number: '6', name: 'Aniversário da Carla' },
      staff(),
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.order).toMatchObject({ number: 'Mesa 6', name: 'Aniversário da Carla' });

    const merged = await t.call('openorder/update', { order_id: a._id, merge_from: b._id }, staff());
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.data.order.members).toHaveLength(3);
    const gone = await t.call('openorder/get', { order_id: b._id }, staff());
    expect(gone.body.data.order.status).toBe(7);
    const me = await t.call('readuserinfo', {}, guest(dani));
    expect(me.body.data.openOrderId).toBe(a._id);

    const removed = await t.call('openorder/update', { order_id: a._id, remove_user_id: dani.userId }, staff());
    expect(removed.body.data.order.members).toHaveLength(2);
    expect((await t.call('openorder/get', { order_id: a._id }, guest(dani))).status).toBe(403);

    const customerTries = await t.call('openorder/update', { order_id: a._id, name: 'x' }, guest(carla));
    expect(customerTries.status).toBe(403);
  });

  it('a free-form tab number at a place that lists no tabs of that kind', async () => {
    const eva = await newCustomer(t, PORTO, 'Eva');
    // The Porto lists one tab ('Comanda 1'): a listed kind takes listed spots only.
    const unlisted = await t.call('openorder/assign', { number: '37', kind: 'tab' }, guest(eva));
    expect(unlisted.status).toBe(400);
    // Its code's refusals name a tab, not a table (decision 207), in the person's language.
    const bare = await t.call('openorder/assign', { number: '1', kind: 'tab' }, guest(eva));
    expect(bare.body.error).toMatchObject({
      code: 'table_code',
      message: 'Digite o código da comanda, impresso ao lado do QR Code.',
    });
    const wrongEn = await t.call(
      'openorder/assign',
      { number: '1', kind: 'tab', table_code: 'ZZZZ' },
      { ...guest(eva), headers: { 'accept-language': 'en' } },
    );
    expect(wrongEn.body.error.message).toBe('Invalid tab code. Check the code printed on the tab or call the waiter.');
    const listed = await t.call(
      'openorder/assign',
      { number: '1', kind: 'tab', table_code: await tableCode('Comanda 1') },
      guest(eva),
    );
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data.order).toMatchObject({ kind: 'tab', number: 'Comanda 1' });
  });
});

describe('table codes (decision 186)', () => {
  it('a photo of the QR alone opens nothing: the first guest types the code printed beside it', async () => {
    const gil = await newCustomer(t, PORTO, 'Gil');
    const check = await t.call('openorder/check', { number: 'Chalé Mirante', kind: 'chalet' }, guest(gil));
    expect(check.body.data).toMatchObject({ free: true, table_code_required: true });
    const staffCheck = await t.call('openorder/check', { number: 'Chalé Mirante', kind: 'chalet' }, staff());
    expect(staffCheck.body.data.table_code_required).toBe(false);

    const photo = await t.call('openorder/assign', { number: 'Chalé Mirante', kind: 'chalet' }, guest(gil));
    expect(photo.status).toBe(403);
    expect(photo.body.error).toMatchObject({ code: 'table_code' });
    // Worded for the kind of account (decision 207): a chalet is no table.
    expect(photo.body.error.message).toBe('Digite o código do chalé, impresso ao lado do QR Code.');
    const wrong = await t.call(
      'openorder/assign',
      { number: 'Chalé Mirante', kind: 'chalet', table_code: 'ZZZZ' },
      guest(gil),
    );
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe('table_code');
    expect(wrong.body.error.message).toBe(
      'Código do chalé inválido. Confira o código impresso no chalé ou fale com a recepção.',
    );
    expect(
      (await t.call('openorder/check', { number: 'Chalé Mirante', kind: 'chalet' }, guest(gil))).body.data.free,
    ).toBe(true);

    // Renewed (a printed code leaked): the old one stops opening the spot, the new one opens it.
    const old = await tableCode('Chalé Mirante');
    const list = await t.call('openorder/tablecodes', {}, staff());
    const key = list.body.data.codes.find((c: { name: string }) => c.name === 'Chalé Mirante').spot_key;
    const renewed = await t.call('openorder/tablecodes', { renew: key }, staff());
    const fresh = renewed.body.data.codes.find((c: { name: string }) => c.name === 'Chalé Mirante').code;
    expect(fresh).toMatch(/^[2-9A-HJ-NP-Z]{4}$/);
    expect(fresh).not.toBe(old);
    const stale = await t.call(
      'openorder/assign',
      { number: 'Chalé Mirante', kind: 'chalet', table_code: old },
      guest(gil),
    );
    expect(stale.status).toBe(403);
    const opened = await t.call(
      'openorder/assign',
      { number: 'Chalé Mirante', kind: 'chalet', table_code: fresh.toLowerCase() },
      guest(gil),
    );
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data.opened).toBe(true);
    await t.call('admin/finishopenorder', { order_id: opened.body.data.order._id, payments: [] }, staff());
  });

  it('lists a code per listed spot, none for a typed number the place does not take; customers are refused', async () => {
    const res = await t.call('openorder/tablecodes', { numbers: ['20'] }, staff());
    expect(res.status).toBe(200);
    const codes = res.body.data.codes as { name: string; code: string | null }[];
    expect(codes.find((c) => c.name === 'Mesa 5')?.code).toMatch(/^[2-9A-HJ-NP-Z]{4}$/);
    expect(codes.find((c) => c.name === '20')).toMatchObject({ code: null });
    const c = await newCustomer(t, PORTO);
    expect((await t.call('openorder/tablecodes', {}, guest(c))).status).toBe(403);
    const bad = await t.call('openorder/tablecodes', { renew: 'x'.repeat(81) }, staff());
    expect(bad.status).toBe(400);
  });
});

describe('demo data', () => {
  it("the Porto's table 3 is open with two guests, two rounds and a waiter call; a guest reads it", async () => {
    const list = await t.call('openorder/list', {}, staff());
    const mesa3 = list.body.data.orders.find((o: { number: string }) => o.number === 'Mesa 3');
    expect(mesa3).toMatchObject({ name: 'Aniversário da Luíza', members: 2, rounds: 2 });
    expect(mesa3.waiter_called_at).not.toBeNull();
    const rafael = await login(t, { phone: '11987650101', password: 'mesa1234' }, PORTO, '10.88.0.7');
    const read = await t.call('openorder/get', { order_id: mesa3._id }, { place: PORTO, token: rafael.token });
    expect(read.status).toBe(200);
    expect(read.body.data.order.invite_code).toBe('MESA3K');
    expect(read.body.data.order.rounds[1].products[0].productname).toBe('Camarão Rosa ao Alho e Óleo com Pão Torrado');
  });
});

describe('concurrency', () => {
  it('20 simultaneous opens of one free table make exactly one open account', async () => {
    const guests = await Promise.all(Array.from({ length: 20 }, (_, i) => newCustomer(t, PORTO, `Mesa1 ${i}`)));
    const table_code = await tableCode('Mesa 1');
    const answers = await Promise.all(
      guests.map((g) => t.call('openorder/assign', { number: '1', table_code }, guest(g))),
    );
    const ok = answers.filter((r) => r.status === 200);
    const opened = ok.filter((r) => r.body.data.opened === true);
    expect(opened).toHaveLength(1);
    // The others found it taken and, without the code, were asked for it.
    expect(answers.filter((r) => r.status === 403 && r.body.error.code === 'open_order_code')).toHaveLength(19);
    const list = await t.call('openorder/list', {}, staff());
    expect(list.body.data.orders.filter((o: { number: string }) => o.number === 'Mesa 1')).toHaveLength(1);
  });
});
