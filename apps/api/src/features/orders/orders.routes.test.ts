import { callUrl, catalogue } from '@app/domain';
import { brazilClock } from '@app/domain/places/hours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import { customerAuth, login, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newCustomer, placeIdOf, productIds, setPlace, stockOf } from './orders.test-helpers.ts';

const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];
const CLINICA = DEMO.places[2];

let t: TestApp;
let cantinaId: string;
let ids: Map<string, string>;
let customer: { token: string; userId: string };
let manager: { token: string; managerToken: string };
let consolacao: string;

const p = (code: string) => ids.get(code) as string;

beforeAll(async () => {
  t = await createTestApp();
  cantinaId = await placeIdOf(t, CANTINA);
  ids = await productIds(t, cantinaId);
  customer = await customerAuth(t, CANTINA, '10.82.0.1');
  manager = await staffAuth(t, CANTINA, '10.82.0.2');
  const saved = await t.call(
    'addeditaddress',
    {
      user_id: customer.userId,
      address_cep: '01302-000',
      address_state: 'SP',
      address_city: 'São Paulo',
      address_district: 'Consolação',
      address_street: 'Rua Augusta',
      address_number: '500',
      address_cmplt: 'apto 12',
    },
    { token: customer.token, place: CANTINA },
  );
  consolacao = saved.body.data.address_list[0].address_id;
});
afterAll(() => t.close());

const send = (
  body: Record<string, unknown>,
  auth: { token?: string; managerToken?: string; place?: string } = customer,
) => t.call('v2/orderdelivery', body, { place: CANTINA, ...auth });
const staff = (name: 'admin/updateorder' | 'manager/cancelordermanager', body: Record<string, unknown>) =>
  t.call(name, body, { place: CANTINA, ...manager });
const delivery = (extra: Record<string, unknown> = {}) => ({
  products: [
    { product_id: p('401'), quantity: 2 },
    { product_id: p('501'), quantity: 1, observation: ' sem calda ' },
  ],
  delivery_type: 1,
  address_id: consolacao,
  phone: '(11) 98765-4321',
  observacao: { author: 'Maria', text: 'Interfone 12' },
  ...extra,
});
/** Ends the customer's pending order so the next test may order again. */
const finish = (orderId: string) =>
  staff('admin/updateorder', { order_id: orderId, status: 5, reason: 'fim do teste' });

