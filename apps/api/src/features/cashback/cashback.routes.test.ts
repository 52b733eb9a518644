import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashbackEntries, placeMembers } from '../../platform/db/schema.ts';
import { ids, insertOrder } from '../../test/order-fixtures.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { createCashbackRepo } from './cashback.repo.ts';
import { createCashbackService } from './cashback.service.ts';

const CANTINA = DEMO.places[0];
let t: TestApp;
let cantinaId: string;
let customerId: string;
let ownerId: string;
let customer: { token: string; place: string };
let owner: { token: string; place: string };

beforeAll(async () => {
  t = await createTestApp();
  const found = await ids(t);
  cantinaId = found.place(CANTINA);
  customerId = await found.user(DEMO.customer.phone);
  ownerId = await found.user(DEMO.owner.phone);
  const login = async (phone: string, password: string, ip: string) =>
    (await t.call('login', { phone, password }, { place: CANTINA, ip })).body.data.token as string;
  customer = { token: await login(DEMO.customer.phone, DEMO.customer.password, '10.91.0.1'), place: CANTINA };
  owner = { token: await login(DEMO.owner.phone, DEMO.owner.password, '10.91.0.2'), place: CANTINA };
});
afterAll(() => t.close());

const balance = async (who: { token: string; place: string }) =>
  (await t.call('readuserinfo', {}, who)).body.data.user_credit.total_cash as number;

describe('cashbackmanual/retrieve', () => {
  it('credits a code once per person, and readuserinfo shows the balance', async () => {
    const before = await balance(customer);
    const res = await t.call('cashbackmanual/retrieve', { code: ' bemvindo10 ' }, customer);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ amount: 10, balance: before + 10 });
    expect(await balance(customer)).toBe(before + 10);
    const again = await t.call('cashbackmanual/retrieve', { code: 'BEMVINDO10' }, customer);
    expect(again.body.error.message).toBe('Você já resgatou este código.');
    const unknown = await t.call('cashbackmanual/retrieve', { code: 'NAOEXISTE' }, customer);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Código de cashback inválido.');
    expect((await t.call('cashbackmanual/retrieve', { code: '  ' }, customer)).status).toBe(400);
  });
});

describe('cashback/statement', () => {
  it('answers balance, rules, a share coupon and the ledger newest first', async () => {
    const res = await t.call('cashback/statement', {}, customer);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      min_saque: 10,
      perc: 5,
      validity_days: 90,
      referral_reward: 10,
      page: 1,
      has_more: false,
    });
    expect(data.share_cupom).toMatch(/^[A-Z]{1,6}[A-Z2-9]{4}$/);
    expect(data.entries[0]).toMatchObject({ amount: 10, kind: 'manual_code', description: 'Código BEMVINDO10' });
    expect(data.entries[0].expires_at).not.toBeNull();
    // The share coupon is stable.
    expect((await t.call('cashback/statement', {}, customer)).body.data.share_cupom).toBe(data.share_cupom);
  });
});

describe('credits when an order is delivered', () => {
  const service = () => createCashbackService({ database: t.database, cashback: createCashbackRepo() });

  it('credits cashback_perc of the products after discounts, not the delivery fee, once', async () => {
    const before = await balance(customer);
    const order = await insertOrder(t, cantinaId, customerId, {
      status: 4,
      subtotalCents: 5000,
      discountCents: 1000,
      deliveryFeeCents: 700,
      totalCents: 4700,
    });
    const cashback = service();
    await t.database.inPlace(cantinaId, (tx) => cashback.onOrderDelivered(tx, order));
    await t.database.inPlace(cantinaId, (tx) => cashback.onOrderDelivered(tx, order));
    // 5 % of (50,00 − 10,00) = 2,00.
    expect(await balance(customer)).toBeCloseTo(before + 2, 2);
  });

  it('pays the referral reward to the friend whose share coupon the person used, on the first delivered order only', async () => {
    const share = (await t.call('cashback/statement', {}, customer)).body.data.share_cupom as string;
    const view = await t.call('cupom/view', { code: share.toLowerCase(), save: true }, owner);
    expect(view.body.data).toMatchObject({ cupom: { type: 'REFERRAL', value: 0 }, saved: true });
    const own = await t.call('cupom/view', { code: share }, customer);
    expect(own.body.error.message).toBe('Você não pode usar o seu próprio cupom de indicação.');
    const before = await balance(customer);
    const cashback = service();
    const first = await insertOrder(t, cantinaId, ownerId, { status: 4, subtotalCents: 2000, totalCents: 2000 });
    const second = await insertOrder(t, cantinaId, ownerId, { status: 4, subtotalCents: 2000, totalCents: 2000 });
    await t.database.inPlace(cantinaId, (tx) => cashback.onOrderDelivered(tx, first));
    await t.database.inPlace(cantinaId, (tx) => cashback.onOrderDelivered(tx, second));
    expect(await balance(customer)).toBeCloseTo(before + 10, 2);
    expect(await balance(owner)).toBeCloseTo(2, 2); // 5 % of two orders of 20,00
  });
});

describe('expiry', () => {
  it('takes back what is left of expired credits, spending the soonest-expiring first', async () => {
    const found = await ids(t);
    const personId = await found.user(DEMO.supplier.phone);
    const cashback = createCashbackService({ database: t.database, cashback: createCashbackRepo() });
    const repo = createCashbackRepo();
    await t.database.inPlace(cantinaId, async (tx) => {
      await repo.lockMember(tx, cantinaId, personId);
      const past = new Date(Date.now() - 1000);
      await repo.post(tx, {
        placeId: cantinaId,
        userId: personId,
        amountCents: 1000,
        kind: 'adjustment',
        description: 'a',
        expiresAt: past,
      });
      await repo.post(tx, {
        placeId: cantinaId,
        userId: personId,
        amountCents: 500,
        kind: 'adjustment',
        description: 'b',
      });
      await repo.post(tx, {
        placeId: cantinaId,
        userId: personId,
        amountCents: -400,
        kind: 'order_debit',
        description: 'c',
      });
    });
    expect(await t.database.inPlace(cantinaId, (tx) => cashback.readBalance(tx, cantinaId, personId))).toBe(500);
    expect(await cashback.sweepExpired(cantinaId)).toBeGreaterThanOrEqual(1);
    const entries = await t.database.inPlace(cantinaId, (tx) =>
      tx.select().from(cashbackEntries).where(eq(cashbackEntries.userId, personId)),
    );
    expect(entries.find((e) => e.kind === 'expiry')?.amountCents).toBe(-600);
    const [member] = await t.database.inPlace(cantinaId, (tx) =>
      tx.select().from(placeMembers).where(eq(placeMembers.userId, personId)),
    );
    expect(member?.creditCents).toBe(500);
    // A second sweep finds nothing more.
    await cashback.sweepExpired(cantinaId);
    const after = await t.database.inPlace(cantinaId, (tx) =>
      tx.select().from(cashbackEntries).where(eq(cashbackEntries.userId, personId)),
    );
    expect(after.filter((e) => e.kind === 'expiry')).toHaveLength(1);
  });
});
