import { parsePixPayload } from '@app/domain/payments/pix-brcode';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import { sandboxTransactions } from '../../integrations/payments/sandbox.tables.ts';
import { signWebhook } from '../../integrations/payments/sandbox.ts';
import { placeMembers, places } from '../../platform/db/schema.ts';
import { ids as fixtureIds, insertOrder, readOrder } from '../../test/order-fixtures.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newCustomer } from '../orders/orders.test-helpers.ts';
import { paymentEvents, paymentTransactions } from './payments.tables.ts';

const CANTINA = DEMO.places[0];
const AUTH = `Basic ${Buffer.from('zpk_sandbox_publishable:').toString('base64')}`;

let t: TestApp;
let cantinaId: string;
let customerId: string;
let customer: { token: string };
let manager: { token: string; managerToken: string };

async function login(phone: string, password: string, ip: string) {
  const res = await t.call('login', { phone, password }, { place: CANTINA, ip });
  return res.body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  const ids = await fixtureIds(t);
  cantinaId = ids.place(CANTINA);
  customerId = await ids.user(DEMO.customer.phone);
  customer = await login(DEMO.customer.phone, DEMO.customer.password, '10.90.0.1');
  const m = await login(DEMO.manager.phone, DEMO.manager.password, '10.90.0.2');
  manager = { token: m.token, managerToken: m.manager.managerToken };
});
afterAll(() => t.close());

const as = (token: string, extra: Record<string, string> = {}) => ({ place: CANTINA, token, ...extra });

async function tokenize(number: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sandbox/zoop/v1/marketplaces/sandbox-marketplace/cards/tokens',
    headers: { authorization: AUTH, 'content-type': 'application/json' },
    payload: {
      holder_name: 'Maria Teste',
      card_number: number,
      security_code: '123',
      expiration_month: '12',
      expiration_year: '2031',
    },
  });
  return { status: res.statusCode, body: res.json() };
}

async function sandboxCharges(orderId: string) {
  return t.database.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.referenceId, orderId));
}

async function demoCardId() {
  const res = await t.call('payments/cards/list', { buyerId: 'me' }, as(customer.token));
  return res.body.data.cards[0]._id as string;
}

describe('cards', () => {
  it('tokenises in the sandbox (Zoop shape), saves, lists and deletes a card; the API never sees the number', async () => {
    const creds = await t.call('payments/cards/token-credentials', {}, { place: CANTINA });
    expect(creds.body.data).toMatchObject({
      marketplace_id: 'sandbox-marketplace',
      zpk: 'zpk_sandbox_publishable',
      provider: 'sandbox',
      tokenize_url: '/sandbox/zoop/v1/marketplaces/sandbox-marketplace/cards/tokens',
    });
    const token = await tokenize('5555555555554444');
    expect(token.status).toBe(201);
    expect(token.body).toMatchObject({ type: 'card', card: { card_brand: 'MasterCard', last4_digits: '4444' } });
    expect(JSON.stringify(token.body)).not.toContain('5555555555554444');

    const saved = await t.call(
      'payments/cards/buyer',
      { token: token.body.id, description: 'Cartão da empresa', owner_taxpayer_id: '12345678909' },
      as(customer.token),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.card).toMatchObject({
      description: 'Cartão da empresa',
      last4_digits: '4444',
      card_brand: 'MasterCard',
    });
    // A token is used once.
    const again = await t.call(
      'payments/cards/buyer',
      { token: token.body.id, description: 'x', owner_taxpayer_id: '12345678909' },
      as(customer.token),
    );
    expect(again.status).toBe(402);
    expect(again.body.error.message).toBe('Houve um erro ao associar um cartão');

    const buyer = (await t.call('payments/buyers', {}, as(customer.token))).body.data.buyer.id;
    const list = await t.call('payments/cards/list', { buyerId: buyer }, as(customer.token));
    expect(list.body.data.cards.map((c: { last4_digits: string }) => c.last4_digits)).toEqual(['4444', '1111']);
    const del = await t.call(
      'payments/cards/delete',
      { buyerId: buyer, cardId: saved.body.data.card._id },
      as(customer.token),
    );
    expect(del.body.data).toEqual({ deleted: true });
    const after = await t.call('payments/cards/list', { buyerId: 'me' }, as(customer.token));
    expect(after.body.data.cards).toHaveLength(1);
    // Someone else's buyer id is refused.
    const other = await newCustomer(t, CANTINA);
    expect((await t.call('payments/cards/list', { buyerId: buyer }, as(other.token))).status).toBe(404);
  });

  it("refuses the declining test number with the provider's message (402), a debit card and a bad number", async () => {
    const declined = await tokenize('4000000000000002');
    const res = await t.call(
      'payments/cards/buyer',
      { token: declined.body.id, description: 'Recusado', owner_taxpayer_id: '12345678909' },
      as(customer.token),
    );
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({
      message: 'Transação não autorizada pelo emissor do cartão.',
      code: 'payment_declined',
    });
    const debit = await tokenize('4000056655665556');
    const d = await t.call(
      'payments/cards/buyer',
      { token: debit.body.id, description: 'Débito', owner_taxpayer_id: '12345678909' },
      as(customer.token),
    );
    expect(d.body.error.message).toBe('Cartão inválido');
    const bad = await tokenize('4111111111111112');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Cartão inválido');
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/sandbox/zoop/v1/marketplaces/sandbox-marketplace/cards/tokens',
      payload: {
        holder_name: 'A',
        card_number: '4111111111111111',
        security_code: '1',
        expiration_month: '1',
        expiration_year: '30',
      },
    });
    expect(noKey.statusCode).toBe(401);
  });
});

