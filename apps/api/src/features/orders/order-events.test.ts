import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { demoAccessPlace } from '../access-requests/access-requests.seed.ts';
import { EVENTS_URL } from './order-events.routes.ts';
import { newCustomer, placeIdOf, productIds } from './orders.test-helpers.ts';

const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];

let t: TestApp;
let base: string;
let ids: Map<string, string>;
let manager: { token: string; managerToken: string };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ids = await productIds(t, await placeIdOf(t, CANTINA));
  manager = await staffAuth(t, CANTINA, '10.84.0.2');
});
afterAll(() => t.close());

/** Opens the stream as the storefront does (fetch, token in a header) and collects its events. */
async function open(headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${base}${EVENTS_URL}`, { headers, signal: controller.signal });
  const events: { event: string; data: any }[] = [];
  let text = '';
  const reading = (async () => {
    const reader = res.body?.getReader();
    if (!reader) return;
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
        let cut = text.indexOf('\n\n');
        while (cut >= 0) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          cut = text.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    res,
    events,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for events');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('GET /api/app/events (SSE)', () => {
  it('refuses a request without a token', async () => {
    const res = await fetch(`${base}${EVENTS_URL}`, { headers: { 'x-place-id': CANTINA } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as any).error.code).toBe('access_denied');
  });

  it("streams the customer's own order changes; staff with the manager token see every order of the place", async () => {
    const alice = await newCustomer(t, CANTINA, 'Alice');
    const bob = await newCustomer(t, CANTINA, 'Bob');
    const aliceStream = await open({ authorization: `Bearer ${alice.token}`, 'x-place-id': CANTINA });
    expect(aliceStream.res.status).toBe(200);
    expect(aliceStream.res.headers.get('content-type')).toContain('text/event-stream');
    const board = await open({
      authorization: `Bearer ${manager.token}`,
      'x-manager-token': manager.managerToken,
      'x-place-id': CANTINA,
    });
    // The same manager at another place's stream sees nothing of this place.
    const elsewhere = await open({
      authorization: `Bearer ${manager.token}`,
      'x-manager-token': manager.managerToken,
      'x-place-id': PORTO,
    });
    const order = async (who: typeof alice) =>
      (
        await t.call(
          'v2/orderdelivery',
          { products: [{ product_id: ids.get('401') as string, quantity: 1 }], delivery_type: 2, phone: who.phone },
          { place: CANTINA, token: who.token },
        )
      ).body.data.order;
    const mine = await order(alice);
    const theirs = await order(bob);
    await t.call('admin/updateorder', { order_id: mine._id, status: 1 }, { place: CANTINA, ...manager });

    await until(() => aliceStream.events.length >= 2 && board.events.length >= 3);
    expect(aliceStream.events).toEqual([
      { event: 'order', data: { order_id: mine._id, status: 2, number: mine.number, payment_status: null } },
      { event: 'order', data: { order_id: mine._id, status: 1, number: mine.number, payment_status: null } },
    ]);
    expect(board.events.map((e) => [e.data.order_id, e.data.status])).toEqual([
      [mine._id, 2],
      [theirs._id, 2],
      [mine._id, 1],
    ]);
    expect(elsewhere.events).toEqual([]);
    await Promise.all([aliceStream.close(), board.close(), elsewhere.close()]);
  });

  it("pushes a decision on a person's access request to that person only (decision 188)", async () => {
    const studio = demoAccessPlace.slug;
    const staff = await staffAuth(t, studio, '10.84.0.9');
    const ana = await newCustomer(t, studio, 'Ana Acesso');
    const other = await newCustomer(t, studio, 'Outra Pessoa');
    const asked = await t.call('useraccess/request', {}, { place: studio, token: ana.token });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const mine = await open({ authorization: `Bearer ${ana.token}`, 'x-place-id': studio });
    const theirs = await open({ authorization: `Bearer ${other.token}`, 'x-place-id': studio });
    const decided = await t.call(
      'useraccess/update',
      { id: asked.body.data.request._id, status: 'approved' },
      { place: studio, ...staff },
    );
    expect(decided.status).toBe(200);
    await until(() => mine.events.length > 0);
    expect(mine.events).toEqual([
      { event: 'access', data: { request_id: asked.body.data.request._id, status: 'approved' } },
    ]);
    expect(theirs.events).toEqual([]);
    await Promise.all([mine.close(), theirs.close()]);
  });
});