describe('v2/orderdelivery', () => {
  it('places a pending order priced on the server, takes stock and keeps the first history entry', async () => {
    const before = await stockOf(t, cantinaId, p('501'));
    const res = await send(delivery());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = res.body.data.order;
    expect(order).toMatchObject({
      status: 2,
      restaurant_id: cantinaId,
      user_id: customer.userId,
      username: 'Maria Cliente',
      phone: '11987654321',
      delivery_type: 1,
      pickup: false,
      subtotal: 32.9,
      delivery_fee: 5,
      desconto: 0,
      total_payable: 37.9,
      payment_type: null,
      // The demo customer has a delivered order in the seed.
      first_order: false,
      anonymous: false,
      observacao: { autor: 'Maria', observacao: 'Interfone 12' },
      address_data: { address_district: 'Consolação', address_cep: '01302000', address_cmplt: 'apto 12' },
    });
    expect(order.number).toBeGreaterThan(0);
    expect(order.products).toEqual([
      expect.objectContaining({ code: '401', quantity: 2, unit_price: 5, line_total: 10, observation: null }),
      expect.objectContaining({ code: '501', quantity: 1, unit_price: 22.9, observation: 'sem calda' }),
    ]);
    expect(order.history).toEqual([expect.objectContaining({ status: 2, by: null, reason: null })]);
    expect(order.auth_code).toMatch(/^[\w-]{20,}$/);
    // The cantina's orders expire after 24 h.
    const expires = new Date(order.expire_date).getTime() - new Date(order.created_at).getTime();
    expect(Math.round(expires / 3_600_000)).toBe(24);
    expect(await stockOf(t, cantinaId, p('501'))).toBe((before as number) - 1);

    const again = await send(delivery());
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      message: 'Aguarde a conclusão do seu pedido atual.',
      code: 'pending_order',
      // Which order blocks it, so a device that did not know of it can link to it.
      order_id: order._id,
    });
    const def = catalogue['v2/orderdelivery'];
    const en = await t.app.inject({
      method: def.method,
      url: callUrl(def),
      headers: { authorization: `Bearer ${customer.token}`, 'x-place-id': CANTINA, 'accept-language': 'en' },
      payload: delivery(),
    });
    expect(en.json().error.message).toBe('Wait for your current order to be completed.');

    const mine = await t.call('readorder', { order_id: order._id }, { place: CANTINA, token: customer.token });
    expect(mine.body.data.order).toMatchObject({ _id: order._id, status: 2, auth_code: order.auth_code });
    await finish(order._id);
    // Cancelled: the unit is back.
    expect(await stockOf(t, cantinaId, p('501'))).toBe(before);
  });

  it("refuses when the place is closed: 'aberto' off, closed_place, or outside business hours", async () => {
    const expected = { message: 'Estamos fechados no momento.', code: 'place_closed' };
    await setPlace(t, cantinaId, { open: false });
    expect((await send(delivery())).body.error).toMatchObject(expected);
    await setPlace(t, cantinaId, { open: true, closedPlace: true });
    expect((await send(delivery())).body.error).toMatchObject(expected);
    const { weekday } = brazilClock(new Date());
    await setPlace(t, cantinaId, {
      closedPlace: false,
      businessHours: [{ weekday: (weekday + 3) % 7, open: '10:00', close: '11:00' }],
    });
    const closed = await send(delivery());
    expect(closed.status).toBe(409);
    expect(closed.body.error).toMatchObject(expected);
    await setPlace(t, cantinaId, {
      businessHours: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ weekday: d, open: '00:00', close: '23:59' })),
    });
  });

  it('takes orders past midnight inside a range that started the evening before', async () => {
    const { weekday, minutes } = brazilClock(new Date());
    // Yesterday 23:59 until today 23:58: runs past midnight and covers now (but in the last minute).
    if (minutes >= 23 * 60 + 58) return;
    await setPlace(t, cantinaId, { businessHours: [{ weekday: (weekday + 6) % 7, open: '23:59', close: '23:58' }] });
    const res = await send(delivery());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await finish(res.body.data.order._id);
    await setPlace(t, cantinaId, {
      businessHours: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ weekday: d, open: '00:00', close: '23:59' })),
    });
  });

  it("refuses a customer's delivery below the minimum order (products subtotal); tables and staff are exempt", async () => {
    await setPlace(t, cantinaId, { minOrderCents: 100_000 });
    const below = await send(delivery());
    expect(below.status).toBe(400);
    expect(below.body.error).toMatchObject({
      message: 'O pedido mínimo desta loja é R$\u00a01.000,00.',
      code: 'min_order',
      field: 'products',
    });
    const byStaff = await send(
      { products: [{ product_id: p('401'), quantity: 1 }], delivery_type: 2, phone: '' },
      manager,
    );
    expect(byStaff.status, JSON.stringify(byStaff.body)).toBe(200);
    await finish(byStaff.body.data.order._id);
    await setPlace(t, cantinaId, { minOrderCents: 0 });
    const fine = await send(delivery());
    expect(fine.status).toBe(200);
    await finish(fine.body.data.order._id);
  });

  it("requires a customer's phone with at least 10 digits; staff are exempt", async () => {
    for (const phone of ['', '1198765']) {
      const res = await send(delivery({ phone }));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ message: 'Informe seu número para contato', field: 'phone' });
    }
    // The manager orders for themselves without a phone: allowed, and anonymous (counter sale).
    const byStaff = await send(
      { products: [{ product_id: p('401'), quantity: 1 }], delivery_type: 2, phone: '' },
      manager,
    );
    expect(byStaff.status, JSON.stringify(byStaff.body)).toBe(200);
    expect(byStaff.body.data.order).toMatchObject({ anonymous: true, phone: null });
    expect(byStaff.body.data.order.history[0].by).toBe('João Gerente');
    await finish(byStaff.body.data.order._id);
  });

  it('requires a valid CPF/CNPJ when cpf_required, except for payment type 4 or staff', async () => {
    await setPlace(t, cantinaId, { cpfRequired: true });
    const none = await send(delivery());
    expect(none.body.error).toMatchObject({ message: 'Informe seu CPF/CNPJ', field: 'cpf' });
    expect((await send(delivery({ cpf: '123.456' }))).body.error.message).toBe('CPF/CNPJ inválido');
    expect((await send(delivery({ cpf: '111.111.111-12' }))).body.error.message).toBe('CPF inválido');
    expect((await send(delivery({ cpf: '11.111.111/1111-11' }))).body.error.message).toBe('CNPJ inválido');
    const link = await send(delivery({ payment_type: 4 }));
    expect(link.status).toBe(200);
    await finish(link.body.data.order._id);
    const valid = await send(delivery({ cpf: '529.982.247-25' }));
    expect(valid.body.data.order.cpf).toBe('52998224725');
    await finish(valid.body.data.order._id);
    await setPlace(t, cantinaId, { cpfRequired: false });
  });

  it('requires e-mail and birth date at service-supplier places (spec 1 §5)', async () => {
    const clinicId = await placeIdOf(t, CLINICA);
    await setPlace(t, clinicId, { businessHours: [] });
    const clinic = await productIds(t, clinicId);
    const clinicCustomer = await newCustomer(t, CLINICA);
    const body = {
      products: [{ product_id: [...clinic.values()][0], quantity: 1 }],
      delivery_type: 2,
      phone: clinicCustomer.phone,
      cpf: '529.982.247-25',
    };
    const auth = { token: clinicCustomer.token, place: CLINICA };
    const email = await send(body, auth);
    expect(email.body.error).toMatchObject({ message: 'Campo obrigatório', field: 'email' });
    expect((await send({ ...body, email: 'nao-e-email' }, auth)).body.error.message).toBe('email inválido');
    const birth = await send({ ...body, email: 'paciente@exemplo.com.br' }, auth);
    expect(birth.body.error).toMatchObject({ message: 'Campo obrigatório', field: 'birthdate' });
    const old = await send({ ...body, email: 'paciente@exemplo.com.br', birthdate: '1900-05-01' }, auth);
    // Checked by the body's schema (decision 051): the message starts with the field's path.
    expect(old.body.error).toMatchObject({
      message: 'birthdate: A data de nascimento deve estar entre 01/01/1910 e hoje',
      field: 'birthdate',
    });
    const ok = await send({ ...body, email: 'paciente@exemplo.com.br', birthdate: '1990-05-01' }, auth);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.order).toMatchObject({ email: 'paciente@exemplo.com.br', birthdate: '1990-05-01' });
  });

  it('needs a delivery method where pickup exists, an address otherwise, and a future slot when scheduling', async () => {
    const noAddress = await send(delivery({ address_id: undefined }));
    expect(noAddress.body.error).toMatchObject({ message: 'Escolha a forma de entrega', field: 'address_id' });
    const portoId = await placeIdOf(t, PORTO);
    await setPlace(t, portoId, { businessHours: [] });
    const porto = await productIds(t, portoId);
    const portoBody = {
      products: [{ product_id: porto.get('401') ?? [...porto.values()][0], quantity: 1 }],
      delivery_type: 1,
    };
    const noPickup = await t.call(
      'v2/orderdelivery',
      { ...portoBody, phone: '11987654321' },
      { place: PORTO, token: customer.token },
    );
    expect(noPickup.body.error.message).toBe('Escolha o endereço de entrega');

    // A slot in the past is refused (by the agenda's slot check when wired, else 'Escolha um horário').
    const past = await send(delivery({ deliveryagenda_date: '2020-01-01T12:00:00-03:00' }));
    expect(past.status).toBeGreaterThanOrEqual(400);
    expect(past.body.error).toMatchObject({ field: 'deliveryagenda_date' });
    expect(past.body.error.message).toContain('Escolha um horário');
    const agenda = await t.call('getagenda', {}, { place: CANTINA, token: customer.token });
    const slot = agenda.body.data.pickup[0]?.hours[0]?.at as string;
    const at = new Date(slot);
    // The Cantina lists its pickup places ('Balcão'): another name is refused under the field.
    const elsewhere = await send(
      delivery({ address_id: undefined, pickupplace: 'Portaria', deliveryagenda_date: slot }),
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toMatchObject({ field: 'pickupplace', message: 'Escolha um dos locais de retirada' });
    const pickup = await send(delivery({ address_id: undefined, pickupplace: 'Balcão', deliveryagenda_date: slot }));
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(200);
    expect(pickup.body.data.order).toMatchObject({
      pickup: true,
      pickupplace: 'Balcão',
      delivery_fee: 0,
      address_data: null,
    });
    expect(new Date(pickup.body.data.order.deliveryagenda_date).getTime()).toBe(at.getTime());
    await finish(pickup.body.data.order._id);
  });

  it('refuses an empty cart and re-checks stock on the server', async () => {
    const empty = await send(delivery({ products: [{ product_id: p('401'), quantity: 0 }] }));
    expect(empty.body.error.message).toBe('Seu carrinho está vazio.');
    const tooMany = await send(delivery({ products: [{ product_id: p('501'), quantity: 3 }] }));
    expect(tooMany.body.error.message).toBe('Estoque insuficiente');
  });
});

