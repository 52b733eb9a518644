import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placeMembers, places } from '../../platform/db/schema.ts';
import { insertOrder, readOrder } from '../../test/order-fixtures.ts';
import { newCustomer, productIds, setPlace } from '../orders/orders.test-helpers.ts';
import { as, CANTINA, sandboxCharges, usePaymentsTest } from './payments.test-helpers.ts';

// v2/orderdeliverypayment with the online types 2, 3 and 5 (checked by the payments feature), the
// budget's forced type 4, and the open order's bill (type -1 → 2 with pay_bill 2).

const s = usePaymentsTest();

describe('v2/orderdeliverypayment with online types', () => {
  it('records 2 (installments checked) and 3 when the place has online payment; 5 is staff only; off without it', async () => {
    const order = await insertOrder(s.t, s.cantinaId, s.customerId, { totalCents: 1200, subtotalCents: 1200 });
    const pay = (body: Record<string, unknown>, auth = as(s.customer.token)) =>
      s.t.call('v2/orderdeliverypayment', { order_id: order.id, ...body }, auth);
    expect((await pay({ payment_type: 2, installments: 2 })).body.data.order).toMatchObject({ payment_type: 2 });
    expect((await pay({ payment_type: 2, installments: 13 })).status).toBe(400);
    const three = await pay({ payment_type: 3 });
    expect(three.body.data.order.payment_type).toBe(3);
    const five = await pay({ payment_type: 5 });
    expect(five.body.error.message).toBe('Forma de pagamento indisponível.');
    await s.t.database.db.update(places).set({ paymentsServiceEnabled: false }).where(eq(places.id, s.cantinaId));
    try {
      const off = await pay({ payment_type: 2 });
      expect(off.status).toBe(400);
      expect(off.body.error).toMatchObject({ message: 'Forma de pagamento indisponível.', field: 'payment_type' });
    } finally {
      await s.t.database.db.update(places).set({ paymentsServiceEnabled: true }).where(eq(places.id, s.cantinaId));
    }
  });
});

describe('a budget forces type 4', () => {
  it('records 4 whatever type is asked, refuses every charge, and order creation skips the online check', async () => {
    const staff = as(s.manager.token, { managerToken: s.manager.managerToken });
    const order = await insertOrder(s.t, s.cantinaId, s.customerId, { budget: true });
    for (const payment_type of [0, 2, 3, -1]) {
      const res = await s.t.call('v2/orderdeliverypayment', { order_id: order.id, payment_type }, staff);
      expect(res.body.data.order, String(payment_type)).toMatchObject({
        payment_type: 4,
        budget: true,
        pay_bill: null,
      });
    }
    const pix = await s.t.call('payments/transactions/v2/pix', { reference_id: order.id }, staff);
    expect(pix.body.error.code).toBe('payment_locked');
    const card = await s.t.call(
      'payments/transactions/v2/card-token',
      { reference_id: order.id, token: 'whatever' },
      as(s.customer.token),
    );
    expect(card.body.error.code).toBe('payment_locked');
    expect(await sandboxCharges(s.t, order.id)).toHaveLength(0);

    // A budget sent with an online type is created (paid later by link), even with online payment off.
    const products = await productIds(s.t, s.cantinaId);
    await setPlace(s.t, s.cantinaId, { paymentsServiceEnabled: false });
    try {
      const sent = await s.t.call(
        'v2/orderdelivery',
        {
          products: [{ product_id: products.get('401'), quantity: 1 }],
          delivery_type: 2,
          budget: true,
          payment_type: 2,
        },
        staff,
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(sent.body.data.order.budget).toBe(true);
      await s.t.call('admin/updateorder', { order_id: sent.body.data.order._id, status: 1 }, staff);
    } finally {
      await setPlace(s.t, s.cantinaId, { paymentsServiceEnabled: true });
    }
  });
});

describe('open order: type -1 becomes 2 with pay_bill 2', () => {
  const setOpenOrder = (userId: string, openOrderId: string | null) =>
    s.t.database.db
      .update(placeMembers)
      .set({ openOrderId })
      .where(and(eq(placeMembers.placeId, s.cantinaId), eq(placeMembers.userId, userId)));

  it('puts an unset payment on the bill (2, pay_bill 2) only for a customer with an open order', async () => {
    const c = await newCustomer(s.t, CANTINA);
    const order = await insertOrder(s.t, s.cantinaId, c.userId, { totalCents: 3000, subtotalCents: 3000 });
    const pay = (body: Record<string, unknown>) =>
      s.t.call('v2/orderdeliverypayment', { order_id: order.id, ...body }, as(c.token));

    // Without an open order: -1 is still 'choose a payment', and pay_bill 2 is refused.
    const unset = await pay({ payment_type: -1 });
    expect(unset.status).toBe(400);
    expect(unset.body.error).toMatchObject({ field: 'payment_type', message: 'Escolha a forma de pagamento' });
    const noBill = await pay({ payment_type: 2, pay_bill: 2 });
    expect(noBill.status).toBe(400);
    expect(noBill.body.error).toMatchObject({
      field: 'pay_bill',
      message: 'Este pedido não está em uma conta aberta.',
    });

    await setOpenOrder(c.userId, 'mesa-12');
    const onBill = await pay({ payment_type: -1, installments: 3 });
    expect(onBill.status, JSON.stringify(onBill.body)).toBe(200);
    expect(onBill.body.data.order).toMatchObject({ payment_type: 2, pay_bill: 2 });
    expect(await readOrder(s.t, s.cantinaId, order.id)).toMatchObject({
      paymentType: 2,
      payBill: 2,
      installments: null,
    });
    // The client may send the converted choice itself; another type leaves the bill.
    expect((await pay({ payment_type: 2, pay_bill: 2 })).body.data.order).toMatchObject({
      payment_type: 2,
      pay_bill: 2,
    });
    expect((await pay({ payment_type: 0 })).body.data.order).toMatchObject({ payment_type: 0, pay_bill: null });
    // Nothing was charged: the bill is paid with the open order.
    expect(await sandboxCharges(s.t, order.id)).toHaveLength(0);

    // A customer blocked from paying in the app is not put on an online bill.
    await s.t.call(
      'admin/customers/block',
      { user_id: c.userId, block_app_payment: true },
      as(s.manager.token, { managerToken: s.manager.managerToken }),
    );
    const blocked = await pay({ payment_type: -1 });
    expect(blocked.body.error.code).toBe('app_payment_blocked');
    await setOpenOrder(c.userId, null);
  });
});
