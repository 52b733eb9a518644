import { describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import { staffAuth } from '../../test/logins.ts';
import { insertOrder } from '../../test/order-fixtures.ts';
import { DEMO } from '../../test/test-app.ts';
import { newCustomer, placeIdOf, setPlace } from '../orders/orders.test-helpers.ts';
import { as, CANTINA, sandboxCharges, tokenize, usePaymentsTest } from './payments.test-helpers.ts';

// Saved cards (tokenised in the browser, associated at the provider) and the seller's settings.

const s = usePaymentsTest();

describe('cards', () => {
  it('tokenises in the sandbox (Zoop shape), saves, lists and deletes a card; the API never sees the number', async () => {
    const creds = await s.t.call('payments/cards/token-credentials', {}, { place: CANTINA });
    expect(creds.body.data).toMatchObject({
      marketplace_id: 'sandbox-marketplace',
      zpk: 'zpk_sandbox_publishable',
      provider: 'sandbox',
      tokenize_url: '/sandbox/zoop/v1/marketplaces/sandbox-marketplace/cards/tokens',
    });
    const token = await tokenize(s.t, '5555555555554444');
    expect(token.status).toBe(201);
    expect(token.body).toMatchObject({ type: 'card', card: { card_brand: 'MasterCard', last4_digits: '4444' } });
    expect(JSON.stringify(token.body)).not.toContain('5555555555554444');

    // The holder's CPF is checked like every CPF (check digits), before the provider is asked.
    for (const cpf of ['12345678900', '123456789', '11111111111']) {
      const refused = await s.t.call(
        'payments/cards/buyer',
        { token: token.body.id, description: 'Cartão da empresa', owner_taxpayer_id: cpf },
        as(s.customer.token),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toContain('CPF inválido');
    }
    const saved = await s.t.call(
      'payments/cards/buyer',
      { token: token.body.id, description: 'Cartão da empresa', owner_taxpayer_id: '123.456.789-09' },
      as(s.customer.token),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.card).toMatchObject({
      description: 'Cartão da empresa',
      last4_digits: '4444',
      card_brand: 'MasterCard',
    });
    // A token is used once.
    const again = await s.t.call(
      'payments/cards/buyer',
      { token: token.body.id, description: 'x', owner_taxpayer_id: '12345678909' },
      as(s.customer.token),
    );
    expect(again.status).toBe(402);
    expect(again.body.error.message).toBe('Houve um erro ao associar um cartão');

    const buyer = (await s.t.call('payments/buyers', {}, as(s.customer.token))).body.data.buyer.id;
    const list = await s.t.call('payments/cards/list', { buyerId: buyer }, as(s.customer.token));
    expect(list.body.data.cards.map((c: { last4_digits: string }) => c.last4_digits)).toEqual(['4444', '1111']);
    const del = await s.t.call(
      'payments/cards/delete',
      { buyerId: buyer, cardId: saved.body.data.card._id },
      as(s.customer.token),
    );
    expect(del.body.data).toEqual({ deleted: true });
    const after = await s.t.call('payments/cards/list', { buyerId: 'me' }, as(s.customer.token));
    expect(after.body.data.cards).toHaveLength(1);
    // Someone else's buyer id is refused.
    const other = await newCustomer(s.t, CANTINA);
    expect((await s.t.call('payments/cards/list', { buyerId: buyer }, as(other.token))).status).toBe(404);
  });

  it("refuses the declining test number with the provider's message (402), a debit card and a bad number", async () => {
    const declined = await tokenize(s.t, '4000000000000002');
    const res = await s.t.call(
      'payments/cards/buyer',
      { token: declined.body.id, description: 'Recusado', owner_taxpayer_id: '12345678909' },
      as(s.customer.token),
    );
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({
      message: 'Transação não autorizada pelo emissor do cartão.',
      code: 'payment_declined',
    });
    const debit = await tokenize(s.t, '4000056655665556');
    const d = await s.t.call(
      'payments/cards/buyer',
      { token: debit.body.id, description: 'Débito', owner_taxpayer_id: '12345678909' },
      as(s.customer.token),
    );
    expect(d.body.error.message).toBe('Cartão inválido');
    const bad = await tokenize(s.t, '4111111111111112');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Cartão inválido');
    const noKey = await s.t.app.inject({
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

describe('saved cards and staff acting for the customer (decision 046)', () => {
  const PORTO = DEMO.places[1];
  const save = async (token: string, place: string, number = '4111111111111111') => {
    const tok = await tokenize(s.t, number);
    const res = await s.t.call(
      'payments/cards/buyer',
      { token: tok.body.id, description: 'Cartão do dia a dia', owner_taxpayer_id: '12345678909' },
      { place, token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.card._id as string;
  };
  const cardsOf = async (token: string, place: string) =>
    ((await s.t.call('payments/cards/list', { buyerId: 'me' }, { place, token })).body.data?.cards ?? []).map(
      (c: { _id: string }) => c._id,
    );
  const pay = (token: string, place: string, orderId: string, cardId: string) =>
    s.t.call(
      'payments/transactions/buyer',
      { reference_id: orderId, card_id: cardId, number_installments: 1 },
      {
        place,
        token,
      },
    );

  it('staff acting at another place neither see nor charge a card the customer saved elsewhere', async () => {
    const customer = await newCustomer(s.t, CANTINA);
    const cardId = await save(customer.token, CANTINA);
    // The customer signs in at the Porto (so they are its customer) and the Porto's staff act as them.
    await s.t.call('login', { phone: customer.phone, password: 'senha-teste' }, { place: PORTO, ip: '10.90.46.1' });
    const porto = await staffAuth(s.t, PORTO, '10.90.46.2');
    const acting = (await s.t.call('managerlogin', { user_id: customer.userId }, { place: PORTO, ...porto })).body.data
      .token as string;
    expect(await cardsOf(acting, PORTO)).toEqual([]);
    const portoId = await placeIdOf(s.t, PORTO);
    const order = await insertOrder(s.t, portoId, customer.userId);
    const charge = await pay(acting, PORTO, order.id, cardId);
    expect(charge.status).toBe(404);
    expect(charge.body.error.message).toBe('Cartão não encontrado.');
    expect(await sandboxCharges(s.t, order.id)).toHaveLength(0);
    // Nor may they add or remove cards of the customer's wallet.
    const message = 'Só o próprio cliente pode fazer isso, não a equipe do estabelecimento em nome dele.';
    const tok = await tokenize(s.t, '5555555555554444');
    const add = await s.t.call(
      'payments/cards/buyer',
      { token: tok.body.id, description: 'Da equipe', owner_taxpayer_id: '12345678909' },
      { place: PORTO, token: acting },
    );
    expect(add.status).toBe(403);
    expect(add.body.error).toMatchObject({ code: 'acting_not_allowed', message });
    const del = await s.t.call('payments/cards/delete', { buyerId: 'me', cardId }, { place: PORTO, token: acting });
    expect(del.status).toBe(403);
    // At the Cantina, where the customer saved it, the Cantina's staff see it.
    const cantina = await staffAuth(s.t, CANTINA, '10.90.46.3');
    const here = (await s.t.call('managerlogin', { user_id: customer.userId }, { place: CANTINA, ...cantina })).body
      .data.token as string;
    expect(await cardsOf(here, CANTINA)).toEqual([cardId]);
    // The customer sees their whole wallet anywhere; paying with the card at the Porto is their
    // choice, and from then on the Porto's staff may use it there.
    expect(await cardsOf(customer.token, PORTO)).toEqual([cardId]);
    const own = await pay(customer.token, PORTO, order.id, cardId);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(await cardsOf(acting, PORTO)).toEqual([cardId]);
  });

  it('a place whose seller the provider has not confirmed takes no charge', async () => {
    const customer = await newCustomer(s.t, CANTINA);
    const cardId = await save(customer.token, CANTINA);
    const order = await insertOrder(s.t, s.cantinaId, customer.userId);
    await setPlace(s.t, s.cantinaId, { paymentsSellerVerifiedAt: null });
    containerOf(s.t.app).placeCache.invalidate(s.cantinaId);
    try {
      // The storefront does not offer it either.
      const prelogin = await s.t.call('preloginprime', {}, { place: CANTINA });
      expect(prelogin.body.data.restaurant_data).toMatchObject({
        payments_service_enabled: false,
        payments_seller_id: null,
      });
      const res = await pay(customer.token, CANTINA, order.id, cardId);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'seller_unverified',
        message:
          'O pagamento online deste estabelecimento ainda não está liberado: o vendedor não foi confirmado pelo provedor de pagamentos.',
      });
      expect(await sandboxCharges(s.t, order.id)).toHaveLength(0);
    } finally {
      await setPlace(s.t, s.cantinaId, { paymentsSellerVerifiedAt: new Date() });
      containerOf(s.t.app).placeCache.invalidate(s.cantinaId);
    }
  });
});

describe('seller', () => {
  it("answers this place's seller settings and not another seller", async () => {
    const res = await s.t.call('payments/sellers/get', { id: 'seller-cantina' }, { place: CANTINA });
    expect(res.body.data.seller).toMatchObject({
      zoop_seller_id: 'seller-cantina',
      max_installments: 6,
      pix_enabled: true,
    });
    expect((await s.t.call('payments/sellers/get', { id: 'seller-porto' }, { place: CANTINA })).status).toBe(404);
  });
});