describe('v2/orderdeliverypayment', () => {
  it('sets cash with change, card on delivery with an accepted brand, or payment link; others are unavailable', async () => {
    const order = (await send(delivery())).body.data.order;
    const pay = (body: Record<string, unknown>) =>
      t.call('v2/orderdeliverypayment', { order_id: order._id, ...body }, { place: CANTINA, token: customer.token });
    const low = await pay({ payment_type: 0, change: 20 });
    expect(low.body.error).toMatchObject({
      message: 'O valor para troco deve ser maior ou igual ao total do pedido.',
      field: 'change',
    });
    // At most R$ 500,00 of change (decision 067); the message names the highest amount accepted.
    const total = order.total_payable as number;
    const high = await pay({ payment_type: 0, change: total + 500.01 });
    expect(high.status).toBe(400);
    expect(high.body.error.field).toBe('change');
    expect(high.body.error.message.replace(/\u00a0/g, ' ')).toMatch(
      /^O valor para troco deve ser de no máximo R\$ [\d.,]+ \(troco de até R\$ 500,00\)\.$/,
    );
    expect((await pay({ payment_type: 0, change: total + 500 })).body.data.order.change).toBe(total + 500);
    const cash = await pay({ payment_type: 0, change: 50 });
    expect(cash.body.data.order).toMatchObject({ payment_type: 0, change: 50, cc_brand: null });
    expect((await pay({ payment_type: 0 })).body.data.order.change).toBeNull();
    expect((await pay({ payment_type: 1, cc_brand: 'diners' })).body.error.message).toBe(
      'Escolha uma bandeira de cartão aceita.',
    );
    expect((await pay({ payment_type: 1, cc_brand: 'Visa' })).body.data.order).toMatchObject({
      payment_type: 1,
      cc_brand: 'visa',
    });
    // Online types are the payments feature's (features/payments): the card machine is staff only.
    const machine = await pay({ payment_type: 5 });
    expect(machine.status).toBe(400);
    expect(machine.body.error.message).toBe('Forma de pagamento indisponível.');
    expect((await pay({ payment_type: -1 })).body.error.message).toBe('Escolha a forma de pagamento');
    expect((await pay({ payment_type: 4 })).body.data.order.payment_type).toBe(4);

    await setPlace(t, cantinaId, { acceptCash: false });
    expect((await pay({ payment_type: 0 })).body.error.message).toBe(
      'Este estabelecimento não aceita pagamento em dinheiro.',
    );
    await setPlace(t, cantinaId, { acceptCash: true });

    const someoneElse = await newCustomer(t, CANTINA);
    const foreign = await t.call(
      'v2/orderdeliverypayment',
      { order_id: order._id, payment_type: 4 },
      { place: CANTINA, token: someoneElse.token },
    );
    expect(foreign.status).toBe(404);

    await staff('admin/updateorder', { order_id: order._id, status: 1 });
    const locked = await pay({ payment_type: 0 });
    expect(locked.status).toBe(409);
    expect(locked.body.error.message).toBe('A forma de pagamento deste pedido não pode mais ser alterada.');
    await finish(order._id);
  });

  it('forces payment type 4 on a budget (manager orders only)', async () => {
    const order = (
      await send({ products: [{ product_id: p('401'), quantity: 1 }], delivery_type: 2, budget: true }, manager)
    ).body.data.order;
    expect(order.budget).toBe(true);
    const res = await t.call(
      'v2/orderdeliverypayment',
      { order_id: order._id, payment_type: 0 },
      { place: CANTINA, ...manager },
    );
    expect(res.body.data.order.payment_type).toBe(4);
    await finish(order._id);
  });
});