describe('seller', () => {
  it("answers this place's seller settings and not another seller", async () => {
    const res = await t.call('payments/sellers/get', { id: 'seller-cantina' }, { place: CANTINA });
    expect(res.body.data.seller).toMatchObject({
      zoop_seller_id: 'seller-cantina',
      max_installments: 6,
      pix_enabled: true,
    });
    expect((await t.call('payments/sellers/get', { id: 'seller-porto' }, { place: CANTINA })).status).toBe(404);
  });
});

describe('card charges', () => {
  it('charges a saved card in 3 installments for the order total; the order records type 2', async () => {
    const order = await insertOrder(t, cantinaId, customerId, { totalCents: 9000, subtotalCents: 9000 });
    const res = await t.call(
      'payments/transactions/buyer',
      { reference_id: order.id, card_id: await demoCardId(), number_installments: 3 },
      as(customer.token),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.transaction).toMatchObject({ status: 'succeeded', amount: 90, number_installments: 3 });
    const row = await readOrder(t, cantinaId, order.id);
    expect(row).toMatchObject({ paymentType: 2, installments: 3, ccBrand: 'visa' });
    // A second click answers the same charge.
    const again = await t.call(
      'payments/transactions/buyer',
      { reference_id: order.id, card_id: await demoCardId(), number_installments: 3 },
      as(customer.token),
    );
    expect(again.body.data.transaction.transaction_id).toBe(res.body.data.transaction.transaction_id);
    expect(await sandboxCharges(order.id)).toHaveLength(1);
    const state = await t.call('payments/order', { order_id: order.id }, as(customer.token));
    expect(state.body.data.paid).toBe(true);
  });

  it("refuses installments above the seller's maximum or below R$ 1,00 each", async () => {
    const order = await insertOrder(t, cantinaId, customerId, { totalCents: 500, subtotalCents: 500 });
    const card = await demoCardId();
    const seven = await t.call(
      'payments/transactions/buyer',
      { reference_id: order.id, card_id: card, number_installments: 7 },
      as(customer.token),
    );
    expect(seven.status).toBe(400);
    expect(seven.body.error).toMatchObject({ message: 'Parcelamento inválido.', field: 'number_installments' });
    const six = await t.call(
      'payments/transactions/buyer',
      { reference_id: order.id, card_id: card, number_installments: 6 },
      as(customer.token),
    );
    expect(six.body.error.field).toBe('number_installments'); // 5,00 / 6 < 1,00
    expect(await sandboxCharges(order.id)).toHaveLength(0);
  });

  it('20 concurrent identical pay calls for one order make exactly one charge', async () => {
    const order = await insertOrder(t, cantinaId, customerId, { totalCents: 4321, subtotalCents: 4321 });
    const card = await demoCardId();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('payments/transactions/buyer', { reference_id: order.id, card_id: card }, as(customer.token)),
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
    const charges = await sandboxCharges(order.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]?.amountCents).toBe(4321);
    const ours = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, order.id));
    expect(ours).toHaveLength(1);
    expect(ours[0]?.status).toBe('succeeded');
  });

  it('a declined charge leaves the order unpaid; a new attempt with another card may follow', async () => {
    const order = await insertOrder(t, cantinaId, customerId);
    const declined = await tokenize('4000000000000002');
    const res = await t.call(
      'payments/transactions/v2/card-token',
      { reference_id: order.id, token: declined.body.id },
      as(customer.token),
    );
    expect(res.status).toBe(402);
    expect(res.body.error.message).toBe('Transação não autorizada pelo emissor do cartão.');
    expect((await readOrder(t, cantinaId, order.id))?.paymentType).toBeNull();
    const good = await tokenize('4111111111111111');
    const paid = await t.call(
      'payments/transactions/v2/card-token',
      { reference_id: order.id, token: good.body.id },
      as(customer.token),
    );
    expect(paid.body.data.transaction.status).toBe('succeeded');
    const rows = await t.database.db
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
    const order = await insertOrder(t, cantinaId, customerId, { totalCents: 2500, subtotalCents: 2500 });
    const slow = await tokenize('4000000000000119');
    const res = await t.call(
      'payments/transactions/v2/card-token',
      { reference_id: order.id, token: slow.body.id },
      as(customer.token),
    );
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('payment_timeout');
    expect(res.body.error.message).toMatch(/não respondeu a tempo/);
    expect((await t.call('payments/order', { order_id: order.id }, as(customer.token))).body.data).toMatchObject({
      paid: false,
      transaction: { status: 'pending' },
    });
    const retry = await t.call(
      'payments/transactions/buyer',
      { reference_id: order.id, card_id: await demoCardId() },
      as(customer.token),
    );
    expect(retry.body.error.code).toBe('payment_pending');
    expect(await sandboxCharges(order.id)).toHaveLength(1);

    const [charge] = await sandboxCharges(order.id);
    await containerOf(t.app).sandboxPayments?.settle(charge?.id ?? '');
    const state = await t.call('payments/order', { order_id: order.id }, as(customer.token));
    expect(state.body.data).toMatchObject({ paid: true, transaction: { status: 'succeeded' } });
    expect((await readOrder(t, cantinaId, order.id))?.paymentType).toBe(2);
    const history = await t.database.db
      .select({ kind: paymentEvents.kind, status: paymentEvents.status })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id))
      .orderBy(paymentEvents.createdAt);
    expect(history.map((h) => h.kind)).toEqual(['created', 'provider_timeout', 'webhook']);
  });

  it('resumes a charge abandoned between claim and record with the same idempotency key (no second charge)', async () => {
    const order = await insertOrder(t, cantinaId, customerId, { totalCents: 1500, subtotalCents: 1500 });
    // A claim left 'processing' two minutes ago (the server stopped before recording the answer)...
    const [row] = await t.database.inPlace(cantinaId, (tx) =>
      tx
        .insert(paymentTransactions)
        .values({
          placeId: cantinaId,
          orderId: order.id,
          userId: customerId,
          attempt: 1,
          idempotencyKey: `${cantinaId}:${order.id}:1`,
          method: 'credit',
          provider: 'sandbox',
          status: 'processing',
          amountCents: 1500,
          updatedAt: new Date(Date.now() - 120_000),
        })
        .returning(),
    );
    const card = await demoCardId();
    const res = await t.call(
      'payments/transactions/buyer',
      { reference_id: order.id, card_id: card },
      as(customer.token),
    );
    expect(res.body.data.transaction).toMatchObject({ transaction_id: row?.id, status: 'succeeded', amount: 15 });
    expect(await sandboxCharges(order.id)).toHaveLength(1);
    const again = await t.call(
      'payments/transactions/buyer',
      { reference_id: order.id, card_id: card },
      as(customer.token),
    );
    expect(again.body.data.transaction.transaction_id).toBe(row?.id);
    expect(await sandboxCharges(order.id)).toHaveLength(1);
  });

  it("refuses another person's order, a non-pending order, and online payment for a blocked user", async () => {
    const order = await insertOrder(t, cantinaId, customerId);
    const other = await newCustomer(t, CANTINA);
    const foreign = await t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(other.token));
    expect(foreign.status).toBe(404);
    const accepted = await insertOrder(t, cantinaId, customerId, { status: 1 });
    const locked = await t.call('payments/transactions/v2/pix', { reference_id: accepted.id }, as(customer.token));
    expect(locked.body.error.code).toBe('payment_locked');
    await t.database.db
      .update(placeMembers)
      .set({ blockAppPayment: true })
      .where(and(eq(placeMembers.placeId, cantinaId), eq(placeMembers.userId, customerId)));
    const blocked = await t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(customer.token));
    expect(blocked.body.error).toMatchObject({
      code: 'payment_unavailable',
      message: 'Forma de pagamento indisponível.',
    });
    await t.database.db
      .update(placeMembers)
      .set({ blockAppPayment: false })
      .where(and(eq(placeMembers.placeId, cantinaId), eq(placeMembers.userId, customerId)));
  });
});

