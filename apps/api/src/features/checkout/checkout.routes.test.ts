import { ORDER_STATUS } from '@app/domain/orders/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponUses, orders, paymentTransactions, products } from '../../platform/db/schema.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import {
  addCoupon as addPlaceCoupon,
  couponUsesOf,
  newCustomer,
  placeIdOf,
  productIds,
  stockOf,
} from '../orders/orders.test-helpers.ts';
import { sandboxCharges, tokenize } from '../payments/payments.test-helpers.ts';

// A step that fails after stock was taken, the order written and the coupon used leaves none of
// them behind: inside v2/orderdelivery the transaction's rollback undoes them; after it, a refused
// charge followed by the app's cancelpayment ends the order and gives everything back.

const CANTINA = DEMO.places[0];

let t: TestApp;
let cantinaId: string;
let pizza: string;

beforeAll(async () => {
  t = await createTestApp();
  cantinaId = await placeIdOf(t, CANTINA);
  pizza = (await productIds(t, cantinaId)).get('201') as string;
  await t.database.inPlace(cantinaId, (tx) =>
    tx.update(products).set({ stock: 20, safetyMargin: 0 }).where(eq(products.id, pizza)),
  );
});
afterAll(() => t.close());

const addCoupon = (code: string, values: Parameters<typeof addPlaceCoupon>[3] = {}) =>
  addPlaceCoupon(t, cantinaId, code, values);
const usesOf = (code: string) => couponUsesOf(t, cantinaId, code);
const ordersOf = (userId: string) =>
  t.database.inPlace(cantinaId, (tx) =>
    tx
      .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(and(eq(orders.placeId, cantinaId), eq(orders.userId, userId))),
  );

describe('checkout: a later step failing leaves no effect behind', () => {
  it('a coupon refused at its step (after stock and order) rolls back the order, the stock and the use', async () => {
    await addCoupon('ESGOTADO', { maxUses: 1, uses: 1 });
    const buyer = await newCustomer(t, CANTINA, 'Desfeito');
    const before = await stockOf(t, cantinaId, pizza);
    const res = await t.call(
      'v2/orderdelivery',
      { products: [{ product_id: pizza, quantity: 3 }], delivery_type: 2, phone: buyer.phone, cupom: 'ESGOTADO' },
      { place: CANTINA, token: buyer.token },
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ message: 'Este cupom esgotou.', error_type: 'coupon' });
    expect(await stockOf(t, cantinaId, pizza)).toBe(before);
    expect(await usesOf('ESGOTADO')).toBe(1);
    expect(await ordersOf(buyer.userId)).toEqual([]);
    // Nothing pending was left either: the same person orders at once without the coupon.
    const again = await t.call(
      'v2/orderdelivery',
      { products: [{ product_id: pizza, quantity: 3 }], delivery_type: 2, phone: buyer.phone },
      { place: CANTINA, token: buyer.token },
    );
    expect(again.status).toBe(200);
    expect(await stockOf(t, cantinaId, pizza)).toBe((before as number) - 3);
  });

  it('the provider refusing the charge: nothing is charged, and cancelpayment gives back stock and coupon', async () => {
    await addCoupon('VOLTA5');
    const buyer = await newCustomer(t, CANTINA, 'Recusado');
    const as = { place: CANTINA, token: buyer.token };
    const before = await stockOf(t, cantinaId, pizza);
    const placed = await t.call(
      'v2/orderdelivery',
      {
        products: [{ product_id: pizza, quantity: 2 }],
        delivery_type: 2,
        phone: buyer.phone,
        cupom: 'VOLTA5',
        payment_type: 2,
      },
      as,
    );
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.order._id as string;
    expect(await stockOf(t, cantinaId, pizza)).toBe((before as number) - 2);
    expect(await usesOf('VOLTA5')).toBe(1);
    const chosen = await t.call('v2/orderdeliverypayment', { order_id: orderId, payment_type: 2, installments: 1 }, as);
    expect(chosen.status).toBe(200);

    const declined = await tokenize(t, '4000000000000002');
    const charge = await t.call(
      'payments/transactions/v2/card-token',
      { reference_id: orderId, token: declined.body.id },
      as,
    );
    expect(charge.status).toBe(402);
    expect(charge.body.error.message).toBe('Transação não autorizada pelo emissor do cartão.');
    // The order waits for another attempt: pending, unpaid, still holding its stock and coupon.
    expect(await ordersOf(buyer.userId)).toEqual([
      { id: orderId, status: ORDER_STATUS.PENDING, paymentStatus: 'failed' },
    ]);

    // The app gives up on paying (spec 1 §4): the order ends in error and gives everything back.
    const cancelled = await t.call('payments/cancelpayment', { id: orderId }, as);
    expect(cancelled.status).toBe(200);
    expect((await ordersOf(buyer.userId))[0]?.status).toBe(ORDER_STATUS.ERROR);
    expect(await stockOf(t, cantinaId, pizza)).toBe(before);
    expect(await usesOf('VOLTA5')).toBe(0);
    const uses = await t.database.inPlace(cantinaId, (tx) =>
      tx.select().from(couponUses).where(eq(couponUses.orderId, orderId)),
    );
    expect(uses).toHaveLength(0);
    const charges = await t.database.inPlace(cantinaId, (tx) =>
      tx
        .select({ status: paymentTransactions.status })
        .from(paymentTransactions)
        .where(eq(paymentTransactions.orderId, orderId)),
    );
    expect(charges).toEqual([{ status: 'failed' }]);
    expect((await sandboxCharges(t, orderId)).filter((c) => c.status === 'succeeded')).toEqual([]);
  });
});
