import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, couponUses } from '../../platform/db/schema.ts';
import { customerAuth, login, staffAuth } from '../../test/logins.ts';
import { ids, insertOrder, readOrder, setStatus } from '../../test/order-fixtures.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { createCashbackRepo } from '../cashback/cashback.repo.ts';
import { createCashbackService } from '../cashback/cashback.service.ts';
import { createCouponsRepo } from './coupons.repo.ts';
import { createCouponsService } from './coupons.service.ts';

const CANTINA = DEMO.places[0];

let t: TestApp;
let cantinaId: string;
let customerId: string;
let customer: { token: string; place: string };
let manager: { token: string; managerToken: string; place: string };

beforeAll(async () => {
  t = await createTestApp();
  const found = await ids(t);
  cantinaId = found.place(CANTINA);
  customerId = await found.user(DEMO.customer.phone);
  customer = { token: (await customerAuth(t, CANTINA, '10.90.0.1')).token, place: CANTINA };
  manager = { ...(await staffAuth(t, CANTINA, '10.90.0.2')), place: CANTINA };
});
afterAll(() => t.close());

const addCoupon = (values: Partial<typeof coupons.$inferInsert> & { code: string }) =>
  t.database.inPlace(cantinaId, (tx) =>
    tx.insert(coupons).values({ placeId: cantinaId, kind: 'flat', value: 100, ...values }),
  );

describe('cupom/view', () => {
  it("answers the demo coupon's public view, upper-casing the code", async () => {
    const res = await t.call('cupom/view', { code: ' desconto5 ' }, customer);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      cupom: {
        code: 'DESCONTO5',
        type: 'FLAT',
        description: 'R$ 5,00 de desconto em pedidos a partir de R$ 30,00.',
        value: 5,
        min_order: 30,
        valid_until: null,
        first_purchase_only: false,
      },
      saved: false,
    });
    // A person without orders here may see the first-purchase coupon; the demo customer has orders.
    const s = await login(t, DEMO.supplier, CANTINA, '10.90.0.3');
    const percent = await t.call('cupom/view', { code: 'PRIMEIRA' }, { token: s.token, place: CANTINA });
    expect(percent.body.data.cupom).toMatchObject({ type: 'PERCENT', value: 10, first_purchase_only: true });
    const taken = await t.call('cupom/view', { code: 'PRIMEIRA' }, customer);
    expect(taken.body.error).toMatchObject({ code: 1006, message: 'Este cupom vale só na primeira compra.' });
  });

  it("answers an empty code with the spec's text", async () => {
    const res = await t.call('cupom/view', { code: '   ' }, customer);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Nenhum cupom foi informado');
  });

  it('refuses unknown, expired, not yet valid and exhausted coupons with their codes', async () => {
    await addCoupon({ code: 'VELHO', validUntil: new Date('2020-01-01') });
    await addCoupon({ code: 'FUTURO', validFrom: new Date('2999-01-01') });
    await addCoupon({ code: 'ESGOTADO', maxUses: 1, uses: 1 });
    const cases: [string, number, string][] = [
      ['NAOEXISTE', 1001, 'Cupom inválido.'],
      ['VELHO', 1003, 'Este cupom expirou.'],
      ['FUTURO', 1002, 'Este cupom ainda não está valendo.'],
      ['ESGOTADO', 1004, 'Este cupom esgotou.'],
    ];
    for (const [code, number, message] of cases) {
      const res = await t.call('cupom/view', { code }, customer);
      expect(res.body.ok, code).toBe(false);
      expect(res.body.error, code).toMatchObject({ code: number, message });
    }
  });

  it('needs a signed-in person', async () => {
    const res = await t.call('cupom/view', { code: 'DESCONTO5' }, { place: CANTINA });
    expect(res.status).toBe(403);
  });
});