describe('Pix', () => {
  it('creates a Pix with a valid BR Code for the order total, shows it again, and is paid when the webhook arrives', async () => {
    const order = await insertOrder(t, cantinaId, customerId, { totalCents: 4480, subtotalCents: 4480 });
    const res = await t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(customer.token));
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
    expect((await readOrder(t, cantinaId, order.id))?.paymentType).toBe(3);
    const again = await t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(customer.token));
    expect(again.body.data.transaction.transaction_id).toBe(tx.transaction_id);
    const qr = await t.call('payments/transactions/qrcode', { id: tx.transaction_id }, as(customer.token));
    expect(qr.body.data.transaction.imagemQrcode).toMatch(/^data:image\/png;base64,/);
    expect(qr.body.data.transaction.qrcode).toBe(tx.qrcode);

    const [charge] = await sandboxCharges(order.id);
    await containerOf(t.app).sandboxPayments?.settle(charge?.id ?? '');
    const read = await t.call('payments/transactions/get', { id: tx.transaction_id }, as(customer.token));
    expect(read.body.data.transaction.status).toBe('succeeded');
    // Another customer cannot read it.
    const other = await newCustomer(t, CANTINA);
    expect((await t.call('payments/transactions/get', { id: tx.transaction_id }, as(other.token))).status).toBe(404);
  });

  it('the webhook needs a valid signature and applies each event once', async () => {
    const order = await insertOrder(t, cantinaId, customerId, { totalCents: 1000, subtotalCents: 1000 });
    const created = await t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(customer.token));
    const [charge] = await sandboxCharges(order.id);
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
      t.app.inject({
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
    const state = await t.call('payments/order', { order_id: order.id }, as(customer.token));
    expect(state.body.data.paid).toBe(true);
  });
});

