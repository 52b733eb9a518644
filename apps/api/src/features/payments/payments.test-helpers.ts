import { afterAll, beforeAll } from 'vitest';
import { createSandboxRepo } from '../../integrations/payments/sandbox.repo.ts';
import { signWebhook } from '../../integrations/payments/sandbox.ts';
import { customerAuth, type StaffAuth, staffAuth } from '../../test/logins.ts';
import { ids as fixtureIds } from '../../test/order-fixtures.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

// Shared by the payments test files: one app per file on a fresh copy of the seeded database, the
// demo customer and manager logged in at the Cantina, and small helpers for the sandbox provider.

export const CANTINA = DEMO.places[0];
const AUTH = `Basic ${Buffer.from('zpk_sandbox_publishable:').toString('base64')}`;

export type PaymentsTest = {
  t: TestApp;
  cantinaId: string;
  customerId: string;
  customer: { token: string };
  manager: StaffAuth;
};

/** Registers the file's beforeAll/afterAll; the fields are filled before the first test runs. */
export function usePaymentsTest(): PaymentsTest {
  const s = {} as PaymentsTest;
  beforeAll(async () => {
    s.t = await createTestApp();
    const ids = await fixtureIds(s.t);
    s.cantinaId = ids.place(CANTINA);
    s.customerId = await ids.user(DEMO.customer.phone);
    s.customer = { token: (await customerAuth(s.t, CANTINA, '10.90.0.1')).token };
    s.manager = await staffAuth(s.t, CANTINA, '10.90.0.2');
  });
  afterAll(() => s.t.close());
  return s;
}

/** Call options as a customer (token) at the Cantina. */
export const as = (token: string, extra: Record<string, string> = {}) => ({ place: CANTINA, token, ...extra });

/** Tokenises a card at the sandbox's copy of Zoop's tokens endpoint, as the browser does. */
export async function tokenize(t: TestApp, number: string) {
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

/** The provider's transactions for one order (what was really charged). */
export async function sandboxCharges(t: TestApp, orderId: string) {
  return createSandboxRepo(t.database.db).ofReference(orderId);
}

/** Posts a provider webhook signed with the development secret, as the sandbox signs it. */
export function postSignedWebhook(t: TestApp, body: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-payments-signature': signWebhook('dev-only-payments-webhook-secret', body),
    },
    payload: body,
  });
}

/** The demo customer's saved Visa •••• 1111 (approves). */
export async function demoCardId(t: TestApp, token: string) {
  const res = await t.call('payments/cards/list', { buyerId: 'me' }, as(token));
  return res.body.data.cards[0]._id as string;
}

/** The customer pays the order with a new card of this test number, tokenised in the sandbox. */
export async function payWithNewCard(s: PaymentsTest, orderId: string, number: string) {
  const token = (await tokenize(s.t, number)).body.id;
  return s.t.call('payments/transactions/v2/card-token', { reference_id: orderId, token }, as(s.customer.token));
}

/** The demo customer pays `orderId` with the saved Visa (`extra`: installments and the like). */
export async function payWithDemoCard(s: PaymentsTest, orderId: string, extra: { number_installments?: number } = {}) {
  const card_id = await demoCardId(s.t, s.customer.token);
  return s.t.call('payments/transactions/buyer', { reference_id: orderId, card_id, ...extra }, as(s.customer.token));
}
