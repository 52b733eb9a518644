import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendancies, orders } from '../../platform/db/schema.ts';
import { customerAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newCustomer, placeIdOf, productIds } from '../orders/orders.test-helpers.ts';

const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];

let t: TestApp;
let ids: Map<string, string>;
let manager: { token: string; managerToken: string };

beforeAll(async () => {
  t = await createTestApp();
  ids = await productIds(t, await placeIdOf(t, CANTINA));
  manager = await staffAuth(t, CANTINA, '10.120.0.1');
});
afterAll(() => t.close());

const list = (body: Record<string, unknown> = {}, auth: Record<string, string> = manager, place: string = CANTINA) =>
  t.call('paymentlist', body, { place, ...auth });

/** A new customer's pickup order at the Cantina, then its payment type and status as given. */
async function order(paymentType: number | null, status = 2, quantity = 1) {
  const c = await newCustomer(t, CANTINA);
  const res = await t.call(
    'v2/orderdelivery',
    { products: [{ product_id: ids.get('401'), quantity }], delivery_type: 2, phone: c.phone },
    { place: CANTINA, token: c.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.data.order._id as string;
  await t.database.db.update(orders).set({ paymentType: paymentType, status }).where(eq(orders.id, id));
  return { id, total: res.body.data.order.total_payable as number };
}

type Total = { payment_type: number | null; count: number; total: number };
const cents = (reais: number) => Math.round(reais * 100);

describe('paymentlist', () => {
  it("lists today's orders with totals per payment type; cancelled orders are listed, never counted", async () => {
    const before = (await list()).body.data as { totals: Total[]; count: number; total: number };
    const cash = await order(0, 1);
    const machine = await order(5, 4, 2);
    const cancelled = await order(0, 5);
    const res = await list();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as { orders: { _id: string }[]; totals: Total[]; count: number; total: number };
    const listed = data.orders.map((o) => o._id);
    expect(listed).toEqual(expect.arrayContaining([cash.id, machine.id, cancelled.id]));
    const of = (d: { totals: Total[] }, type: number) => d.totals.find((x) => x.payment_type === type);
    expect((of(data, 0)?.count ?? 0) - (of(before, 0)?.count ?? 0)).toBe(1);
    expect(cents(of(data, 0)?.total ?? 0) - cents(of(before, 0)?.total ?? 0)).toBe(cents(cash.total));
    expect(cents(of(data, 5)?.total ?? 0) - cents(of(before, 5)?.total ?? 0)).toBe(cents(machine.total));
    expect(data.count - before.count).toBe(2);
    expect(cents(data.total) - cents(before.total)).toBe(cents(cash.total) + cents(machine.total));
    // The sum is the sum of the lines.
    expect(cents(data.total)).toBe(data.totals.reduce((s, x) => s + cents(x.total), 0));

    const onlyMachine = (await list({ payment_type: 5 })).body.data as { orders: { _id: string }[]; totals: Total[] };
    expect(onlyMachine.orders.map((o) => o._id)).toContain(machine.id);
    expect(onlyMachine.orders.map((o) => o._id)).not.toContain(cash.id);
    expect(onlyMachine.totals.map((x) => x.payment_type)).toEqual([5]);
  });

  it('filters by service supplier: only the orders that booked that supplier, list and totals', async () => {
    const booked = await order(3, 1);
    const other = await order(3, 1);
    const placeId = await placeIdOf(t, CANTINA);
    const [row] = await t.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, booked.id));
    const start = new Date(Date.now() + 3_600_000);
    await t.database.db.insert(attendancies).values({
      placeId,
      supplierId: 'supplier-payment-list',
      userId: row?.userId as string,
      startsAt: start,
      endsAt: new Date(start.getTime() + 1_800_000),
      orderId: booked.id,
    });
    const res = await list({ service_supplier_id: 'supplier-payment-list' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as { orders: { _id: string }[]; totals: Total[]; count: number; total: number };
    expect(data.orders.map((o) => o._id)).toEqual([booked.id]);
    expect(data.count).toBe(1);
    expect(cents(data.total)).toBe(cents(booked.total));
    const none = (await list({ service_supplier_id: 'nobody-here' })).body.data as { orders: unknown[]; count: number };
    expect(none).toMatchObject({ orders: [], count: 0 });
    expect(other.id).not.toBe(booked.id);
  });

  it('takes begin and end days, and refuses a reversed or too long period with a field message', async () => {
    const past = await list({ begin: '2001-01-01', end: '2001-01-31' });
    expect(past.body.data).toMatchObject({ begin: '2001-01-01', end: '2001-01-31', orders: [], count: 0, total: 0 });
    const reversed = await list({ begin: '2026-02-10', end: '2026-02-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toMatchObject({ field: 'end', message: 'A data final vem antes da inicial.' });
    const long = await list({ begin: '2025-01-01', end: '2025-12-31' });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('Escolha um período de até 93 dias.');
    const badDay = await list({ begin: '2025-02-30' });
    expect(badDay.status).toBe(400);
  });

  it('is refused to customers, to staff of another place and to an acting session at another place', async () => {
    const customer = await customerAuth(t, CANTINA, '10.120.0.2');
    expect((await list({}, { token: customer.token })).status).toBe(403);
    // The Cantina's manager token at the Porto.
    expect((await list({}, manager, PORTO)).status).toBe(403);
    // A session acting for Maria at the Cantina opens nothing at the Porto, alone or with the
    // manager token that granted it.
    const acting = await t.call('managerlogin', { user_id: customer.userId }, { place: CANTINA, ...manager });
    expect(acting.status, JSON.stringify(acting.body)).toBe(200);
    const token = acting.body.data.token as string;
    expect((await list({}, { token }, PORTO)).status).toBe(403);
    expect((await list({}, { token, managerToken: manager.managerToken }, PORTO)).status).toBe(403);
    // At the Cantina, the acting session alone is the customer's: no payments list either.
    expect((await list({}, { token })).status).toBe(403);
  });
});