describe('order status', () => {
  it('follows the machine, records who and why, gives stock back on refusal and runs the delivered hooks', async () => {
    const delivered: string[] = [];
    containerOf(t.app).orderHooks.delivered.push(async (_tx, order) => {
      delivered.push(order.id);
    });
    const before = await stockOf(t, cantinaId, p('501'));
    const order = (await send(delivery())).body.data.order;
    const accepted = await staff('admin/updateorder', { order_id: order._id, status: 1, reason: 'ok' });
    expect(accepted.body.data.order.history).toEqual([
      expect.objectContaining({ status: 2 }),
      expect.objectContaining({ status: 1, by: 'João Gerente', reason: 'ok' }),
    ]);
    const back = await staff('admin/updateorder', { order_id: order._id, status: 2 });
    expect(back.status).toBe(409);
    expect(back.body.error.message).toBe('Não é possível mudar o pedido de "Aceito" para "Pendente".');
    await staff('admin/updateorder', { order_id: order._id, status: 3 });
    const done = await staff('admin/updateorder', { order_id: order._id, status: 4 });
    expect(done.body.data.order.status).toBe(4);
    expect(delivered).toEqual([order._id]);
    expect(await stockOf(t, cantinaId, p('501'))).toBe((before as number) - 1);
    const after = await staff('admin/updateorder', { order_id: order._id, status: 5 });
    expect(after.body.error.message).toBe('Não é possível mudar o pedido de "Entregue" para "Cancelado".');
    containerOf(t.app).orderHooks.delivered.length = 0;

    const second = (await send(delivery())).body.data.order;
    const refused = await staff('admin/updateorder', { order_id: second._id, status: 0, reason: 'sem entregador' });
    expect(refused.body.data.order).toMatchObject({ status: 0, cancel_reason: 'sem entregador' });
    expect(await stockOf(t, cantinaId, p('501'))).toBe((before as number) - 1);
  });

  it('cancels with a reason and observation (manager/cancelordermanager); customers are denied', async () => {
    const order = (await send(delivery())).body.data.order;
    const denied = await t.call(
      'manager/cancelordermanager',
      { order_id: order._id, reason_cancel: 'x' },
      { place: CANTINA, token: customer.token },
    );
    expect(denied.status).toBe(403);
    const res = await staff('manager/cancelordermanager', {
      order_id: order._id,
      reason_cancel: 'Cliente desistiu',
      cancel_obs: 'ligou às 20h',
    });
    expect(res.body.data.order).toMatchObject({ status: 5, cancel_reason: 'Cliente desistiu' });
    expect(res.body.data.order.history.at(-1)).toMatchObject({
      status: 5,
      by: 'João Gerente',
      reason: 'Cliente desistiu',
    });
    const twice = await staff('manager/cancelordermanager', { order_id: order._id, reason_cancel: 'de novo' });
    expect(twice.body.error.message).toBe('Não é possível mudar o pedido de "Cancelado" para "Cancelado".');
    const unknown = await staff('admin/updateorder', { order_id: '00000000-0000-4000-8000-000000000009', status: 1 });
    expect(unknown.status).toBe(404);
  });
});