describe('v2/orderdeliverycupom and removecoupon', () => {
  it('applies a flat coupon to a pending order and recomputes discount and total; removecoupon undoes it', async () => {
    const order = await insertOrder(t, cantinaId, customerId, {
      subtotalCents: 4000,
      deliveryFeeCents: 500,
      totalCents: 4500,
    });
    const res = await t.call('v2/orderdeliverycupom', { order_id: order.id, cupom: 'desconto5' }, customer);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      order_id: order.id,
      cupom: 'DESCONTO5',
      cupom_type: 'FLAT',
      subtotal: 40,
      delivery_fee: 5,
      desconto: 5,
      cupom_discount: 5,
      total_payable: 40,
    });
    expect(await readOrder(t, cantinaId, order.id)).toMatchObject({
      couponCode: 'DESCONTO5',
      discountCents: 500,
      totalCents: 4000,
    });
    const removed = await t.call('removecoupon', { order_id: order.id }, customer);
    expect(removed.body.data).toMatchObject({ cupom: null, desconto: 0, total_payable: 45 });
    expect(await readOrder(t, cantinaId, order.id)).toMatchObject({
      couponCode: null,
      discountCents: 0,
      totalCents: 4500,
    });
    const uses = await t.database.inPlace(cantinaId, (tx) =>
      tx.select().from(couponUses).where(eq(couponUses.orderId, order.id)),
    );
    expect(uses).toHaveLength(0);
  });

  it('keeps a manager discount and never discounts the delivery fee', async () => {
    const order = await insertOrder(t, cantinaId, customerId, {
      subtotalCents: 3000,
      deliveryFeeCents: 700,
      managerDiscountCents: 1000,
      discountCents: 1000,
      totalCents: 2700,
    });
    await addCoupon({ code: 'METADE', kind: 'percent', value: 5000, perUserLimit: 0 });
    const res = await t.call('v2/orderdeliverycupom', { order_id: order.id, cupom: 'METADE' }, customer);
    // 50 % of (30,00 − 10,00) = 10,00; total 30 + 7 − 20 = 17.
    expect(res.body.data).toMatchObject({ cupom_discount: 10, desconto: 20, total_payable: 17 });
  });

  it('refuses the minimum order, first purchase only, and changes after the order left pending', async () => {
    const small = await insertOrder(t, cantinaId, customerId, { subtotalCents: 2000, totalCents: 2000 });
    const min = await t.call('v2/orderdeliverycupom', { order_id: small.id, cupom: 'DESCONTO5' }, customer);
    expect(min.body.error).toMatchObject({
      code: 1008,
      message: 'Este cupom vale para pedidos a partir de R$\u00a030,00.',
    });
    // The customer already has other (pending) orders: not a first purchase.
    const first = await t.call('v2/orderdeliverycupom', { order_id: small.id, cupom: 'PRIMEIRA' }, customer);
    expect(first.body.error).toMatchObject({ code: 1006, message: 'Este cupom vale só na primeira compra.' });
    await setStatus(t, cantinaId, small.id, 1);
    const locked = await t.call('v2/orderdeliverycupom', { order_id: small.id, cupom: 'DESCONTO5' }, customer);
    expect(locked.status).toBe(409);
    expect(locked.body.error.message).toBe('O cupom só pode ser alterado enquanto o pedido está pendente.');
  });

  it("never touches another person's order", async () => {
    const managerId = await (await ids(t)).user(DEMO.owner.phone);
    const foreign = await insertOrder(t, cantinaId, managerId);
    const res = await t.call('v2/orderdeliverycupom', { order_id: foreign.id, cupom: 'DESCONTO5' }, customer);
    expect(res.status).toBe(404);
    // Staff of the place may.
    const asStaff = await t.call('v2/orderdeliverycupom', { order_id: foreign.id, cupom: 'DESCONTO5' }, manager);
    expect(asStaff.status).toBe(200);
  });

  it('enforces the per-person limit across orders', async () => {
    await addCoupon({ code: 'UMAVEZ', perUserLimit: 1 });
    const a = await insertOrder(t, cantinaId, customerId);
    const b = await insertOrder(t, cantinaId, customerId);
    expect((await t.call('v2/orderdeliverycupom', { order_id: a.id, cupom: 'UMAVEZ' }, customer)).status).toBe(200);
    const again = await t.call('v2/orderdeliverycupom', { order_id: b.id, cupom: 'UMAVEZ' }, customer);
    expect(again.body.error).toMatchObject({ code: 1005, message: 'Você já usou este cupom.' });
    // Re-applying to the same order is a replacement, not a second use.
    expect((await t.call('v2/orderdeliverycupom', { order_id: a.id, cupom: 'UMAVEZ' }, customer)).status).toBe(200);
  });

  it('30 parallel applications of a coupon with max_uses 5 to 30 orders: exactly 5 succeed', async () => {
    await addCoupon({ code: 'CINCO', maxUses: 5, perUserLimit: 0 });
    const orders = await Promise.all(Array.from({ length: 30 }, () => insertOrder(t, cantinaId, customerId)));
    const results = await Promise.all(
      orders.map((o) => t.call('v2/orderdeliverycupom', { order_id: o.id, cupom: 'CINCO' }, customer)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.body.error?.code === 1004)).toHaveLength(25);
    const [row] = await t.database.inPlace(cantinaId, (tx) =>
      tx.select().from(coupons).where(eq(coupons.code, 'CINCO')),
    );
    expect(row?.uses).toBe(5);
  });
});

