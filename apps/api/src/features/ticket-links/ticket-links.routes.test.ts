import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuth } from '../../test/logins.ts';
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
  manager = await staffAuth(t, CANTINA, '10.121.0.1');
});
afterAll(() => t.close());

async function order() {
  const c = await newCustomer(t, CANTINA);
  const res = await t.call(
    'v2/orderdelivery',
    { products: [{ product_id: ids.get('401'), quantity: 1 }], delivery_type: 2, phone: c.phone },
    { place: CANTINA, token: c.token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.order._id as string;
}

/** Prints the order's ticket and reads the status link on it. */
async function printedLink(orderId: string) {
  const printed = await t.call('admin/orders/ticket', { order_id: orderId }, { place: CANTINA, ...manager });
  expect(printed.status, JSON.stringify(printed.body)).toBe(200);
  const match = /comprovante\/([0-9a-f-]{36})\?code=([\w-]+)/.exec(printed.body.data.html as string);
  if (!match) throw new Error('no status link on the ticket');
  expect(match[1]).toBe(orderId);
  return match[2] as string;
}

const move = (order_id: string, code: string, status: number, place: string = CANTINA, ip = '10.121.1.1') =>
  t.call('admin/updateordernotoken', { order_id, code, status }, { place, ip });

describe('admin/updateordernotoken (the ticket status link)', () => {
  it('moves an accepted order out and delivered, forward only, and never accepts a pending one', async () => {
    const id = await order();
    const code = await printedLink(id);
    // A ticket does not accept an order: that is the place's decision.
    const early = await move(id, code, 3);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('status_change');
    await t.call('admin/updateorder', { order_id: id, status: 1 }, { place: CANTINA, ...manager });
    const out = await move(id, code, 3);
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.data).toMatchObject({ number: expect.any(Number), status: 3 });
    expect((await move(id, code, 4)).body.data.status).toBe(4);
    expect((await move(id, code, 4)).status).toBe(409);
    // The history names the ticket, not a person.
    const read = await t.call('readorder', { order_id: id }, { place: CANTINA, ...manager });
    const history = read.body.data.order.history as { status: number; by?: string | null }[] | undefined;
    expect(JSON.stringify(history ?? read.body.data.order)).toContain('Link do comprovante');
  });

  it('takes no cancel, no other order, no other place, no expired link; guesses are limited', async () => {
    const id = await order();
    const code = await printedLink(id);
    await t.call('admin/updateorder', { order_id: id, status: 1 }, { place: CANTINA, ...manager });
    expect((await move(id, code, 5)).status).toBe(400);
    const other = await order();
    await t.call('admin/updateorder', { order_id: other, status: 1 }, { place: CANTINA, ...manager });
    const crossed = await move(other, code, 3);
    expect(crossed.status).toBe(404);
    expect(crossed.body.error.code).toBe('link_invalid');
    expect((await move(id, code, 3, PORTO)).status).toBe(404);
    expect((await move(id, `${code}x`, 3)).status).toBe(404);
    // Twelve hours later the printed link is dead.
    await t.database.db.execute(
      sql`update ticket_status_links set expires_at = now() - interval '1 minute' where order_id = ${id}`,
    );
    expect((await move(id, code, 3)).status).toBe(404);
    // A fresh print works again.
    expect((await move(id, await printedLink(id), 3)).status).toBe(200);
    // Wrong codes for one order stop after ten in a quarter of an hour, from any address.
    const target = await order();
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await move(target, `guess-${i}`, 3, CANTINA, `10.121.2.${i}`)).status);
    expect(answers.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
  });
});
