import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import type { OrderEvent } from '../../platform/events.ts';
import { staffAuth } from '../../test/logins.ts';
import { insertOrder, readOrder } from '../../test/order-fixtures.ts';
import { DEMO } from '../../test/test-app.ts';
import { newCustomer } from '../orders/orders.test-helpers.ts';
import { as, CANTINA, payWithDemoCard, sandboxCharges, usePaymentsTest } from './payments.test-helpers.ts';

// Decision 050: paid, then refunded, then delivered. When the charge that paid an
// order is voided or refunded (cancelPayment, a staff void, the provider's webhook), the order's
// payment state changes in the same transaction: a pending order ends, an accepted one stays marked
// 'refunded' and staff cannot accept, send out or deliver it as if paid. The board's data carries
// the state ('paid', 'pending', 'refunded', 'failed').

const s = usePaymentsTest();
const staff = () => as(s.manager.token, { managerToken: s.manager.managerToken });

/** A pending order of the demo customer, paid with the saved Visa; answers the order and its charge id. */
async function paidOrder() {
  const order = await insertOrder(s.t, s.cantinaId, s.customerId);
  const paid = await payWithDemoCard(s, order.id);
  expect(paid.body.data.transaction.status).toBe('succeeded');
  return { order, chargeId: paid.body.data.transaction.transaction_id as string };
}

const move = (orderId: string, status: number) => s.t.call('admin/updateorder', { order_id: orderId, status }, staff());

/** The order as the board reads it (manager/getorderlist, today). */
async function onBoard(orderId: string) {
  const res = await s.t.call('manager/getorderlist', {}, staff());
  expect(res.status).toBe(200);
  return (res.body.data.orders as { _id: string; status: number; payment_status: string | null }[]).find(
    (o) => o._id === orderId,
  );
}

