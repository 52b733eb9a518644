import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../platform/db/schema.ts';
import { login, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newCustomer, placeIdOf, productIds } from './orders.test-helpers.ts';

const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];

let t: TestApp;
let cantinaId: string;
let ids: Map<string, string>;
let manager: { token: string; managerToken: string };

beforeAll(async () => {
  t = await createTestApp();
  cantinaId = await placeIdOf(t, CANTINA);
  ids = await productIds(t, cantinaId);
  manager = await staffAuth(t, CANTINA, '10.86.0.2');
});
afterAll(() => t.close());

const list = (body: Record<string, unknown> = {}, auth: Record<string, string> = manager, place: string = CANTINA) =>
  t.call('manager/getorderlist', body, { place, ...auth });

/** A new customer's pickup order at the Cantina. */
async function order() {
  const c = await newCustomer(t, CANTINA);
  const res = await t.call(
    'v2/orderdelivery',
    { products: [{ product_id: ids.get('401'), quantity: 1 }], delivery_type: 2, phone: c.phone },
    { place: CANTINA, token: c.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { customer: c, order: res.body.data.order };
}

describe('manager/getorderlist', () => {
  it("lists today's orders of the place newest first, with lines, history and the share code", async () => {
    const a = await order();
    const b = await order();
    const res = await list();
    expect(res.status).toBe(200);
    const got = res.body.data.orders as { _id: string; status: number; products: unknown[]; auth_code: string }[];
    const ia = got.findIndex((o) => o._id === a.order._id);
    const ib = got.findIndex((o) => o._id === b.order._id);
    expect(ia).toBeGreaterThan(ib);
    expect(ib).toBeGreaterThanOrEqual(0);
    expect(got[ib]?.status).toBe(2);
    expect(got[ib]?.products).toHaveLength(1);
    expect(got[ib]?.auth_code).toBe(b.order.auth_code);
    expect(res.body.data.truncated).toBe(false);
  });

  it('filters by status (attendancies) and delivery type', async () => {
    const a = await order();
    const accepted = await t.call(
      'admin/updateorder',
      { order_id: a.order._id, status: 1 },
      { place: CANTINA, ...manager },
    );
    expect(accepted.status).toBe(200);
    const pending = (await list({ attendancies: [2] })).body.data.orders as { _id: string; status: number }[];
    expect(pending.every((o) => o.status === 2)).toBe(true);
    expect(pending.some((o) => o._id === a.order._id)).toBe(false);
    const acc = (await list({ attendancies: [1] })).body.data.orders as { _id: string }[];
    expect(acc.map((o) => o._id)).toContain(a.order._id);
    const deliveries = (await list({ type: 1 })).body.data.orders as { _id: string; delivery_type: number }[];
    expect(deliveries.some((o) => o._id === a.order._id)).toBe(false);
    expect(deliveries.every((o) => o.delivery_type === 1)).toBe(true);
  });

  it('order_by_payment puts paid-by orders first (grouped by payment type), unset last', async () => {
    const a = await order();
    const paid = await t.call(
      'v2/orderdeliverypayment',
      { order_id: a.order._id, payment_type: 0 },
      { place: CANTINA, token: a.customer.token },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await order();
    const got = (await list({ order_by_payment: true })).body.data.orders as { payment_type: number | null }[];
    const types = got.map((o) => o.payment_type);
    const firstUnset = types.indexOf(null);
    expect(types.indexOf(0)).toBeGreaterThanOrEqual(0);
    expect(firstUnset).toBeGreaterThan(types.indexOf(0));
    expect(types.slice(firstUnset).every((p) => p === null)).toBe(true);
  });

  it('reads a date range in São Paulo days: an order made yesterday is out of today and in yesterday', async () => {
    const a = await order();
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await t.database.inPlace(cantinaId, (tx) =>
      tx.update(orders).set({ createdAt: yesterday }).where(eq(orders.id, a.order._id)),
    );
    const local = new Date(yesterday.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const today = (await list()).body.data.orders as { _id: string }[];
    expect(today.map((o) => o._id)).not.toContain(a.order._id);
    const thatDay = (await list({ begin: local, end: local })).body.data.orders as { _id: string }[];
    expect(thatDay.map((o) => o._id)).toContain(a.order._id);
    // An end before the beginning matches nothing.
    const reversed = await list({ begin: '2026-02-10', end: '2026-02-01' });
    expect(reversed.body.data.orders).toEqual([]);
  });

  it('refuses bad days and customers; another place sees none of these orders', async () => {
    expect((await list({ begin: '2026-13-01' })).status).toBe(400);
    const a = await order();
    const asCustomer = await t.call('manager/getorderlist', {}, { place: CANTINA, token: a.customer.token });
    expect(asCustomer.status).toBe(403);
    // The Cantina's manager token does not open another place's list.
    const crossed = await list({}, manager, PORTO);
    expect(crossed.status).not.toBe(200);
    // Staff of the other place (the demo manager signed in there, when they manage it) see only its orders.
    const porto = await login(t, DEMO.manager, PORTO, '10.86.0.3');
    if (porto.manager?.managerToken) {
      const there = await list({}, { token: porto.token, managerToken: porto.manager.managerToken }, PORTO);
      expect(there.status).toBe(200);
      const portoId = await placeIdOf(t, PORTO);
      const got = there.body.data.orders as { _id: string; restaurant_id: string }[];
      expect(got.map((o) => o._id)).not.toContain(a.order._id);
      expect(got.every((o) => o.restaurant_id === portoId)).toBe(true);
    }
  });
});
