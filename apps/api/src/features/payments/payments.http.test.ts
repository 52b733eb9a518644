import { parsePixPayload } from '@app/domain/payments/pix-brcode';
import { describe, expect, it } from 'vitest';
import { signWebhook } from '../../integrations/payments/sandbox.ts';
import { insertOrder } from '../../test/order-fixtures.ts';
import { as, sandboxCharges, usePaymentsTest } from './payments.test-helpers.ts';

// The sandbox provider's dev page (/dev/payments: settle, fail, expire) and its self-settling Pix.

const s = usePaymentsTest();

describe('sandbox provider', () => {
  it('/dev/payments lists transactions and its Liquidar Pix button settles one (webhook included)', async () => {
    const order = await insertOrder(s.t, s.cantinaId, s.customerId, { totalCents: 700, subtotalCents: 700 });
    const pix = await s.t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(s.customer.token));
    const [charge] = await sandboxCharges(s.t, order.id);
    const page = await s.t.app.inject({ method: 'GET', url: '/dev/payments' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Liquidar Pix');
    expect(page.body).toContain(charge?.id);
    const settle = await s.t.app.inject({
      method: 'POST',
      url: `/dev/payments/${charge?.id}/settle`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(settle.statusCode).toBe(303);
    const read = await s.t.call(
      'payments/transactions/get',
      { id: pix.body.data.transaction.transaction_id },
      as(s.customer.token),
    );
    expect(read.body.data.transaction.status).toBe('succeeded');
  });

  it("/dev/payments 'Recusar' fails a pending Pix and 'Expirar' expires one (webhook included)", async () => {
    const post = (id: string, action: string) =>
      s.t.app.inject({
        method: 'POST',
        url: `/dev/payments/${id}/${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    const read = async (id: string) =>
      (await s.t.call('payments/transactions/get', { id }, as(s.customer.token))).body.data.transaction;

    const failing = await insertOrder(s.t, s.cantinaId, s.customerId, { totalCents: 800, subtotalCents: 800 });
    const a = await s.t.call('payments/transactions/v2/pix', { reference_id: failing.id }, as(s.customer.token));
    const page = await s.t.app.inject({ method: 'GET', url: '/dev/payments' });
    expect(page.body).toContain('Expirar');
    expect((await post((await sandboxCharges(s.t, failing.id))[0]?.id ?? '', 'fail')).statusCode).toBe(303);
    expect(await read(a.body.data.transaction.transaction_id)).toMatchObject({ status: 'failed', end_reason: null });

    const expiring = await insertOrder(s.t, s.cantinaId, s.customerId, { totalCents: 900, subtotalCents: 900 });
    const b = await s.t.call('payments/transactions/v2/pix', { reference_id: expiring.id }, as(s.customer.token));
    expect((await post((await sandboxCharges(s.t, expiring.id))[0]?.id ?? '', 'expire')).statusCode).toBe(303);
    expect(await read(b.body.data.transaction.transaction_id)).toMatchObject({
      status: 'canceled',
      end_reason: 'expired',
    });
  });

  it('settles a pending Pix by itself after the configured delay and signs the webhook', async () => {
    const { createSandboxPayments } = await import('../../integrations/payments/sandbox.ts');
    const secret = 'a-test-secret-of-16+';
    const sandbox = createSandboxPayments({ db: s.t.database.db, webhookSecret: secret, settleAfterMs: 30 });
    const delivered: { body: string; signature: string }[] = [];
    sandbox.setWebhookDeliverer(async (body, signature) => {
      delivered.push({ body, signature });
    });
    const pix = await sandbox.createPix({
      sellerId: 'seller-cantina',
      buyerId: null,
      amountCents: 1234,
      referenceId: 'ref-delay',
      description: 'x',
      idempotencyKey: `delay-${Date.now()}`,
      metadata: {},
      merchantName: 'Cantina',
      merchantCity: 'São Paulo',
    });
    expect(pix.status).toBe('pending');
    expect(parsePixPayload(pix.qrcode ?? '').amountCents).toBe(1234);
    await new Promise((r) => setTimeout(r, 300));
    expect((await sandbox.getTransaction(pix.id)).status).toBe('succeeded');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.signature).toBe(signWebhook(secret, delivered[0]?.body ?? ''));
    expect(JSON.parse(delivered[0]?.body ?? '{}')).toMatchObject({
      type: 'transaction.succeeded',
      payload: { object: { id: pix.id } },
    });
    sandbox.stop();
  });
});