describe('loyalty balance as a coupon (CASHBACK)', () => {
  it('answers code 1007 under the minimum, then debits the ledger and gives it back on removal', async () => {
    const order = await insertOrder(t, cantinaId, customerId, {
      subtotalCents: 4000,
      deliveryFeeCents: 500,
      totalCents: 4500,
    });
    const poor = await t.call(
      'v2/orderdeliverycupom',
      { order_id: order.id, cupom: 'CASHBACK', cupom_type: 'CASHBACK' },
      customer,
    );
    expect(poor.body.error).toMatchObject({ code: 1007, message: 'Saldo mínimo para usar: R$\u00a010,00' });
    expect((await t.call('cashbackmanual/retrieve', { code: 'bemvindo10' }, customer)).body.data).toEqual({
      amount: 10,
      balance: 10,
    });
    const paid = await t.call('v2/orderdeliverycupom', { order_id: order.id, cupom: 'CASHBACK' }, customer);
    expect(paid.body.data).toMatchObject({
      cupom: 'CASHBACK',
      cupom_type: 'CASHBACK',
      desconto: 10,
      total_payable: 35,
    });
    const info = await t.call('readuserinfo', {}, customer);
    expect(info.body.data.user_credit.total_cash).toBe(0);
    await t.call('removecoupon', {}, customer);
    expect((await t.call('readuserinfo', {}, customer)).body.data.user_credit.total_cash).toBe(10);
  });

  it('the cart preview reports the loyalty error and coupon discounts without writing', async () => {
    const cashback = createCashbackService({ database: t.database, cashback: createCashbackRepo() });
    const service = createCouponsService({
      database: t.database,
      coupons: createCouponsRepo(),
      cashback,
      cashbackRepo: createCashbackRepo(),
    });
    const preview = (code: string, subtotalCents: number) =>
      t.database.inPlace(cantinaId, (tx) =>
        service.preview(tx, { placeId: cantinaId, userId: customerId, code, subtotalCents, deliveryFeeCents: 500 }),
      );
    expect(await preview('desconto5', 4000)).toEqual({ discountCents: 500, error: null, type: 'FLAT' });
    expect((await preview('DESCONTO5', 1000)).error?.code).toBe(1008);
    expect((await preview('NADA', 1000)).error).toEqual({ code: 1001, message: 'Cupom inválido.' });
    expect(await preview('CASHBACK', 4000)).toEqual({ discountCents: 1000, error: null, type: 'CASHBACK' });
    expect(await preview('CASHBACK', 600)).toMatchObject({ discountCents: 600 });
  });
});
