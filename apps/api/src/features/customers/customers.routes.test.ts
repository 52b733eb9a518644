import { describe, expect, it } from 'vitest';
import { login, type StaffAuth } from '../../test/logins.ts';
import { useStaffTestApp } from '../../test/staff-test-app.ts';
import { DEMO } from '../../test/test-app.ts';
import { newCustomer } from '../orders/orders.test-helpers.ts';

const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];

const s = useStaffTestApp('10.87.0');

const as = (auth: StaffAuth, place: string = CANTINA) => ({ place, ...auth });

describe('admin/customers', () => {
  it('lists the place customers (not staff), finds the demo customer by phone and by name without accents', async () => {
    const res = await s.t.call('admin/customers/list', { search: '11987654321' }, as(s.cantina));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const found = res.body.data.customers as { phone: string; username: string; _id: string }[];
    expect(found.map((c) => c.phone)).toEqual(['11987654321']);
    const byName = await s.t.call(
      'admin/customers/list',
      { search: found[0]?.username.split(' ')[0]?.toUpperCase() },
      as(s.cantina),
    );
    expect((byName.body.data.customers as { _id: string }[]).map((c) => c._id)).toContain(found[0]?._id);
    const all = (await s.t.call('admin/customers/list', {}, as(s.cantina))).body.data.customers as { phone: string }[];
    expect(all.map((c) => c.phone)).not.toContain(DEMO.manager.phone);
    expect((await s.t.call('admin/customers/list', { search: '%' }, as(s.cantina))).body.data.customers).toEqual([]);
  });

  it('reads a customer with orders, balance and statement', async () => {
    const c = await newCustomer(s.t, CANTINA, 'Joana Leitura');
    const order = await s.t.call(
      'v2/orderdelivery',
      { products: [{ product_id: s.ids.get('401'), quantity: 2 }], delivery_type: 2, phone: c.phone },
      { place: CANTINA, token: c.token },
    );
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const res = await s.t.call('admin/customers/read', { user_id: c.userId }, as(s.cantina));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.customer.phone).toBe(c.phone);
    expect(res.body.data.customer.orders_count).toBe(1);
    expect(res.body.data.orders[0]._id).toBe(order.body.data.order._id);
    expect(res.body.data.customer.balance_cents).toBe(0);
    expect(res.body.data.statement).toEqual([]);
  });

  it('adjusts cashback with a reason (audited), never below zero', async () => {
    const c = await newCustomer(s.t, CANTINA, 'Caio Ajuste');
    const credit = await s.t.call(
      'admin/customers/cashback-adjust',
      { user_id: c.userId, amount_cents: 1500, reason: 'Pedido atrasado' },
      as(s.cantina),
    );
    expect(credit.status, JSON.stringify(credit.body)).toBe(200);
    expect(credit.body.data.balance_cents).toBe(1500);
    expect(credit.body.data.entry.kind).toBe('adjustment');

    const tooMuch = await s.t.call(
      'admin/customers/cashback-adjust',
      { user_id: c.userId, amount_cents: -2000, reason: 'Correção' },
      as(s.cantina),
    );
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.message).toContain('R$');
    expect(tooMuch.body.error.field).toBe('amount_cents');

    const debit = await s.t.call(
      'admin/customers/cashback-adjust',
      { user_id: c.userId, amount_cents: -500, reason: 'Correção de lançamento' },
      as(s.cantina),
    );
    expect(debit.body.data.balance_cents).toBe(1000);

    const noReason = await s.t.call(
      'admin/customers/cashback-adjust',
      { user_id: c.userId, amount_cents: 100, reason: '  ' },
      as(s.cantina),
    );
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body.error)).toContain('reason');
    const zero = await s.t.call(
      'admin/customers/cashback-adjust',
      { user_id: c.userId, amount_cents: 0, reason: 'x y z' },
      as(s.cantina),
    );
    expect(zero.status).toBe(400);

    const read = (await s.t.call('admin/customers/read', { user_id: c.userId }, as(s.cantina))).body.data;
    expect(read.customer.balance_cents).toBe(1000);
    expect(read.statement.map((e: { amount_cents: number }) => e.amount_cents)).toEqual([-500, 1500]);
    expect(read.audit).toHaveLength(2);
    expect(read.audit[0]).toMatchObject({
      action: 'cashback_adjust',
      amount_cents: -500,
      reason: 'Correção de lançamento',
    });
    expect(read.audit[0].by).toBeTruthy();
    // The customer's own statement shows the adjustment too.
    const own = await s.t.call('cashback/statement', {}, { place: CANTINA, token: c.token });
    expect(own.body.data.balance).toBe(10);
  });

  it('concurrent debits never take the balance below zero', async () => {
    const c = await newCustomer(s.t, CANTINA, 'Lia Corrida');
    await s.t.call(
      'admin/customers/cashback-adjust',
      { user_id: c.userId, amount_cents: 1000, reason: 'Crédito inicial' },
      as(s.cantina),
    );
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        s.t.call(
          'admin/customers/cashback-adjust',
          { user_id: c.userId, amount_cents: -300, reason: 'Débito' },
          as(s.cantina),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const read = (await s.t.call('admin/customers/read', { user_id: c.userId }, as(s.cantina))).body.data;
    expect(read.customer.balance_cents).toBe(100);
  });

  it('blocks a customer: checkout is refused with a clear message; block_app_payment is kept and audited', async () => {
    const c = await newCustomer(s.t, CANTINA, 'Bruno Bloqueio');
    const blocked = await s.t.call(
      'admin/customers/block',
      { user_id: c.userId, blocked: true, reason: 'Calote' },
      as(s.cantina),
    );
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect(blocked.body.data.customer.blocked).toBe(true);
    const refused = await s.t.call(
      'v2/orderdelivery',
      { products: [{ product_id: s.ids.get('401'), quantity: 1 }], delivery_type: 2, phone: c.phone },
      { place: CANTINA, token: c.token },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('user_blocked');
    expect(refused.body.error.message).toBe('Sua conta está bloqueada neste estabelecimento.');

    await s.t.call('admin/customers/block', { user_id: c.userId, blocked: false }, as(s.cantina));
    const app = await s.t.call('admin/customers/block', { user_id: c.userId, block_app_payment: true }, as(s.cantina));
    expect(app.body.data.customer).toMatchObject({ blocked: false, block_app_payment: true });
    const ok = await s.t.call(
      'v2/orderdelivery',
      { products: [{ product_id: s.ids.get('401'), quantity: 1 }], delivery_type: 2, phone: c.phone },
      { place: CANTINA, token: c.token },
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const pay = await s.t.call(
      'v2/orderdeliverypayment',
      { order_id: ok.body.data.order._id, payment_type: 3 },
      { place: CANTINA, token: c.token },
    );
    expect(pay.status).toBe(403);
    expect(pay.body.error.code).toBe('app_payment_blocked');
    const read = (await s.t.call('admin/customers/read', { user_id: c.userId }, as(s.cantina))).body.data;
    expect(read.audit.map((a: { action: string }) => a.action)).toEqual(['block_app_payment', 'unblock', 'block']);
    expect((await s.t.call('admin/customers/block', { user_id: c.userId }, as(s.cantina))).status).toBe(400);
  });

  it('keeps places apart and refuses customers and anonymous callers', async () => {
    const c = await newCustomer(s.t, CANTINA, 'Davi Isolado');
    // The Porto's manager does not see a Cantina-only customer.
    const read = await s.t.call('admin/customers/read', { user_id: c.userId }, as(s.porto, PORTO));
    expect(read.status).toBe(404);
    const adjust = await s.t.call(
      'admin/customers/cashback-adjust',
      { user_id: c.userId, amount_cents: 100, reason: 'Tentativa' },
      as(s.porto, PORTO),
    );
    expect(adjust.status).toBe(404);
    const block = await s.t.call('admin/customers/block', { user_id: c.userId, blocked: true }, as(s.porto, PORTO));
    expect(block.status).toBe(404);
    const list = (await s.t.call('admin/customers/list', { search: c.phone }, as(s.porto, PORTO))).body.data.customers;
    expect(list).toEqual([]);
    // The Cantina's manager token does not work at the Porto.
    expect((await s.t.call('admin/customers/list', {}, as(s.cantina, PORTO))).status).not.toBe(200);
    // A customer is not staff.
    expect((await s.t.call('admin/customers/list', {}, { place: CANTINA, token: c.token })).status).toBe(403);
    expect((await s.t.call('admin/customers/list', {}, { place: CANTINA })).status).toBe(403);
    // A staff member is not a customer here.
    const staff = await login(s.t, DEMO.manager, CANTINA, '10.87.0.9');
    expect((await s.t.call('admin/customers/read', { user_id: staff.user._id }, as(s.cantina))).status).toBe(404);
  });
});