describe('reading orders', () => {
  it("readorder: own order or staff; another customer's is not found; another place's is access_denied", async () => {
    const order = (await send(delivery())).body.data.order;
    const other = await newCustomer(t, CANTINA);
    const stranger = await t.call('readorder', { order_id: order._id }, { place: CANTINA, token: other.token });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.message).toBe('Pedido não encontrado.');
    const byStaff = await t.call('readorder', { order_id: order._id }, { place: CANTINA, ...manager });
    expect(byStaff.body.data.order._id).toBe(order._id);
    const elsewhere = await t.call('readorder', { order_id: order._id }, { place: PORTO, token: customer.token });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error.code).toBe('access_denied');
    const staffElsewhere = await t.call('readorder', { order_id: order._id }, { place: PORTO, ...manager });
    expect(staffElsewhere.body.error.code).toBe('access_denied');

    const link = await t.call(
      'readordernotoken',
      { order_id: order._id, authCode: order.auth_code },
      { place: CANTINA },
    );
    expect(link.status).toBe(200);
    expect(link.body.data.order).toMatchObject({
      _id: order._id,
      auth_code: null,
      phone: null,
      cpf: null,
      email: null,
    });
    const wrong = await t.call(
      'readordernotoken',
      { order_id: order._id, authCode: 'x'.repeat(24) },
      { place: CANTINA },
    );
    expect(wrong.status).toBe(404);
    const otherPlace = await t.call(
      'readordernotoken',
      { order_id: order._id, authCode: order.auth_code },
      { place: PORTO },
    );
    expect(otherPlace.status).toBe(404);
    await finish(order._id);
  });

  it("mydelivery lists the caller's orders at this place, newest first, 30 a page", async () => {
    const res = await t.call('mydelivery', {}, { place: CANTINA, token: customer.token });
    const list = res.body.data.orders as { number: number; user_id: string; restaurant_id: string }[];
    expect(list.length).toBeGreaterThan(5);
    expect(res.body.data).toMatchObject({ page: 1, has_more: false });
    expect(list.every((o) => o.user_id === customer.userId && o.restaurant_id === cantinaId)).toBe(true);
    expect(list.map((o) => o.number)).toEqual([...list.map((o) => o.number)].sort((a, b) => b - a));
    const elsewhere = await t.call('mydelivery', {}, { place: PORTO, token: customer.token });
    expect(elsewhere.body.data.orders).toEqual([]);
    const beyond = await t.call('mydelivery', { page: 2 }, { place: CANTINA, token: customer.token });
    expect(beyond.body.data).toMatchObject({ orders: [], has_more: false });
  });
});

describe('demo data', () => {
  it('gives the demo customer past orders (delivered, cancelled) and no pending one', async () => {
    const fresh = await createTestApp();
    try {
      const c = await login(fresh, DEMO.customer, CANTINA, '10.82.9.1');
      const list = (await fresh.call('mydelivery', {}, { place: CANTINA, token: c.token })).body.data.orders as any[];
      expect(list.map((o) => [o.status, o.total_payable])).toEqual([
        [5, 19.9],
        [4, 61.9],
      ]);
      expect(list[1].history.map((h: any) => h.status)).toEqual([2, 1, 3, 4]);
      const info = (await fresh.call('readuserinfo', {}, { place: CANTINA, token: c.token })).body.data;
      expect(info.address_list).toEqual([
        expect.objectContaining({ address_district: 'Consolação', address_default: true }),
      ]);
    } finally {
      await fresh.close();
    }
  });
});
