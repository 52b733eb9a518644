import { describe, expect, it } from 'vitest';
import { newCustomer } from '../orders/orders.test-helpers.ts';
import { as, CANTINA, tokenize, usePaymentsTest } from './payments.test-helpers.ts';

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

    const saved = await s.t.call(
      'payments/cards/buyer',
      { token: token.body.id, description: 'Cartão da empresa', owner_taxpayer_id: '12345678909' },
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
