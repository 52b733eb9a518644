import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newCustomer, placeIdOf, productIds } from './orders.test-helpers.ts';

const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];

let t: TestApp;
let ids: Map<string, string>;
let manager: { token: string; managerToken: string };

const p = (code: string) => ids.get(code) as string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await productIds(t, await placeIdOf(t, CANTINA));
  manager = await staffAuth(t, CANTINA, '10.93.0.2');
});
afterAll(() => t.close());

const send = (body: Record<string, unknown>, auth: { token?: string; managerToken?: string }) =>
  t.call('v2/orderdelivery', body, { place: CANTINA, ...auth });
/** Ends a pending order so the customer may order again. */
const finish = (orderId: string) =>
  t.call('admin/updateorder', { order_id: orderId, status: 5, reason: 'fim do teste' }, { place: CANTINA, ...manager });

describe('orders and the people of a place (decision 046)', () => {
  const counterSale = (phone: string) => ({
    products: [{ product_id: p('401'), quantity: 1 }],
    delivery_type: 2,
    phone,
  });

  it("records who placed an order for the customer and shows them 'placed by staff' of the place", async () => {
    const c = await newCustomer(t, CANTINA);
    const acting = await t.call('managerlogin', { user_id: c.userId }, { place: CANTINA, ...manager });
    expect(acting.status, JSON.stringify(acting.body)).toBe(200);
    const placed = await send(counterSale(c.phone), { token: acting.body.data.token });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const staffMark = { name: 'João Gerente', place: 'Cantina da Praça' };
    expect(placed.body.data.order.placed_by_staff).toEqual(staffMark);
    expect(placed.body.data.order.history[0].by).toBe('João Gerente');
    // The customer sees it in their history and on the order.
    const mine = await t.call(
      'readorder',
      { order_id: placed.body.data.order._id },
      { place: CANTINA, token: c.token },
    );
    expect(mine.body.data.order.placed_by_staff).toEqual(staffMark);
    const history = await t.call('mydelivery', {}, { place: CANTINA, token: c.token });
    expect(history.body.data.orders[0]).toMatchObject({ _id: placed.body.data.order._id, placed_by_staff: staffMark });
    await finish(placed.body.data.order._id);
    // Their own order says nothing of staff; nor does staff's counter sale on their own account.
    const own = await send(counterSale(c.phone), { token: c.token });
    expect(own.body.data.order.placed_by_staff).toBeNull();
    await finish(own.body.data.order._id);
    const counter = await send(counterSale(''), manager);
    expect(counter.body.data.order).toMatchObject({ anonymous: true, placed_by_staff: null });
    await finish(counter.body.data.order._id);
  });

  it('makes a customer of the place with the first order, not with reading the user there', async () => {
    const c = await newCustomer(t, PORTO);
    const listed = async () => {
      const res = await t.call('admin/customers/list', { search: c.phone }, { place: CANTINA, ...manager });
      return (res.body.data.customers as { _id: string }[]).some((x) => x._id === c.userId);
    };
    // Opening the Cantina signed in (the app reads the user there) leaves no trace at the Cantina.
    const read = await t.call('readuserinfo', {}, { place: CANTINA, token: c.token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ _id: c.userId, orderCount: 0, blocked: false });
    expect(await listed()).toBe(false);
    const acting = await t.call('managerlogin', { user_id: c.userId }, { place: CANTINA, ...manager });
    expect(acting.status).toBe(404);
    // Ordering there is what makes them a customer of the place.
    const order = await send(counterSale(c.phone), { token: c.token });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    await finish(order.body.data.order._id);
    expect(await listed()).toBe(true);
  });
});