describe('a voided or refunded charge ends or reopens the order’s payment', () => {
  it('the customer cancels the payment of a paid pending order: the order ends and cannot be accepted', async () => {
    const { order } = await paidOrder();
    expect(await onBoard(order.id)).toMatchObject({ status: 2, payment_status: 'paid' });
    const res = await s.t.call('payments/cancelpayment', { id: order.id }, as(s.customer.token));
    expect(res.body.data.transactions[0].status).toBe('canceled');
    expect(await readOrder(s.t, s.cantinaId, order.id)).toMatchObject({
      status: 6,
      cancelReason: 'Erro de pagamento',
      paymentStatus: 'refunded',
    });
    expect(await onBoard(order.id)).toMatchObject({ status: 6, payment_status: 'refunded' });
    // Staff can no longer accept (nor then deliver) it as if paid.
    const accept = await move(order.id, 1);
    expect(accept.status).toBe(409);
    expect((await move(order.id, 4)).status).toBe(409);
    expect((await readOrder(s.t, s.cantinaId, order.id))?.status).toBe(6);
  });

  it('staff void the charge of an accepted order: it stays, refunded; delivering is refused until the type changes', async () => {
    const { order, chargeId } = await paidOrder();
    expect((await move(order.id, 1)).status).toBe(200);
    const voided = await s.t.call('payments/transactions/v2/void', { transaction_id: chargeId }, staff());
    expect(voided.body.data.transaction.status).toBe('canceled');
    expect(await onBoard(order.id)).toMatchObject({ status: 1, payment_status: 'refunded' });

    for (const to of [3, 4]) {
      const refused = await move(order.id, to);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({
        code: 'payment_not_confirmed',
        message:
          'O pagamento online deste pedido não está confirmado (estornado). Mude a forma de pagamento para cobrar na entrega ou cancele o pedido.',
      });
    }
    const en = await s.t.app.inject({
      method: 'POST',
      url: '/api/admin/updateorder',
      headers: {
        authorization: `Bearer ${s.manager.token}`,
        'x-manager-token': s.manager.managerToken,
        'x-place-id': CANTINA,
        'accept-language': 'en',
      },
      payload: { order_id: order.id, status: 4 },
    });
    expect(en.json().error.message).toContain('(refunded)');

    // Only staff may change the type now, and only to one paid on delivery.
    const byCustomer = await s.t.call(
      'v2/orderdeliverypayment',
      { order_id: order.id, payment_type: 0 },
      as(s.customer.token),
    );
    expect(byCustomer.body.error.code).toBe('payment_locked');
    const online = await s.t.call('v2/orderdeliverypayment', { order_id: order.id, payment_type: 3 }, staff());
    expect(online.status).toBe(400);
    expect(online.body.error.field).toBe('payment_type');
    const cash = await s.t.call('v2/orderdeliverypayment', { order_id: order.id, payment_type: 0 }, staff());
    expect(cash.body.data.order).toMatchObject({ payment_type: 0, payment_status: null });
    expect((await move(order.id, 4)).status).toBe(200);
  });

  it('a refund reported by the provider (webhook): a pending order is cancelled, an accepted one marked refunded', async () => {
    const sandbox = containerOf(s.t.app).sandboxPayments;
    if (!sandbox) throw new Error('sandbox provider expected');
    const events: OrderEvent[] = [];
    const stop = containerOf(s.t.app).events.subscribe(s.cantinaId, (e) => {
      if (e.type === 'order') events.push(e);
    });

    const pending = await paidOrder();
    const [pendingCharge] = await sandboxCharges(s.t, pending.order.id);
    await sandbox.refund(pendingCharge?.id ?? '');
    expect(await readOrder(s.t, s.cantinaId, pending.order.id)).toMatchObject({
      status: 5,
      cancelReason: 'Pagamento estornado',
      paymentStatus: 'refunded',
    });
    expect((await move(pending.order.id, 1)).status).toBe(409);

    const accepted = await paidOrder();
    expect((await move(accepted.order.id, 1)).status).toBe(200);
    const [acceptedCharge] = await sandboxCharges(s.t, accepted.order.id);
    await sandbox.refund(acceptedCharge?.id ?? '');
    expect(await onBoard(accepted.order.id)).toMatchObject({ status: 1, payment_status: 'refunded' });
    const tx = await s.t.call('payments/transactions/get', { id: accepted.chargeId }, as(s.customer.token));
    expect(tx.body.data.transaction.status).toBe('canceled');
    const deliver = await move(accepted.order.id, 4);
    expect(deliver.body.error.code).toBe('payment_not_confirmed');

    // The board hears of it live: the order's event carries the new payment state.
    await expect
      .poll(() => events.some((e) => e.order_id === accepted.order.id && e.payment_status === 'refunded'))
      .toBe(true);
    expect(events.some((e) => e.order_id === pending.order.id && e.status === 5)).toBe(true);
    stop();
  });

  it('an unpaid Pix order is not accepted until the Pix settles; the board shows pending, then paid', async () => {
    const order = await insertOrder(s.t, s.cantinaId, s.customerId);
    const pix = await s.t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(s.customer.token));
    expect(pix.body.data.transaction.status).toBe('pending');
    expect(await onBoard(order.id)).toMatchObject({ status: 2, payment_status: 'pending' });
    const refused = await move(order.id, 1);
    expect(refused.body.error.code).toBe('payment_not_confirmed');
    expect(refused.body.error.message).toContain('(pagamento pendente)');
    const [charge] = await sandboxCharges(s.t, order.id);
    await containerOf(s.t.app).sandboxPayments?.settle(charge?.id ?? '');
    expect(await onBoard(order.id)).toMatchObject({ payment_status: 'paid' });
    expect((await move(order.id, 1)).status).toBe(200);
  });

  it('keeps a paid order paid: a card machine attempt is refused (not a 500), and its type cannot be switched', async () => {
    const { order } = await paidOrder();
    const aborted = await s.t.call(
      'payments/cardmachine/result',
      {
        order_id: order.id,
        result: 'paymentAborted',
        paymentType: 'debit',
        numberOfInstallments: 0,
        valueInCents: 5000,
        terminal_transaction_id: `abort-${order.id}`,
      },
      staff(),
    );
    expect(aborted.body.error.code).toBe('order_paid');
    expect(await onBoard(order.id)).toMatchObject({ payment_status: 'paid' });
    const cash = await s.t.call(
      'v2/orderdeliverypayment',
      { order_id: order.id, payment_type: 0 },
      as(s.customer.token),
    );
    expect(cash.body.error.code).toBe('order_paid');
    expect((await move(order.id, 1)).status).toBe(200);
  });

  it('an order on its open order’s bill (pay_bill 2) and a cash order are accepted without an online payment', async () => {
    const onBill = await insertOrder(s.t, s.cantinaId, s.customerId, { paymentType: 2, payBill: 2 });
    expect((await move(onBill.id, 1)).status).toBe(200);
    const cash = await insertOrder(s.t, s.cantinaId, s.customerId, { paymentType: 0 });
    expect((await move(cash.id, 1)).status).toBe(200);
    expect((await move(cash.id, 4)).status).toBe(200);
  });
});

