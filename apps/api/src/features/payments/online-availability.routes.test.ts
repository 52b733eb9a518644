import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placeMembers } from '../../platform/db/schema.ts';
import { insertOrder, setStatus } from '../../test/order-fixtures.ts';
import { newCustomer, productIds, setPlace } from '../orders/orders.test-helpers.ts';
import { as, CANTINA, sandboxCharges, tokenize, usePaymentsTest } from './payments.test-helpers.ts';

// Spec 1 §6: block_app_payment (set by the back office on the customer) and a place's
// first_purchase_block (for a customer who already made a first purchase) disable online payment:
// every payments call that charges, the order's payment choice and order creation refuse it, whoever
// asks (the customer, or staff paying for them); the card machine (the venue's terminal) stays.

const s = usePaymentsTest();
const UNAVAILABLE = 'Forma de pagamento indisponível.';

async function refusalsFor(c: { token: string; userId: string; phone: string }) {
  const staff = as(s.manager.token, { managerToken: s.manager.managerToken });
  // First, while the customer has no pending order (which would block a new one).
  const products = await productIds(s.t, s.cantinaId);
  const created = await s.t.call(
    'v2/orderdelivery',
    { products: [{ product_id: products.get('401'), quantity: 1 }], delivery_type: 2, phone: c.phone, payment_type: 2 },
    as(c.token),
  );
  const order = await insertOrder(s.t, s.cantinaId, c.userId, { totalCents: 2000, subtotalCents: 2000 });
  const pix = await s.t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(c.token));
  const token = (await tokenize(s.t, '4111111111111111')).body.id;
  const card = await s.t.call('payments/transactions/v2/card-token', { reference_id: order.id, token }, as(c.token));
  // Staff paying for the customer (their own session is not blocked): refused by the order's customer.
  const byStaff = await s.t.call('payments/transactions/v2/pix', { reference_id: order.id }, staff);
  const choice = await s.t.call('v2/orderdeliverypayment', { order_id: order.id, payment_type: 3 }, as(c.token));
  const machine = await s.t.call(
    'v2/orderdeliverypayment',
    { order_id: order.id, payment_type: 5, installments: 0 },
    staff,
  );
  return { order, pix, card, byStaff, choice, created, machine };
}

describe('online payment for a blocked customer', () => {
  it('block_app_payment from the back office: every online charge and choice is refused; the card machine is not', async () => {
    const c = await newCustomer(s.t, CANTINA);
    const staff = as(s.manager.token, { managerToken: s.manager.managerToken });
    const set = await s.t.call('admin/customers/block', { user_id: c.userId, block_app_payment: true }, staff);
    expect(set.body.data.customer.block_app_payment).toBe(true);

    const r = await refusalsFor(c);
    for (const res of [r.pix, r.card, r.byStaff]) {
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'payment_unavailable', message: UNAVAILABLE });
    }
    expect(r.choice.status).toBe(403);
    expect(r.choice.body.error.code).toBe('app_payment_blocked');
    expect(r.created.status).toBe(400);
    expect(r.created.body.error).toMatchObject({ field: 'payment_type', message: UNAVAILABLE });
    expect(r.machine.status, JSON.stringify(r.machine.body)).toBe(200);
    expect(r.machine.body.data.order).toMatchObject({ payment_type: 5 });
    expect(await sandboxCharges(s.t, r.order.id)).toHaveLength(0);

    // Unblocked, the same calls work again at once (the flags are read per request).
    await s.t.call('admin/customers/block', { user_id: c.userId, block_app_payment: false }, staff);
    const order = await insertOrder(s.t, s.cantinaId, c.userId);
    const pix = await s.t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(c.token));
    expect(pix.body.data.transaction.status).toBe('pending');
  });

  it('first_purchase_block: refused for a customer past a first purchase, allowed before it or with the block off', async () => {
    const c = await newCustomer(s.t, CANTINA);
    await s.t.database.db
      .update(placeMembers)
      .set({ firstPurchase: true })
      .where(and(eq(placeMembers.placeId, s.cantinaId), eq(placeMembers.userId, c.userId)));

    // The place's block off: the flag alone changes nothing.
    const before = await insertOrder(s.t, s.cantinaId, c.userId);
    const allowed = await s.t.call('payments/transactions/v2/pix', { reference_id: before.id }, as(c.token));
    expect(allowed.body.data.transaction.status).toBe('pending');
    await setStatus(s.t, s.cantinaId, before.id, 1);

    await setPlace(s.t, s.cantinaId, { firstPurchaseBlock: true });
    try {
      const r = await refusalsFor(c);
      for (const res of [r.pix, r.card, r.byStaff]) {
        expect(res.status).toBe(409);
        expect(res.body.error).toMatchObject({ code: 'payment_unavailable', message: UNAVAILABLE });
      }
      expect(r.choice.status).toBe(400);
      expect(r.choice.body.error).toMatchObject({ field: 'payment_type', message: UNAVAILABLE });
      expect(r.created.status).toBe(400);
      expect(r.created.body.error).toMatchObject({ field: 'payment_type', message: UNAVAILABLE });
      expect(r.machine.status).toBe(200);

      // A first-time customer still pays online.
      const fresh = await newCustomer(s.t, CANTINA);
      const order = await insertOrder(s.t, s.cantinaId, fresh.userId);
      const pix = await s.t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(fresh.token));
      expect(pix.body.data.transaction.status).toBe('pending');
    } finally {
      await setPlace(s.t, s.cantinaId, { firstPurchaseBlock: false });
    }
  });
});
