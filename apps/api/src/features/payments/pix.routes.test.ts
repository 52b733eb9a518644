import { parsePixPayload } from '@app/domain/payments/pix-brcode';
import { describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import { createSandboxRepo } from '../../integrations/payments/sandbox.repo.ts';
import { signWebhook } from '../../integrations/payments/sandbox.ts';
import { insertOrder, readOrder } from '../../test/order-fixtures.ts';
import { newCustomer } from '../orders/orders.test-helpers.ts';
import { as, CANTINA, postSignedWebhook, sandboxCharges, usePaymentsTest } from './payments.test-helpers.ts';

// Pix: the BR Code for the order total, settled by the provider's (signed) webhook.

const s = usePaymentsTest();

describe('Pix', () => {
  it('creates a Pix with a valid BR Code for the order total, shows it again, and is paid when the webhook arrives', async () => {
    const order = await insertOrder(s.t, s.cantinaId, s.customerId, { totalCents: 4480, subtotalCents: 4480 });
    const res = await s.t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(s.customer.token));
    expect(res.status).toBe(200);
    const tx = res.body.data.transaction;
    expect(tx).toMatchObject({ status: 'pending', payment_method: 'pix', amount: 44.8 });
    const parsed = parsePixPayload(tx.qrcode);
    expect(parsed).toMatchObject({
      amountCents: 4480,
      merchantName: 'Cantina da Praca',
      merchantCity: 'Sao Paulo',
      gui: 'br.gov.bcb.pix',
    });
    expect((await readOrder(s.t, s.cantinaId, order.id))?.paymentType).toBe(3);
    const again = await s.t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(s.customer.token));
    expect(again.body.data.transaction.transaction_id).toBe(tx.transaction_id);
    const qr = await s.t.call('payments/transactions/qrcode', { id: tx.transaction_id }, as(s.customer.token));
    expect(qr.body.data.transaction.imagemQrcode).toMatch(/^data:image\/png;base64,/);
    expect(qr.body.data.transaction.qrcode).toBe(tx.qrcode);

    const [charge] = await sandboxCharges(s.t, order.id);
    await containerOf(s.t.app).sandboxPayments?.settle(charge?.id ?? '');
    const read = await s.t.call('payments/transactions/get', { id: tx.transaction_id }, as(s.customer.token));
    expect(read.body.data.transaction.status).toBe('succeeded');
    // Another customer cannot read it.
    const other = await newCustomer(s.t, CANTINA);
    expect((await s.t.call('payments/transactions/get', { id: tx.transaction_id }, as(other.token))).status).toBe(404);
  });

  it('the webhook needs a valid signature and applies each event once', async () => {
    const order = await insertOrder(s.t, s.cantinaId, s.customerId, { totalCents: 1000, subtotalCents: 1000 });
    const created = await s.t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(s.customer.token));
    const [charge] = await sandboxCharges(s.t, order.id);
    // Paid at the provider (without its own webhook call): the event below is confirmed by reading it back.
    await createSandboxRepo(s.t.database.db).settlePending(charge?.id ?? '', 'succeeded', null);
    const body = JSON.stringify({
      id: 'evt_test_1',
      type: 'transaction.succeeded',
      payload: {
        object: {
          id: charge?.id,
          status: 'succeeded',
          metadata: { payment_id: created.body.data.transaction.transaction_id },
        },
      },
    });
    const post = (signature: string) =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'x-payments-signature': signature },
        payload: body,
      });
    expect((await post('sha256=00')).statusCode).toBe(401);
    expect((await post(signWebhook('wrong-secret-wrong-secret', body))).statusCode).toBe(401);
    const secret = 'dev-only-payments-webhook-secret';
    const first = await post(signWebhook(secret, body));
    expect(first.json()).toEqual({ ok: true, data: { result: 'applied' } });
    expect((await post(signWebhook(secret, body))).json().data.result).toBe('duplicate');
    const state = await s.t.call('payments/order', { order_id: order.id }, as(s.customer.token));
    expect(state.body.data.paid).toBe(true);
  });

  it('a correctly signed webhook is confirmed with the provider: a forged "succeeded" for a pending Pix pays nothing', async () => {
    // A webhook signed with the (then shipped) default secret marked a Pix paid.
    const order = await insertOrder(s.t, s.cantinaId, s.customerId, { totalCents: 1200, subtotalCents: 1200 });
    const created = await s.t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(s.customer.token));
    const paymentId = created.body.data.transaction.transaction_id;
    const [charge] = await sandboxCharges(s.t, order.id);
    const post = (body: string) => postSignedWebhook(s.t, body);
    const forged = (id: string, object: Record<string, unknown>) =>
      JSON.stringify({ id, type: 'transaction.succeeded', payload: { object } });

    const res = await post(
      forged('evt_forged_1', { id: charge?.id, status: 'succeeded', metadata: { payment_id: paymentId } }),
    );
    expect(res.json()).toEqual({ ok: true, data: { result: 'pending' } });
    const state = await s.t.call('payments/order', { order_id: order.id }, as(s.customer.token));
    expect(state.body.data).toMatchObject({ paid: false, transaction: { status: 'pending' } });

    // Another charge that did succeed at the provider cannot be pinned on this payment either: the
    // payment it settles is the one the provider's record names.
    const other = await insertOrder(s.t, s.cantinaId, s.customerId, { totalCents: 100, subtotalCents: 100 });
    await s.t.call('payments/transactions/v2/pix', { reference_id: other.id }, as(s.customer.token));
    const [cheap] = await sandboxCharges(s.t, other.id);
    await createSandboxRepo(s.t.database.db).settlePending(cheap?.id ?? '', 'succeeded', null);
    await post(forged('evt_forged_2', { id: cheap?.id, status: 'succeeded', metadata: { payment_id: paymentId } }));
    const still = await s.t.call('payments/order', { order_id: order.id }, as(s.customer.token));
    expect(still.body.data).toMatchObject({ paid: false, transaction: { status: 'pending' } });
    expect((await s.t.call('payments/order', { order_id: other.id }, as(s.customer.token))).body.data.paid).toBe(true);

    // A transaction the provider does not know: acknowledged, nothing applied.
    const unknown = await post(forged('evt_forged_3', { id: 'tx_nobody', status: 'succeeded' }));
    expect(unknown.json()).toEqual({ ok: true, data: { result: 'unknown' } });
  });
});