describe('who may cancel a payment', () => {
  it('not anonymous, not another customer, not staff of another place; the customer only before acceptance', async () => {
    const { order, chargeId } = await paidOrder();
    const charge = async () =>
      (await s.t.call('payments/transactions/get', { id: chargeId }, as(s.customer.token))).body.data.transaction
        .status;

    const anonymous = await s.t.call('payments/cancelpayment', { id: order.id }, { place: DEMO.places[0] });
    expect(anonymous.body.error.code).toBe('access_denied');
    const other = await newCustomer(s.t, DEMO.places[0]);
    const byOther = await s.t.call('payments/cancelpayment', { id: order.id }, as(other.token));
    expect(byOther.status).toBe(404);
    const voidByOther = await s.t.call('payments/transactions/v2/void', { transaction_id: chargeId }, as(other.token));
    expect(voidByOther.status).toBe(404);
    const porto = await staffAuth(s.t, DEMO.places[1], '10.90.0.3');
    const byPorto = await s.t.call(
      'payments/cancelpayment',
      { id: order.id },
      as(porto.token, { managerToken: porto.managerToken }),
    );
    expect(byPorto.status).toBe(404);
    expect(await charge()).toBe('succeeded');

    // Once the place accepted the order, the customer cannot take the money back by themselves.
    expect((await move(order.id, 1)).status).toBe(200);
    const late = await s.t.call('payments/cancelpayment', { id: order.id }, as(s.customer.token));
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({
      code: 'payment_locked',
      message: 'Este pedido já foi aceito: para cancelar o pagamento, fale com o estabelecimento.',
    });
    const lateVoid = await s.t.call(
      'payments/transactions/v2/void',
      { transaction_id: chargeId },
      as(s.customer.token),
    );
    expect(lateVoid.body.error.code).toBe('payment_locked');
    expect(await charge()).toBe('succeeded');

    // Staff may: the order stays accepted, refunded, for them to collect or cancel.
    const byStaff = await s.t.call('payments/cancelpayment', { id: order.id }, staff());
    expect(byStaff.body.data.transactions[0].status).toBe('canceled');
    expect(await onBoard(order.id)).toMatchObject({ status: 1, payment_status: 'refunded' });
  });
});

describe('migration 0022', () => {
  it('derives the payment state of orders charged before it from their charges, as the ledger wrote it', async () => {
    const board = async () =>
      Object.fromEntries(
        ((await s.t.call('manager/getorderlist', {}, staff())).body.data.orders as Record<string, unknown>[]).map(
          (o) => [o._id, o.payment_status],
        ),
      );
    const waiting = await insertOrder(s.t, s.cantinaId, s.customerId);
    await s.t.call('payments/transactions/v2/pix', { reference_id: waiting.id }, as(s.customer.token));
    const before = await board();
    expect(Object.values(before)).toEqual(expect.arrayContaining(['paid', 'pending', 'refunded']));
    await s.t.database.inPlace(s.cantinaId, (tx) => tx.execute(sql`update orders set payment_status = null`));
    const backfill = readFileSync(new URL('../../../drizzle/0022_order_payment_status_backfill.sql', import.meta.url));
    await s.t.database.db.execute(sql.raw(backfill.toString()));
    expect(await board()).toEqual(before);
  });
});
