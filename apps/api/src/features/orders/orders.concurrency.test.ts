import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import { orders, products } from '../../platform/db/schema.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newCustomer, placeIdOf, productIds, stockOf } from './orders.test-helpers.ts';

const CANTINA = DEMO.places[0];

let t: TestApp;
let cantinaId: string;
let ids: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  cantinaId = await placeIdOf(t, CANTINA);
  ids = await productIds(t, cantinaId);
});
afterAll(() => t.close());

describe('stock under concurrency', () => {
  it('50 parallel orders for the last 10 sellable units: exactly 10 succeed, the safety margin is kept', async () => {
    const petit = ids.get('503') as string;
    await t.database.inPlace(cantinaId, (tx) =>
      tx.update(products).set({ stock: 12, safetyMargin: 2 }).where(eq(products.id, petit)),
    );
    const buyers = [];
    for (let i = 0; i < 50; i++) buyers.push(await newCustomer(t, CANTINA, 'Comprador'));
    const results = await Promise.all(
      buyers.map((b) =>
        t.call(
          'v2/orderdelivery',
          { products: [{ product_id: petit, quantity: 1 }], delivery_type: 2, phone: b.phone },
          { place: CANTINA, token: b.token },
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.body.error).toMatchObject({ message: 'Estoque insuficiente', code: 'stock' });
    expect(await stockOf(t, cantinaId, petit)).toBe(2);
    // Numbers are unique per place even when allocated concurrently.
    const numbers = ok.map((r) => r.body.data.order.number as number);
    // New customers: each one's first order.
    expect(ok.every((r) => r.body.data.order.first_order === true)).toBe(true);
    expect(new Set(numbers).size).toBe(10);
    // Nothing more is sellable: stock 2 equals the safety margin.
    const validate = await t.call(
      'ordercartproductvalidate',
      { products: [{ product_id: petit, quantity: 1 }] },
      { place: CANTINA },
    );
    expect(validate.body.error.message).toBe('Estoque insuficiente');
  });
});

describe('order expiry sweep', () => {
  it("cancels pending orders past expires_at with 'Pedido expirado', gives stock back, and leaves the rest", async () => {
    const sweep = () => containerOf(t.app).orders.sweepExpired();
    const tiramisu = ids.get('501') as string;
    const before = await stockOf(t, cantinaId, tiramisu);
    const place = async (phoneOwner: Awaited<ReturnType<typeof newCustomer>>) =>
      (
        await t.call(
          'v2/orderdelivery',
          { products: [{ product_id: tiramisu, quantity: 1 }], delivery_type: 2, phone: phoneOwner.phone },
          { place: CANTINA, token: phoneOwner.token },
        )
      ).body.data.order;
    const late = await place(await newCustomer(t, CANTINA));
    const fresh = await place(await newCustomer(t, CANTINA));
    expect(await stockOf(t, cantinaId, tiramisu)).toBe((before as number) - 2);
    await t.database.inPlace(cantinaId, (tx) =>
      tx
        .update(orders)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(orders.id, late._id)),
    );
    expect(await sweep()).toBe(1);
    const [row] = await t.database.inPlace(cantinaId, (tx) => tx.select().from(orders).where(eq(orders.id, late._id)));
    expect(row).toMatchObject({ status: 5, cancelReason: 'Pedido expirado' });
    expect(await stockOf(t, cantinaId, tiramisu)).toBe((before as number) - 1);
    const [kept] = await t.database.inPlace(cantinaId, (tx) =>
      tx.select().from(orders).where(eq(orders.id, fresh._id)),
    );
    expect(kept?.status).toBe(2);
    expect(await sweep()).toBe(0);
  });
});
