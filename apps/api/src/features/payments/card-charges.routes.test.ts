import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import { placeMembers } from '../../platform/db/schema.ts';
import { insertOrder, readOrder } from '../../test/order-fixtures.ts';
import { newCustomer } from '../orders/orders.test-helpers.ts';
import { paymentEvents, paymentTransactions } from './payments.tables.ts';
import {
  as,
  CANTINA,
  demoCardId,
  payWithDemoCard,
  payWithNewCard,
  postSignedWebhook,
  sandboxCharges,
  usePaymentsTest,
} from './payments.test-helpers.ts';

// Online card charges: installments, no double charge, declines, timeouts and abandoned claims.

const s = usePaymentsTest();

describe('card charges', () => {
  it('charges a saved card in 3 installments for the order total; the order records type 2', async () => {
    const order = await insertOrder(s.t, s.cantinaId, s.customerId, { totalCents: 9000, subtotalCents: 9000 });
    const res = await payWithDemoCard(s, order.id, { number_installments: 3 });
    expect(res.status).toBe(200);
    expect(res.body.data.transaction).toMatchObject({ status: 'succeeded', amount: 90, number_installments: 3 });
    const row = await readOrder(s.t, s.cantinaId, order.id);
    expect(row).toMatchObject({ paymentType: 2, installments: 3, ccBrand: 'visa' });
    // A second click answers the same charge.
    const again = await payWithDemoCard(s, order.id, { number_installments: 3 });
    expect(again.body.data.transaction.transaction_id).toBe(res.body.data.transaction.transaction_id);
    expect(await sandboxCharges(s.t, order.id)).toHaveLength(1);
    const state = await s.t.call('payments/order', { order_id: order.id }, as(s.customer.token));
    expect(state.body.data.paid).toBe(true);
  });

  it("refuses installments above the seller's maximum or below R$ 1,00 each", async () => {
    const order = await insertOrder(s.t, s.cantinaId, s.customerId, { totalCents: 500, subtotalCents: 500 });
    const card = await demoCardId(s.t, s.customer.token);
    const seven = await s.t.call(
      'payments/transactions/buyer',
      { reference_id: order.id, card_id: card, number_installments: 7 },
      as(s.customer.token),
    );
    expect(seven.status).toBe(400);
    expect(seven.body.error).toMatchObject({ message: 'Parcelamento inválido.', field: 'number_installments' });
    const six = await s.t.call(
      'payments/transactions/buyer',
      { reference_id: order.id, card_id: card, number_installments: 6 },
      as(s.customer.token),
    );
    expect(six.body.error.field).toBe('number_installments'); // 5,00 / 6 < 1,00
    expect(await sandboxCharges(s.t, order.id)).toHaveLength(0);
  });

  it('20 concurrent identical pay calls for one order make exactly one charge', async () => {
    const order = await insertOrder(s.t, s.cantinaId, s.customerId, { totalCents: 4321, subtotalCents: 4321 });
    const card = await demoCardId(s.t, s.customer.token);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.t.call('payments/transactions/buyer', { reference_id: order.id, card_id: card }, as(s.customer.token)),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.body.error).toMatchObject({
        code: 'payment_pending',
        message: 'Aguarde o seu pagamento ser concluído.',
      });
    }
    expect(new Set(ok.map((r) => r.body.data.transaction.transaction_id)).size).toBe(1);
    const charges = await sandboxCharges(s.t, order.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]?.amountCents).toBe(4321);
    const ours = await s.t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, order.id));
    expect(ours).toHaveLength(1);
    expect(ours[0]?.status).toBe('succeeded');
  });

  it('a declined charge leaves the order unpaid; a new attempt with another card may follow', async () => {
    const order = await insertOrder(s.t, s.cantinaId, s.customerId);
    const res = await payWithNewCard(s, order.id, '4000000000000002');
    expect(res.status).toBe(402);
    expect(res.body.error.message).toBe('Transação não autorizada pelo emissor do cartão.');
    expect((await readOrder(s.t, s.cantinaId, order.id))?.paymentType).toBeNull();
    const paid = await payWithNewCard(s, order.id, '4111111111111111');
    expect(paid.body.data.transaction.status).toBe('succeeded');
    const rows = await s.t.database.db
      .select({ attempt: paymentTransactions.attempt, status: paymentTransactions.status })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, order.id))
      .orderBy(paymentTransactions.attempt);
    expect(rows).toEqual([
      { attempt: 1, status: 'failed' },
      { attempt: 2, status: 'succeeded' },
    ]);
  });

  it('provider timeout: no paid order and a clear message; a retry is refused; the webhook reconciles it', async () => {
    const order = await insertOrder(s.t, s.cantinaId, s.customerId, { totalCents: 2500, subtotalCents: 2500 });
    const res = await payWithNewCard(s, order.id, '4000000000000119');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('payment_timeout');
    expect(res.body.error.message).toMatch(/não respondeu a tempo/);
    expect((await s.t.call('payments/order', { order_id: order.id }, as(s.customer.token))).body.data).toMatchObject({
      paid: false,
      transaction: { status: 'pending' },
    });
    const retry = await payWithDemoCard(s, order.id);
    expect(retry.body.error.code).toBe('payment_pending');
    expect(await sandboxCharges(s.t, order.id)).toHaveLength(1);

    const [charge] = await sandboxCharges(s.t, order.id);
    await containerOf(s.t.app).sandboxPayments?.settle(charge?.id ?? '');
    const state = await s.t.call('payments/order', { order_id: order.id }, as(s.customer.token));
    expect(state.body.data).toMatchObject({ paid: true, transaction: { status: 'succeeded' } });
    expect((await readOrder(s.t, s.cantinaId, order.id))?.paymentType).toBe(2);
    const history = await s.t.database.db
      .select({ kind: paymentEvents.kind, status: paymentEvents.status })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id))
      .orderBy(paymentEvents.createdAt);
    expect(history.map((h) => h.kind)).toEqual(['created', 'provider_timeout', 'webhook']);
  });

  it('a late webhook for a paid charge changes nothing and is kept in the history as ignored', async () => {
    const order = await insertOrder(s.t, s.cantinaId, s.customerId, { totalCents: 1800, subtotalCents: 1800 });
    const paid = await payWithDemoCard(s, order.id);
    expect(paid.body.data.transaction.status).toBe('succeeded');
    const [charge] = await sandboxCharges(s.t, order.id);
    const body = JSON.stringify({
      id: `evt_late_${order.id}`,
      type: 'transaction.succeeded',
      payload: {
        object: {
          id: charge?.id,
          status: 'succeeded',
          metadata: { payment_id: paid.body.data.transaction.transaction_id },
        },
      },
    });
    const late = await postSignedWebhook(s.t, body);
    expect(late.statusCode).toBe(200);
    const history = await s.t.database.db
      .select({ kind: paymentEvents.kind, status: paymentEvents.status, detail: paymentEvents.detail })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id))
      .orderBy(paymentEvents.createdAt);
    expect(history.map((h) => h.kind)).toEqual(['created', 'provider_answer', 'webhook_ignored']);
    expect(history[0]?.detail).toEqual({ amount_cents: 1800, installments: 1 });
    expect(history[2]?.detail).toMatchObject({ kept: 'succeeded' });
    const [row] = await s.t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, order.id));
    expect(row).toMatchObject({ status: 'succeeded', attempt: 1, idempotencyKey: `${s.cantinaId}:${order.id}:1` });
    expect((await readOrder(s.t, s.cantinaId, order.id))?.paymentType).toBe(2);
  });

  it('resumes a charge abandoned between claim and record with the same idempotency key (no second charge)', async () => {
    const order = await insertOrder(s.t, s.cantinaId, s.customerId, { totalCents: 1500, subtotalCents: 1500 });
    // A claim left 'processing' two minutes ago (the server stopped before recording the answer)...
    const [row] = await s.t.database.inPlace(s.cantinaId, (tx) =>
      tx
        .insert(paymentTransactions)
        .values({
          placeId: s.cantinaId,
          orderId: order.id,
          userId: s.customerId,
          attempt: 1,
          idempotencyKey: `${s.cantinaId}:${order.id}:1`,
          method: 'credit',
          provider: 'sandbox',
          status: 'processing',
          amountCents: 1500,
          updatedAt: new Date(Date.now() - 120_000),
        })
        .returning(),
    );
    const card = await demoCardId(s.t, s.customer.token);
    const res = await s.t.call(
      'payments/transactions/buyer',
      { reference_id: order.id, card_id: card },
      as(s.customer.token),
    );
    expect(res.body.data.transaction).toMatchObject({ transaction_id: row?.id, status: 'succeeded', amount: 15 });
    expect(await sandboxCharges(s.t, order.id)).toHaveLength(1);
    const again = await s.t.call(
      'payments/transactions/buyer',
      { reference_id: order.id, card_id: card },
      as(s.customer.token),
    );
    expect(again.body.data.transaction.transaction_id).toBe(row?.id);
    expect(await sandboxCharges(s.t, order.id)).toHaveLength(1);
  });

  it("refuses another person's order, a non-pending order, and online payment for a blocked user", async () => {
    const order = await insertOrder(s.t, s.cantinaId, s.customerId);
    const other = await newCustomer(s.t, CANTINA);
    const foreign = await s.t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(other.token));
    expect(foreign.status).toBe(404);
    const accepted = await insertOrder(s.t, s.cantinaId, s.customerId, { status: 1 });
    const locked = await s.t.call('payments/transactions/v2/pix', { reference_id: accepted.id }, as(s.customer.token));
    expect(locked.body.error.code).toBe('payment_locked');
    await s.t.database.db
      .update(placeMembers)
      .set({ blockAppPayment: true })
      .where(and(eq(placeMembers.placeId, s.cantinaId), eq(placeMembers.userId, s.customerId)));
    const blocked = await s.t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(s.customer.token));
    expect(blocked.body.error).toMatchObject({
      code: 'payment_unavailable',
      message: 'Forma de pagamento indisponível.',
    });
    await s.t.database.db
      .update(placeMembers)
      .set({ blockAppPayment: false })
      .where(and(eq(placeMembers.placeId, s.cantinaId), eq(placeMembers.userId, s.customerId)));
  });
});
