import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSandboxRepo } from './sandbox.repo.ts';

// The charge's statements are prepared once per connection: what they store and find must be what
// the unprepared statements stored (JSON columns included), on PGlite and on PostgreSQL.
describe('sandbox payments storage', () => {
  let t: TestApp;
  let repo: ReturnType<typeof createSandboxRepo>;
  beforeAll(async () => {
    t = await createTestApp();
    repo = createSandboxRepo(t.database.db);
    await repo.ensureSeller({ id: 'seller-repo-test', name: 'Loja Teste', city: 'São Paulo', pixKey: 'chave' });
  });
  afterAll(() => t.close());

  const values = {
    id: 'tx-repo-test-1',
    sellerId: 'seller-repo-test',
    buyerId: 'buyer-1',
    referenceId: 'order-1',
    idempotencyKey: 'key-1',
    method: 'credit',
    status: 'succeeded',
    amountCents: 4590,
    installments: 3,
    cardId: null,
    behaviour: 'approve' as const,
    metadata: { payment_id: 'p-1', place_id: 'place-1' },
    splitRules: [{ recipient: 'seller-2', amountCents: 1000 }],
  };

  it('stores a transaction with its JSON columns and answers the same row for the same key', async () => {
    const row = await repo.insertTransaction(values);
    expect(row).toMatchObject({ ...values, message: null, qrcode: null });
    const again = await repo.insertTransaction({ ...values, id: 'tx-repo-test-2', amountCents: 1 });
    expect(again?.id).toBe('tx-repo-test-1');
    expect(again?.amountCents).toBe(4590);
    const bare = await repo.insertTransaction({
      id: 'tx-repo-test-3',
      sellerId: 'seller-repo-test',
      referenceId: 'order-2',
      method: 'pix',
      status: 'pending',
      amountCents: 100,
    });
    expect(bare).toMatchObject({ installments: 1, metadata: null, splitRules: null, idempotencyKey: null });
  });

  it("finds the seller's card switch, a repeated key and a saved card in one lookup", async () => {
    const none = await repo.chargeLookup('no-such-seller', 'key-1', null);
    expect(none).toEqual({ ccEnabled: null, repeated: false, card: null });
    const seen = await repo.chargeLookup('seller-repo-test', 'key-1', 'no-such-card');
    expect(seen).toEqual({ ccEnabled: true, repeated: true, card: null });
    await repo.insertCard({
      id: 'card-repo-test',
      buyerId: 'buyer-1',
      brand: 'Visa',
      first4: '4111',
      last4: '1111',
      expirationMonth: '12',
      expirationYear: '2035',
      holderName: 'TESTE',
      behaviour: 'decline',
    });
    expect(await repo.chargeLookup('seller-repo-test', 'key-9', 'card-repo-test')).toEqual({
      ccEnabled: true,
      repeated: false,
      card: { id: 'card-repo-test', buyerId: 'buyer-1', behaviour: 'decline' },
    });
  });
});
