import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAuth, staffAuth } from '../../test/logins.ts';
import { insertOrder } from '../../test/order-fixtures.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newCustomer, placeIdOf } from './orders.test-helpers.ts';

const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];

let t: TestApp;
let cantinaId: string;
let customer: { token: string; userId: string };
let manager: { token: string; managerToken: string };

beforeAll(async () => {
  t = await createTestApp();
  cantinaId = await placeIdOf(t, CANTINA);
  customer = await customerAuth(t, CANTINA, '10.83.0.1');
  manager = await staffAuth(t, CANTINA, '10.83.0.2');
});
afterAll(() => t.close());

const rate = (
  body: Record<string, unknown>,
  auth: { token?: string; managerToken?: string } = customer,
  place: string = CANTINA,
) => t.call('order/rate', body, { place, ...auth });

describe('order/rate', () => {
  it('keeps 1 to 5 stars and a comment once, and the order then carries them', async () => {
    const order = await insertOrder(t, cantinaId, customer.userId, { status: 4 });
    const res = await rate({ order_id: order.id, stars: 5, comment: '  Chegou quentinho!  ' });
    expect(res.status).toBe(200);
    expect(res.body.data.rating).toMatchObject({ stars: 5, comment: 'Chegou quentinho!' });
    const read = await t.call('readorder', { order_id: order.id }, { place: CANTINA, ...customer });
    expect(read.body.data.order.rating).toMatchObject({ stars: 5, comment: 'Chegou quentinho!' });

    const again = await rate({ order_id: order.id, stars: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'order_already_rated', message: 'Este pedido já foi avaliado.' });
  });

  it('refuses an order that is not delivered yet', async () => {
    for (const status of [1, 2, 3, 5]) {
      const order = await insertOrder(t, cantinaId, customer.userId, { status });
      const res = await rate({ order_id: order.id, stars: 4 });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('order_not_rateable');
    }
  });

  it('answers bad stars and a comment over 500 characters with a 400 in pt-BR', async () => {
    const order = await insertOrder(t, cantinaId, customer.userId, { status: 4 });
    for (const stars of [0, 6, 2.5]) {
      const res = await rate({ order_id: order.id, stars });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain('Nota');
    }
    const long = await rate({ order_id: order.id, stars: 3, comment: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect((await rate({ order_id: order.id, stars: 3, comment: 'x'.repeat(500) })).status).toBe(200);
  });

  it("refuses another customer's order, staff acting as the customer, and another place's manager", async () => {
    const order = await insertOrder(t, cantinaId, customer.userId, { status: 4 });
    const other = await newCustomer(t, CANTINA);
    const stranger = await rate({ order_id: order.id, stars: 1 }, other);
    expect(stranger.status).toBe(404);

    const acting = await t.call('managerlogin', { user_id: customer.userId }, { place: CANTINA, ...manager });
    expect(acting.status).toBe(200);
    const byStaff = await rate({ order_id: order.id, stars: 1 }, { token: acting.body.data.token });
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.error.code).toBe('order_not_rateable');

    const porto = await staffAuth(t, PORTO, '10.83.0.3');
    const foreign = await rate({ order_id: order.id, stars: 1 }, porto, PORTO);
    expect(foreign.status).toBe(404);

    // Nobody rated it: its own customer still can.
    expect((await rate({ order_id: order.id, stars: 2 })).status).toBe(200);
  });
});

describe('manager/ratings', () => {
  it("gives the place's average and latest ratings to its staff, and nothing of them elsewhere", async () => {
    const res = await t.call('manager/ratings', {}, { place: CANTINA, ...manager });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.count).toBeGreaterThanOrEqual(3);
    expect(data.average).toBeGreaterThanOrEqual(1);
    expect(data.average).toBeLessThanOrEqual(5);
    expect(data.recent[0]).toMatchObject({ number: expect.any(Number), stars: expect.any(Number) });
    expect(data.recent.some((r: { comment: string | null }) => r.comment === 'Chegou quentinho!')).toBe(true);

    const porto = await staffAuth(t, PORTO, '10.83.0.4');
    const there = await t.call('manager/ratings', {}, { place: PORTO, ...porto });
    expect(JSON.stringify(there.body.data)).not.toContain('Chegou quentinho!');

    const asCustomer = await t.call('manager/ratings', {}, { place: CANTINA, ...customer });
    expect(asCustomer.status).toBe(403);
  });
});
