import { describe, expect, it } from 'vitest';
import { checkSeller, ProviderDeclined, ProviderError, ProviderTimeout } from './port.ts';
import { createZoopPayments } from './zoop.ts';

type Seen = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** A fake fetch answering like Zoop's API; records what the adapter sent. */
function fakeZoop(answer: (req: Seen) => { status: number; body?: unknown } | 'hang') {
  const seen: Seen[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const req: Seen = {
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    seen.push(req);
    const a = answer(req);
    if (a === 'hang') {
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    return new Response(a.body === undefined ? null : JSON.stringify(a.body), { status: a.status });
  }) as unknown as typeof globalThis.fetch;
  const zoop = createZoopPayments({
    baseUrl: 'https://api.zoop.test/',
    marketplaceId: 'mkt123',
    apiKey: 'zpk_test_secret',
    publishableKey: 'zpk_pub',
    timeoutMs: 200,
    fetch,
  });
  return { zoop, seen };
}

const charge = {
  sellerId: 'sel1',
  buyerId: 'buy1',
  cardId: 'card1',
  amountCents: 4480,
  installments: 3,
  referenceId: 'order-1',
  description: 'Pedido 1',
  idempotencyKey: 'p:o:1',
  metadata: { payment_id: 'pay-1' },
};

describe('Zoop adapter', () => {
  it('sends a card charge in cents to the marketplace URL with basic auth and the idempotency key', async () => {
    const { zoop, seen } = fakeZoop(() => ({
      status: 201,
      body: {
        id: 'tx1',
        status: 'succeeded',
        amount: '44.80',
        reference_id: 'order-1',
        installment_plan: { number_installments: '3' },
      },
    }));
    const result = await zoop.charge(charge);
    expect(result).toMatchObject({ id: 'tx1', status: 'succeeded', amountCents: 4480, installments: 3 });
    const req = seen[0] as Seen;
    expect(req.url).toBe('https://api.zoop.test/v1/marketplaces/mkt123/transactions');
    expect(req.method).toBe('POST');
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from('zpk_test_secret:').toString('base64')}`);
    expect(req.headers['idempotency-key']).toBe('p:o:1');
    expect(req.body).toMatchObject({
      amount: 4480,
      currency: 'BRL',
      payment_type: 'credit',
      on_behalf_of: 'sel1',
      customer: 'buy1',
      reference_id: 'order-1',
      installment_plan: { mode: 'interest_free', number_installments: 3 },
      source: { card: { id: 'card1' } },
    });
  });

  it('passes the 402 body message on as a decline (shown to the user as it is)', async () => {
    const { zoop } = fakeZoop(() => ({
      status: 402,
      body: {
        error: { status: 'Payment Required', status_code: 402, type: 'card_error', message: 'Cartão sem saldo.' },
      },
    }));
    const error = await zoop.charge(charge).catch((e) => e);
    expect(error).toBeInstanceOf(ProviderDeclined);
    expect(error.message).toBe('Cartão sem saldo.');
  });

  it('maps a timeout to ProviderTimeout and other failures to ProviderError with the status', async () => {
    const slow = fakeZoop(() => 'hang');
    await expect(slow.zoop.getTransaction('tx1')).rejects.toBeInstanceOf(ProviderTimeout);
    const broken = fakeZoop(() => ({ status: 500, body: { error: { message: 'boom' } } }));
    const e = await broken.zoop.getTransaction('tx1').catch((x) => x);
    expect(e).toBeInstanceOf(ProviderError);
    expect(e.status).toBe(500);
  });

  it('creates a Pix and reads its EMV payload; voids, deletes cards and reads the seller settings', async () => {
    const { zoop, seen } = fakeZoop((req) => {
      if (req.url.endsWith('/transactions') && req.method === 'POST') {
        return {
          status: 201,
          body: { id: 'pix1', status: 'pending', amount: 1000, payment_method: { qr_code: { emv: '000201...' } } },
        };
      }
      if (req.url.endsWith('/void')) return { status: 200, body: { id: 'pix1', status: 'canceled', amount: 1000 } };
      if (req.url.includes('/sellers/')) {
        return {
          status: 200,
          body: {
            id: 'sel1',
            status: 'active',
            metadata: { max_installments: '6', pix_enabled: 'true', installment_enabled: 'true' },
          },
        };
      }
      return { status: 204 };
    });
    const pix = await zoop.createPix({ ...charge, merchantName: 'Cantina', merchantCity: 'São Paulo' });
    expect(pix).toMatchObject({ id: 'pix1', status: 'pending', qrcode: '000201...' });
    expect((seen[0] as Seen).body).toMatchObject({ payment_type: 'pix', amount: 4480 });
    expect((await zoop.voidTransaction({ id: 'pix1', sellerId: 'sel1', amountCents: 1000 })).status).toBe('canceled');
    expect((seen[1] as Seen).url).toBe('https://api.zoop.test/v1/marketplaces/mkt123/transactions/pix1/void');
    await zoop.deleteCard({ buyerId: 'b', cardId: 'c/1' });
    expect(seen[2] as Seen).toMatchObject({
      method: 'DELETE',
      url: 'https://api.zoop.test/v1/marketplaces/mkt123/cards/c%2F1',
    });
    expect(await zoop.getSeller('sel1')).toEqual({
      id: 'sel1',
      status: 'active',
      ccEnabled: true,
      pixEnabled: true,
      installmentEnabled: true,
      maxInstallments: 6,
    });
    expect(zoop.tokenCredentials()).toEqual({
      marketplaceId: 'mkt123',
      publishableKey: 'zpk_pub',
      tokenizeUrl: 'https://api.zoop.test/v1/marketplaces/mkt123/cards/tokens',
    });
  });

  it('sends split instructions as Zoop split rules (recipient seller, amount in cents), none when absent', async () => {
    const { zoop, seen } = fakeZoop(() => ({ status: 201, body: { id: 'tx9', status: 'pending', amount: '350.00' } }));
    await zoop.createPix({
      ...charge,
      amountCents: 35_000,
      merchantName: 'Clínica',
      merchantCity: 'Belo Horizonte',
      split: [{ recipient: 'seller-dr-pedro', amountCents: 20_967 }],
    });
    expect(seen[0]?.body).toMatchObject({
      amount: 35_000,
      split_rules: [{ recipient: 'seller-dr-pedro', amount: 20_967, liable: false, charge_processing_fee: false }],
    });
    await zoop.charge(charge);
    expect(seen[1]?.body).not.toHaveProperty('split_rules');
  });

  it('verifies a seller with GET /v1/marketplaces/{mp}/sellers/{id}: known, unknown (404) or not answering', async () => {
    const { zoop, seen } = fakeZoop((req) => {
      if (req.url.endsWith('/sellers/sel1')) return { status: 200, body: { id: 'sel1', status: 'active' } };
      if (req.url.endsWith('/sellers/slow')) return 'hang';
      if (req.url.endsWith('/sellers/down')) return { status: 503 };
      return { status: 404, body: { error: { message: 'Seller not found' } } };
    });
    expect(await checkSeller(zoop, 'sel1')).toBe('verified');
    expect(seen[0]).toMatchObject({ method: 'GET', url: 'https://api.zoop.test/v1/marketplaces/mkt123/sellers/sel1' });
    expect(await checkSeller(zoop, 'outro/../sel1')).toBe('unknown');
    expect((seen[1] as Seen).url).toBe('https://api.zoop.test/v1/marketplaces/mkt123/sellers/outro%2F..%2Fsel1');
    expect(await checkSeller(zoop, 'slow')).toBe('unreachable');
    expect(await checkSeller(zoop, 'down')).toBe('unreachable');
  });
});