describe('void and cancelPayment', () => {
  it("voids the order's charge with the reason kept in the history", async () => {
    const order = await insertOrder(t, cantinaId, customerId);
    const paid = await t.call(
      'payments/transactions/buyer',
      { reference_id: order.id, card_id: await demoCardId() },
      as(customer.token),
    );
    expect(paid.body.data.transaction.status).toBe('succeeded');
    const res = await t.call(
      'payments/cancelpayment',
      { id: order.id, reason: 'Erro de pagamento', obs: 'falhou ao finalizar' },
      as(customer.token),
    );
    expect(res.body.data.transactions).toHaveLength(1);
    expect(res.body.data.transactions[0].status).toBe('canceled');
    const [charge] = await sandboxCharges(order.id);
    expect(charge?.status).toBe('canceled');
    const events = await containerOf(t.app).payments.events(cantinaId, paid.body.data.transaction.transaction_id);
    expect(events.at(-1)).toMatchObject({ kind: 'void', status: 'canceled', detail: { reason: 'Erro de pagamento' } });
  });

  it('keeps the history append-only for the application role', async () => {
    await expect(
      t.database.inPlace(cantinaId, (tx) => tx.execute(sql`update payment_events set kind = 'x'`)),
    ).rejects.toThrow();
    await expect(t.database.inPlace(cantinaId, (tx) => tx.execute(sql`delete from payment_events`))).rejects.toThrow();
  });
});

