import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import { staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newCustomer, placeIdOf, productIds, setPlace } from '../orders/orders.test-helpers.ts';
import { sandboxCharges, tokenize } from '../payments/payments.test-helpers.ts';
import { tableCodeOf } from './open-orders.test-helpers.ts';

// Paying an open account on the Porto (decisions 110, 111): the bill split in parts, each paid
// through the payments feature (Pix, card, pin pad, counter); the account closes with status 7 when
// the parts cover it; parts never add up to more than the balance; the bill and the rounds print.
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
  await setPlace(t, portoId, { businessHours: [] });
  manager = await staffAuth(t, PORTO, '10.89.0.2');
});
afterAll(() => t.close());

type Guest = { token: string; phone: string; userId: string };
const staff = () => ({ place: PORTO, ...manager });
const guest = (c: { token: string }) => ({ place: PORTO, token: c.token });

async function order(c: Guest, code: string, quantity = 1) {
  const placed = await t.call(
    'v2/orderdelivery',
    { products: [{ product_id: ids.get(code), quantity }], delivery_type: 2, phone: c.phone },
    guest(c),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const id = placed.body.data.order._id as string;
  expect((await t.call('v2/orderdeliverypayment', { order_id: id, payment_type: -1 }, guest(c))).status).toBe(200);
  expect((await t.call('admin/updateorder', { order_id: id, status: 1 }, staff())).status).toBe(200);
  return id;
}

/** A table with these guests (the first opens it, the others join with the invite code). */
async function table(number: string, names: string[], kind?: 'tab') {
  const guests: Guest[] = [];
  for (const name of names) guests.push(await newCustomer(t, PORTO, name));
  const [first, ...others] = guests as [Guest, ...Guest[]];
  const table_code = await tableCodeOf(t, staff(), kind === 'tab' ? `Comanda ${number}` : `Mesa ${number}`);
  const opened = await t.call('openorder/assign', { number, table_code, ...(kind ? { kind } : {}) }, guest(first));
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const account = opened.body.data.order as { _id: string; invite_code: string };
  for (const g of others) {
    const joined = await t.call(
      'openorder/assign',
      { order_id: account._id, invite_code: account.invite_code },
      guest(g),
    );
    expect(joined.status).toBe(200);
  }
  return { account, guests };
}

const split = (c: { token: string }, body: Record<string, unknown>) => t.call('v2/splitpayment', body, guest(c));

/** Reads the bill until `done` holds (a paid part is booked after the payment's event). */
type Bill = { status: number; paid: number; balance: number; total: number };
async function billUntil(c: { token: string }, orderId: string, done: (bill: Bill) => boolean) {
  let last: Bill | null = null;
  for (let i = 0; i < 40; i++) {
    const read = await split(c, { order_id: orderId });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    last = read.body.data.bill;
    if (last && done(last)) return read.body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`bill never reached the state: ${JSON.stringify(last)}`);
}

describe('v2/splitpayment: three guests split the bill in three and each pays their way', () => {
  it('Pix, a card and the pin pad pay the three parts; the account closes with status 7', async () => {
    const { account, guests } = await table('5', ['Ana', 'Bruno', 'Caio']);
    const [ana, bruno, caio] = guests as [Guest, Guest, Guest];
    await order(ana, '101');
    await order(bruno, '102');
    await order(caio, '101');
    const asked = await t.call('requestbill', { order_id: account._id, service_fee_percent: 10 }, guest(ana));
    expect(asked.status).toBe(200);
    const totalCents = Math.round(asked.body.data.order.total * 100);
    expect(asked.body.data.order.service_fee).toBeCloseTo(asked.body.data.order.consumption * 0.1, 2);

    // Ana: a third, by Pix, settled by the sandbox provider.
    const a = await split(ana, { order_id: account._id, mode: 'equal', parts: 3 });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const third = Math.ceil(totalCents / 3);
    expect(Math.round(a.body.data.part.amount * 100)).toBe(third);
    expect(Math.round(a.body.data.bill.available * 100)).toBe(totalCents - third);
    const aPart = a.body.data.part.order_id as string;
    expect((await t.call('v2/orderdeliverypayment', { order_id: aPart, payment_type: 3 }, guest(ana))).status).toBe(
      200,
    );
    const pix = await t.call('payments/transactions/v2/pix', { reference_id: aPart }, guest(ana));
    expect(pix.status, JSON.stringify(pix.body)).toBe(200);
    expect(Math.round(pix.body.data.transaction.amount * 100)).toBe(third);
    const [charge] = await sandboxCharges(t, aPart);
    await containerOf(t.app).sandboxPayments?.settle(charge?.id ?? '');
    const afterPix = await billUntil(ana, account._id, (b) => b.paid > 0);
    expect(Math.round(afterPix.bill.paid * 100)).toBe(third);
    expect(afterPix.parts[0]).toMatchObject({ paid: true, status: 7, payment_type: 3 });

    // Bruno: a third with a card (tokenised in the sandbox).
    const b = await split(bruno, { order_id: account._id, mode: 'equal', parts: 3 });
    expect(b.status).toBe(200);
    const bPart = b.body.data.part.order_id as string;
    expect((await t.call('v2/orderdeliverypayment', { order_id: bPart, payment_type: 2 }, guest(bruno))).status).toBe(
      200,
    );
    const token = (await tokenize(t, '4111111111111111')).body.id;
    const card = await t.call('payments/transactions/v2/card-token', { reference_id: bPart, token }, guest(bruno));
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    expect(card.body.data.transaction.status).toBe('succeeded');
    await billUntil(bruno, account._id, (x) => Math.round(x.paid * 100) === 2 * third);

    // Caio: what is left, on the pin pad at the counter (staff report the terminal's result).
    const c = await split(caio, { order_id: account._id, mode: 'equal', parts: 3 });
    const cPart = c.body.data.part;
    expect(Math.round(cPart.amount * 100)).toBe(totalCents - 2 * third);
    // The pin pad is staff's: they choose it on the part and report the terminal's result.
    const onMachine = await t.call('v2/orderdeliverypayment', { order_id: cPart.order_id, payment_type: 5 }, staff());
    expect(onMachine.status, JSON.stringify(onMachine.body)).toBe(200);
    const machine = await t.call(
      'payments/cardmachine/result',
      {
        order_id: cPart.order_id,
        result: 'paymentSuccessful',
        paymentType: 'debit',
        numberOfInstallments: 0,
        valueInCents: Math.round(cPart.amount * 100),
        terminal_transaction_id: 'porto-mesa5-caio',
      },
      staff(),
    );
    expect(machine.status, JSON.stringify(machine.body)).toBe(200);
    const closed = await billUntil(caio, account._id, (x) => x.status === 7);
    expect(closed.bill).toMatchObject({ status: 7, balance: 0 });
    expect(Math.round(closed.bill.paid * 100)).toBe(totalCents);

    const read = await t.call('openorder/get', { order_id: account._id }, staff());
    expect(read.body.data.order).toMatchObject({ status: 7, balance: 0 });
    expect(read.body.data.order.payments.map((p: { payment_type: number }) => p.payment_type)).toEqual([3, 2, 5]);
    const me = await t.call('readuserinfo', {}, guest(bruno));
    expect(me.body.data.openOrderId).toBeNull();
    expect((await t.call('openorder/check', { number: '5' }, guest(ana))).body.data.free).toBe(true);
    // Closed: no more parts.
    const late = await split(ana, { order_id: account._id, mode: 'amount', total: 1 });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('open_order_closed');
  });

  it('by items and at the counter in cash: the part is the guest own rounds with the fee; staff close', async () => {
    const { account, guests } = await table('6', ['Dora', 'Edu']);
    const [dora, edu] = guests as [Guest, Guest];
    await order(dora, '101');
    await order(edu, '102', 2);
    const read = (await t.call('openorder/get', { order_id: account._id }, guest(dora))).body.data.order;
    const doraOwn = read.members.find((m: { user_id: string }) => m.user_id === dora.userId).consumption as number;
    const mine = await split(dora, { order_id: account._id, mode: 'items' });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(Math.round(mine.body.data.part.amount * 100)).toBe(Math.round(doraOwn * 100 * 1.1));
    // A new choice replaces a part whose payment never started.
    const again = await split(dora, { order_id: account._id, mode: 'amount', total: 10 });
    expect(again.status).toBe(200);
    expect(again.body.data.parts.filter((p: { status: number }) => p.status === 2)).toHaveLength(1);
    // The board lists the rounds with their table, not the part (it is paid, not prepared).
    const board = await t.call('manager/getorderlist', {}, staff());
    expect(board.status, JSON.stringify(board.body)).toBe(200);
    const listed = board.body.data.orders as { _id: string; open_order: { number: string } | null }[];
    expect(listed.some((o) => o._id === again.body.data.part.order_id)).toBe(false);
    expect(listed.filter((o) => o.open_order?.number === 'Mesa 6')).toHaveLength(2);
    // Cash at the counter: the part waits; staff record what they collected and close.
    const part = again.body.data.part.order_id as string;
    expect((await t.call('v2/orderdeliverypayment', { order_id: part, payment_type: 0 }, guest(dora))).status).toBe(
      200,
    );
    const done = await t.call(
      'admin/finishopenorder',
      { order_id: account._id, payments: [{ payment_type: 0, amount: read.total }] },
      staff(),
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.order.status).toBe(7);
    // The part left waiting at the counter ends with the account: nobody pays it twice.
    await expect
      .poll(async () => (await t.call('readorder', { order_id: part }, guest(dora))).body.data.order.status)
      .toBe(5);
  });

  it('refuses bad input with a 400 naming the field, and more than what is left', async () => {
    const { account, guests } = await table('1', ['Fabi']);
    const [fabi] = guests as [Guest];
    await order(fabi, '101');
    const noParts = await split(fabi, { order_id: account._id, mode: 'equal' });
    expect(noParts.status).toBe(400);
    const tooMany = await split(fabi, { order_id: account._id, mode: 'equal', parts: 51 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toMatch(/Número de partes/);
    const tooMuch = await split(fabi, { order_id: account._id, mode: 'amount', total: 100_000 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toMatchObject({ code: 'validation', field: 'total' });
    expect(tooMuch.body.error.message).toMatch(/^O valor passa do que falta pagar \(R\$/);
  });
});

describe('concurrency', () => {
  it('two parts asking for the last balance at once: one gets it, the other is refused', async () => {
    const { account, guests } = await table('2', ['Gil', 'Hugo']);
    const [gil, hugo] = guests as [Guest, Guest];
    await order(gil, '101');
    const bill = (await split(gil, { order_id: account._id })).body.data.bill;
    const answers = await Promise.all([
      split(gil, { order_id: account._id, mode: 'amount', total: bill.balance }),
      split(hugo, { order_id: account._id, mode: 'amount', total: bill.balance }),
    ]);
    expect(answers.map((r) => r.status).sort(), JSON.stringify(answers.map((r) => r.body))).toEqual([200, 409]);
    const after = (await split(gil, { order_id: account._id })).body.data;
    expect(after.parts).toHaveLength(1);
    expect(after.bill.held).toBe(bill.balance);
    expect(after.bill.available).toBe(0);
    // The one refused finds nothing left (the winner could replace their own unpaid part instead).
    const loser = answers[0]?.status === 409 ? gil : hugo;
    const more = await split(loser, { order_id: account._id, mode: 'equal', parts: 2 });
    expect(more.status).toBe(409);
    expect(more.body.error.code).toBe('open_order_balance');
  });
});

describe('access', () => {
  it('a stranger and staff of another place are refused; a customer of another place finds nothing', async () => {
    const { account, guests } = await table('4', ['Iris']);
    const [iris] = guests as [Guest];
    const roundId = await order(iris, '101');
    const stranger = await newCustomer(t, PORTO, 'Estranho');
    for (const [name, body] of [
      ['v2/splitpayment', { order_id: account._id }],
      ['printbill', { order_id: account._id }],
      ['order/pendingprint', { order_id: roundId }],
    ] as const) {
      const res = await t.call(name, body, guest(stranger));
      expect(res.status, name).toBe(403);
      expect(res.body.error.code).toBe('access_denied');
      const cantinaStaff = await staffAuth(t, CANTINA, '10.89.0.9');
      const other = await t.call(name, body, { place: CANTINA, ...cantinaStaff });
      expect(other.status, name).toBe(404);
      const elsewhere = await newCustomer(t, CANTINA);
      const theirs = await t.call(name, body, { place: CANTINA, token: elsewhere.token });
      expect(theirs.status, name).toBe(404);
    }
  });
});

describe('printing', () => {
  it('order/pendingprint sends a round to the kitchen once; printbill prints the bill', async () => {
    const { account, guests } = await table('1', ['Juca'], 'tab');
    const [juca] = guests as [Guest];
    const roundId = await order(juca, '101', 2);
    const first = await t.call('order/pendingprint', { order_id: roundId }, guest(juca));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ printed: true });
    expect(first.body.data.job_id).toBeTruthy();
    const again = await t.call('order/pendingprint', { order_id: roundId }, guest(juca));
    expect(again.body.data).toMatchObject({ printed: false, document_id: first.body.data.document_id });
    const doc = await containerOf(t.app).print.document(portoId, first.body.data.document_id);
    expect(doc?.kind).toBe('kitchen_round');
    expect(doc?.html).toContain('Comanda 1');
    expect(doc?.html).toContain('2x Isca de peixe');

    // The board, the kitchen display and the ticket show the round with its tab number.
    const round = await t.call('readorder', { order_id: roundId }, staff());
    expect(round.body.data.order.open_order).toEqual({ _id: account._id, number: 'Comanda 1' });
    const ticket = await t.call('admin/orders/ticket', { order_id: roundId }, staff());
    expect(ticket.body.data.html).toContain('Comanda 1');

    const bill = await t.call('printbill', { order_id: account._id }, guest(juca));
    expect(bill.status, JSON.stringify(bill.body)).toBe(200);
    const billDoc = await containerOf(t.app).print.document(portoId, bill.body.data.document_id);
    expect(billDoc?.html).toContain('Conta Comanda 1');
    expect(billDoc?.html).toContain('Taxa de serviço (10%)');
    expect((await t.call('printbill', { order_id: account._id }, staff())).status).toBe(200);
  });
});
