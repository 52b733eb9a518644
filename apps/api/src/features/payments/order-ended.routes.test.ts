import { describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import { insertOrder, readOrder } from '../../test/order-fixtures.ts';
import { as, payWithDemoCard, sandboxCharges, usePaymentsTest } from './payments.test-helpers.ts';

// An order that ends (refused or cancelled by staff, expired by the sweep) has its live charges
// voided after its transaction commits: a pending Pix can no longer be paid, a paid card charge is
// given back. A Pix that expires at the provider cancels its still-pending order. The transaction
// says why (end_reason), which the Pix page shows as 'cancelled' or 'expired'.

const s = usePaymentsTest();
const staff = () => as(s.manager.token, { managerToken: s.manager.managerToken });

async function pendingPix(orderOver: Parameters<typeof insertOrder>[3] = {}) {
  const order = await insertOrder(s.t, s.cantinaId, s.customerId, orderOver);
  const res = await s.t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(s.customer.token));
  expect(res.body.data.transaction.status).toBe('pending');
  return { order, id: res.body.data.transaction.transaction_id as string };
}

const readTx = async (id: string) =>
  (await s.t.call('payments/transactions/get', { id }, as(s.customer.token))).body.data.transaction;

describe('charges of an ended order', () => {
  it('staff cancel the order: its pending Pix is voided at the provider (end_reason cancelled)', async () => {
    const { order, id } = await pendingPix();
    const res = await s.t.call(
      'manager/cancelordermanager',
      { order_id: order.id, reason_cancel: 'Cliente desistiu' },
      staff(),
    );
    expect(res.body.data.order.status).toBe(5);
    expect(await readTx(id)).toMatchObject({ status: 'canceled', end_reason: 'cancelled' });
    const [charge] = await sandboxCharges(s.t, order.id);
    expect(charge?.status).toBe('canceled');
    // The provider can no longer settle it.
    await containerOf(s.t.app).sandboxPayments?.settle(charge?.id ?? '');
    expect(await readTx(id)).toMatchObject({ status: 'canceled' });
    const events = await containerOf(s.t.app).payments.events(s.cantinaId, id);
    expect(events.at(-1)).toMatchObject({
      kind: 'void',
      status: 'canceled',
      detail: { by: 'order', reason: 'cancelled' },
    });
  });

  it('staff refuse a paid order: the card charge is given back; a card machine charge is left to the terminal', async () => {
    const order = await insertOrder(s.t, s.cantinaId, s.customerId);
    const paid = await payWithDemoCard(s, order.id);
    expect(paid.body.data.transaction.status).toBe('succeeded');
    await s.t.call('admin/updateorder', { order_id: order.id, status: 0 }, staff());
    expect(await readTx(paid.body.data.transaction.transaction_id)).toMatchObject({
      status: 'canceled',
      end_reason: 'cancelled',
    });
    expect((await sandboxCharges(s.t, order.id))[0]?.status).toBe('canceled');

    const machine = await insertOrder(s.t, s.cantinaId, s.customerId, { totalCents: 1000, subtotalCents: 1000 });
    const result = await s.t.call(
      'payments/cardmachine/result',
      {
        order_id: machine.id,
        result: 'paymentSuccessful',
        paymentType: 'debit',
        numberOfInstallments: 0,
        valueInCents: 1000,
        terminal_transaction_id: 'term-ended-1',
      },
      staff(),
    );
    await s.t.call('manager/cancelordermanager', { order_id: machine.id, reason_cancel: 'Erro' }, staff());
    expect(await readTx(result.body.data.transaction.transaction_id)).toMatchObject({ status: 'succeeded' });
  });

  it('the order expires (the sweep): its pending Pix ends as expired', async () => {
    const { order, id } = await pendingPix({ expiresAt: new Date(Date.now() - 60_000) });
    expect(await containerOf(s.t.app).sweep()).toBeGreaterThanOrEqual(1);
    expect((await readOrder(s.t, s.cantinaId, order.id))?.status).toBe(5);
    expect(await readTx(id)).toMatchObject({ status: 'canceled', end_reason: 'expired' });
  });

  it('the Pix expires at the provider: the charge ends as expired and its pending order is cancelled', async () => {
    const { order, id } = await pendingPix();
    const [charge] = await sandboxCharges(s.t, order.id);
    await containerOf(s.t.app).sandboxPayments?.expire(charge?.id ?? '');
    expect(await readTx(id)).toMatchObject({ status: 'canceled', end_reason: 'expired' });
    expect(await readOrder(s.t, s.cantinaId, order.id)).toMatchObject({ status: 5, cancelReason: 'Pix expirado' });
    // The customer may order again (no pending order left).
    const state = await s.t.call('payments/order', { order_id: order.id }, as(s.customer.token));
    expect(state.body.data).toMatchObject({ paid: false, transaction: { end_reason: 'expired' } });
  });
});
