import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import { insertOrder, readOrder } from '../../test/order-fixtures.ts';
import { as, CANTINA, payWithDemoCard, sandboxCharges, usePaymentsTest } from './payments.test-helpers.ts';

// Voiding charges (cancelPayment), the append-only history, and the card machine's result.

const s = usePaymentsTest();

describe('void and cancelPayment', () => {
  it("voids the order's charge with the reason kept in the history", async () => {
    const order = await insertOrder(s.t, s.cantinaId, s.customerId);
    const paid = await payWithDemoCard(s, order.id);
    expect(paid.body.data.transaction.status).toBe('succeeded');
    const res = await s.t.call(
      'payments/cancelpayment',
      { id: order.id, reason: 'Erro de pagamento', obs: 'falhou ao finalizar' },
      as(s.customer.token),
    );
    expect(res.body.data.transactions).toHaveLength(1);
    expect(res.body.data.transactions[0].status).toBe('canceled');
    const [charge] = await sandboxCharges(s.t, order.id);
    expect(charge?.status).toBe('canceled');
    const events = await containerOf(s.t.app).payments.events(s.cantinaId, paid.body.data.transaction.transaction_id);
    expect(events.at(-1)).toMatchObject({ kind: 'void', status: 'canceled', detail: { reason: 'Erro de pagamento' } });
    // Money was taken and given back: the pending order ends in error (decision 050).
    expect(await readOrder(s.t, s.cantinaId, order.id)).toMatchObject({
      status: 6,
      cancelReason: 'Erro de pagamento',
      paymentStatus: 'refunded',
    });
  });

  it('ends an unpaid order in error (6) so the person can order again; the reason is kept', async () => {
    const order = await insertOrder(s.t, s.cantinaId, s.customerId);
    const pix = await s.t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(s.customer.token));
    expect(pix.body.data.transaction.status).toBe('pending');
    const res = await s.t.call('payments/cancelpayment', { id: order.id }, as(s.customer.token));
    expect(res.body.data.transactions[0].status).toBe('canceled');
    expect(await readOrder(s.t, s.cantinaId, order.id)).toMatchObject({ status: 6, cancelReason: 'Erro de pagamento' });

    const machine = await insertOrder(s.t, s.cantinaId, s.customerId);
    await s.t.call('payments/cancelpayment', { id: machine.id, reason: 'Terminal desligado' }, as(s.customer.token));
    expect(await readOrder(s.t, s.cantinaId, machine.id)).toMatchObject({
      status: 6,
      cancelReason: 'Terminal desligado',
    });
  });

  it('keeps the history append-only for the application role', async () => {
    await expect(
      s.t.database.inPlace(s.cantinaId, (tx) => tx.execute(sql`update payment_events set kind = 'x'`)),
    ).rejects.toThrow();
    await expect(
      s.t.database.inPlace(s.cantinaId, (tx) => tx.execute(sql`delete from payment_events`)),
    ).rejects.toThrow();
  });
});

describe('card machine', () => {
  it("records the pin pad's result (manager only), checks the amount, and is idempotent per terminal id", async () => {
    const order = await insertOrder(s.t, s.cantinaId, s.customerId, { totalCents: 3000, subtotalCents: 3000 });
    const body = {
      order_id: order.id,
      result: 'paymentSuccessful' as const,
      paymentType: 'credit' as const,
      numberOfInstallments: 2,
      valueInCents: 3000,
      terminal_transaction_id: 'term-001',
    };
    const asCustomer = await s.t.call('payments/cardmachine/result', body, as(s.customer.token));
    expect(asCustomer.body.error.code).toBe('access_denied');
    const staff = { place: CANTINA, token: s.manager.token, managerToken: s.manager.managerToken };
    const wrong = await s.t.call('payments/cardmachine/result', { ...body, valueInCents: 2999 }, staff);
    expect(wrong.body.error.field).toBe('valueInCents');
    const ok = await s.t.call('payments/cardmachine/result', body, staff);
    expect(ok.body.data.transaction).toMatchObject({ status: 'succeeded', payment_method: 'card_machine', amount: 30 });
    const same = await s.t.call('payments/cardmachine/result', body, staff);
    expect(same.body.data.transaction.transaction_id).toBe(ok.body.data.transaction.transaction_id);
    expect(await readOrder(s.t, s.cantinaId, order.id)).toMatchObject({ paymentType: 5, installments: 2 });
    const second = await s.t.call(
      'payments/cardmachine/result',
      { ...body, terminal_transaction_id: 'term-002' },
      staff,
    );
    expect(second.body.error.code).toBe('order_paid');
    const failed = await insertOrder(s.t, s.cantinaId, s.customerId);
    const f = await s.t.call(
      'payments/cardmachine/result',
      {
        ...body,
        order_id: failed.id,
        result: 'paymentFailed',
        terminal_transaction_id: 'term-003',
        message: 'SALDO INSUFICIENTE',
      },
      staff,
    );
    expect(f.body.data.transaction).toMatchObject({ status: 'failed', message: 'SALDO INSUFICIENTE' });
  });
});
