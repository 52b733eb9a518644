import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponUses } from '../../platform/db/schema.ts';
import { staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import {
  addCoupon as addPlaceCoupon,
  couponUsesOf,
  newCustomer,
  placeIdOf,
  productIds,
} from './orders.test-helpers.ts';

// A coupon named in v2/orderdelivery is applied in the order's own transaction, under the
// coupon's row lock; a refused or cancelled order gives its use back.

const CANTINA = DEMO.places[0];

let t: TestApp;
let cantinaId: string;
let pizza: string;
let manager: { token: string; managerToken: string; place: string };

beforeAll(async () => {
  t = await createTestApp();
  cantinaId = await placeIdOf(t, CANTINA);
  const ids = await productIds(t, cantinaId);
  // Any plain product of the demo menu dear enough for the coupons' minimum order.
  pizza = ids.get('201') as string;
  manager = { ...(await staffAuth(t, CANTINA, '10.91.0.2')), place: CANTINA };
});
afterAll(() => t.close());

const addCoupon = (code: string, values: Parameters<typeof addPlaceCoupon>[3] = {}) =>
  addPlaceCoupon(t, cantinaId, code, values);
const usesOf = (code: string) => couponUsesOf(t, cantinaId, code);
const order = (b: { token: string; phone: string }, cupom: string) =>
  t.call(
    'v2/orderdelivery',
    { products: [{ product_id: pizza, quantity: 2 }], delivery_type: 2, phone: b.phone, cupom },
    { place: CANTINA, token: b.token },
  );

describe('coupons named in the order', () => {
  it('applies the coupon in the order, records its use, and gives it back when the order is cancelled', async () => {
    await addCoupon('PEDIDO5');
    const buyer = await newCustomer(t, CANTINA, 'Cupom');
    const res = await order(buyer, 'pedido5');
    expect(res.status).toBe(200);
    const placed = res.body.data.order;
    expect(placed).toMatchObject({ cupom: 'PEDIDO5', desconto: 5 });
    expect(placed.total_payable).toBeCloseTo(placed.subtotal + placed.delivery_fee - 5, 2);
    expect(await usesOf('PEDIDO5')).toBe(1);

    const cancelled = await t.call(
      'manager/cancelordermanager',
      { order_id: placed._id, reason_cancel: 'Cliente desistiu' },
      manager,
    );
    expect(cancelled.status).toBe(200);
    expect(await usesOf('PEDIDO5')).toBe(0);
    const left = await t.database.inPlace(cantinaId, (tx) =>
      tx.select().from(couponUses).where(eq(couponUses.orderId, placed._id)),
    );
    expect(left).toHaveLength(0);
  });

  it('refuses the order with the coupon message instead of charging more than the cart showed', async () => {
    await addCoupon('ACABOU', { maxUses: 1, uses: 1 });
    const buyer = await newCustomer(t, CANTINA, 'Cupom');
    const res = await order(buyer, 'ACABOU');
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ message: 'Este cupom esgotou.', error_type: 'coupon' });
  });

  it('8 parallel orders with a coupon of 3 uses: exactly 3 are placed, the rest refused, uses end at 3', async () => {
    await addCoupon('TRES', { maxUses: 3 });
    const buyers = [];
    for (let i = 0; i < 8; i++) buyers.push(await newCustomer(t, CANTINA, 'Paralelo'));
    const results = await Promise.all(buyers.map((b) => order(b, 'TRES')));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    for (const r of ok) expect(r.body.data.order.cupom).toBe('TRES');
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.error.message).toBe('Este cupom esgotou.');
    expect(await usesOf('TRES')).toBe(3);
  });

  it("previews a coupon's refusal in the request's language", async () => {
    const ask = async (language: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/app/ordercartproductvalidate',
        headers: { 'x-place-id': CANTINA, 'accept-language': language },
        payload: { products: [{ product_id: pizza, quantity: 1 }], cupom: 'NAOEXISTE' },
      });
      return res.json().data.cupons_error;
    };
    expect(await ask('en')).toBe('Invalid coupon.');
    expect(await ask('pt-BR')).toBe('Cupom inválido.');
  });
});