describe('card machine', () => {
  it("records the pin pad's result (manager only), checks the amount, and is idempotent per terminal id", async () => {
    const order = await insertOrder(t, cantinaId, customerId, { totalCents: 3000, subtotalCents: 3000 });
    const body = {
      order_id: order.id,
      result: 'paymentSuccessful' as const,
      paymentType: 'credit' as const,
      numberOfInstallments: 2,
      valueInCents: 3000,
      terminal_transaction_id: 'term-001',
    };
    const asCustomer = await t.call('payments/cardmachine/result', body, as(customer.token));
    expect(asCustomer.body.error.code).toBe('access_denied');
    const staff = { place: CANTINA, token: manager.token, managerToken: manager.managerToken };
    const wrong = await t.call('payments/cardmachine/result', { ...body, valueInCents: 2999 }, staff);
    expect(wrong.body.error.field).toBe('valueInCents');
    const ok = await t.call('payments/cardmachine/result', body, staff);
    expect(ok.body.data.transaction).toMatchObject({ status: 'succeeded', payment_method: 'card_machine', amount: 30 });
    const same = await t.call('payments/cardmachine/result', body, staff);
    expect(same.body.data.transaction.transaction_id).toBe(ok.body.data.transaction.transaction_id);
    expect(await readOrder(t, cantinaId, order.id)).toMatchObject({ paymentType: 5, installments: 2 });
    const second = await t.call('payments/cardmachine/result', { ...body, terminal_transaction_id: 'term-002' }, staff);
    expect(second.body.error.code).toBe('order_paid');
    const failed = await insertOrder(t, cantinaId, customerId);
    const f = await t.call(
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

describe('v2/orderdeliverypayment with online types', () => {
  it('records 2 (installments checked) and 3 when the place has online payment; 5 is staff only; off without it', async () => {
    const order = await insertOrder(t, cantinaId, customerId, { totalCents: 1200, subtotalCents: 1200 });
    const pay = (body: Record<string, unknown>, auth = as(customer.token)) =>
      t.call('v2/orderdeliverypayment', { order_id: order.id, ...body }, auth);
    expect((await pay({ payment_type: 2, installments: 2 })).body.data.order).toMatchObject({ payment_type: 2 });
    expect((await pay({ payment_type: 2, installments: 13 })).status).toBe(400);
    const three = await pay({ payment_type: 3 });
    expect(three.body.data.order.payment_type).toBe(3);
    const five = await pay({ payment_type: 5 });
    expect(five.body.error.message).toBe('Forma de pagamento indisponível.');
    await t.database.db.update(places).set({ paymentsServiceEnabled: false }).where(eq(places.id, cantinaId));
    try {
      const off = await pay({ payment_type: 2 });
      expect(off.status).toBe(400);
      expect(off.body.error).toMatchObject({ message: 'Forma de pagamento indisponível.', field: 'payment_type' });
    } finally {
      await t.database.db.update(places).set({ paymentsServiceEnabled: true }).where(eq(places.id, cantinaId));
    }
  });
});

describe('sandbox provider', () => {
  it('/dev/payments lists transactions and its Liquidar Pix button settles one (webhook included)', async () => {
    const order = await insertOrder(t, cantinaId, customerId, { totalCents: 700, subtotalCents: 700 });
    const pix = await t.call('payments/transactions/v2/pix', { reference_id: order.id }, as(customer.token));
    const [charge] = await sandboxCharges(order.id);
    const page = await t.app.inject({ method: 'GET', url: '/dev/payments' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Liquidar Pix');
    expect(page.body).toContain(charge?.id);
    const settle = await t.app.inject({
      method: 'POST',
      url: `/dev/payments/${charge?.id}/settle`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(settle.statusCode).toBe(303);
    const read = await t.call(
      'payments/transactions/get',
      { id: pix.body.data.transaction.transaction_id },
      as(customer.token),
    );
    expect(read.body.data.transaction.status).toBe('succeeded');
  });

  it('settles a pending Pix by itself after the configured delay and signs the webhook', async () => {
    const { createSandboxPayments } = await import('../../integrations/payments/sandbox.ts');
    const secret = 'a-test-secret-of-16+';
    const sandbox = createSandboxPayments({ db: t.database.db, webhookSecret: secret, settleAfterMs: 30 });
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
