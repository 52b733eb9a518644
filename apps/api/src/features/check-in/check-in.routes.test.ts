import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { newCustomer, placeIdOf, productIds, setPlace } from '../orders/orders.test-helpers.ts';
import { DEMO_ROOM_CODE, demoRoomGuest } from './check-in.seed.ts';

// Hotel check-in and staff-opened accounts on the Porto (decisions 105, 106): the chalet's account
// refuses orders until a check-in; the check-in prints; only members and staff reach it.
const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];

let t: TestApp;
let portoId: string;
let ids: Map<string, string>;
let manager: { token: string; managerToken: string };

beforeAll(async () => {
  t = await createTestApp();
  portoId = await placeIdOf(t, PORTO);
  ids = await productIds(t, portoId);
  await setPlace(t, portoId, { businessHours: [] });
  manager = await staffAuth(t, PORTO, '10.87.0.2');
});
afterAll(() => t.close());

const staff = () => ({ place: PORTO, ...manager });
const guest = (c: { token: string }) => ({ place: PORTO, token: c.token });

const GUEST = {
  full_name: 'Helena Vasconcelos Prado',
  phone: '(21) 98765-4321',
  email: 'helena.prado@example.com.br',
  occupation: 'Arquiteta',
  nationality: 'Brasileira',
  birthdate: '1988-04-17',
  gender: 'F',
  cpf: '529.982.247-25',
  document_type: 'ID',
  document_number: '12.345.678-9',
  document_issuer: 'DETRAN-RJ',
  address_zipcode: '22250-040',
  address_street: 'Rua Voluntários da Pátria',
  address_number: '190',
  address_district: 'Botafogo',
  address_city: 'Rio de Janeiro',
  address_state: 'RJ',
  country: 'Brasil',
};

async function tryOrder(c: { token: string; phone: string }) {
  return t.call(
    'v2/orderdelivery',
    { products: [{ product_id: ids.get('101'), quantity: 1 }], delivery_type: 2, phone: c.phone },
    guest(c),
  );
}

describe('openorder/create (staff open an account)', () => {
  it('opens a free chalet with its invite code, and refuses a taken or unknown number', async () => {
    const created = await t.call(
      'openorder/create',
      { kind: 'chalet', number: 'Chalé Mirante', name: 'Família Prado' },
      staff(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.order).toMatchObject({
      kind: 'chalet',
      number: 'Chalé Mirante',
      status: 1,
      name: 'Família Prado',
    });
    expect(created.body.data.order.invite_code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
    const again = await t.call('openorder/create', { kind: 'chalet', number: 'Mirante' }, staff());
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('open_order_taken');
    const unknown = await t.call('openorder/create', { kind: 'room', number: '99' }, staff());
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 'validation', field: 'number' });
    const empty = await t.call('openorder/create', { kind: 'table', number: ' ' }, staff());
    expect(empty.status).toBe(400);
  });

  it('puts the check-in products on the new account as its first round (decision 187)', async () => {
    const listed = await t.call('getproductlist', { check_in: true }, staff());
    expect(listed.status).toBe(200);
    const products = listed.body.data.products as { _id: string; code: string; check_in: boolean }[];
    expect(products.map((p) => p.code).sort()).toEqual(['401', '402', '403']);
    expect(products.every((p) => p.check_in)).toBe(true);
    const all = await t.call('getproductlistnotoken', { check_in: 'false' }, { place: PORTO });
    expect(all.body.data.total).toBeGreaterThan(3);
    const id = (code: string) => products.find((p) => p.code === code)?._id;

    const notCheckIn = await t.call('getproductnotoken', { code: '101' }, { place: PORTO });
    const refused = await t.call(
      'openorder/create',
      { kind: 'table', number: '2', products: [{ product_id: notCheckIn.body.data._id, quantity: 1 }] },
      staff(),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toBe('products');
    const tooMany = await t.call(
      'openorder/create',
      { kind: 'table', number: '2', products: [{ product_id: id('401'), quantity: 100 }] },
      staff(),
    );
    expect(tooMany.status).toBe(400);

    const created = await t.call(
      'openorder/create',
      {
        kind: 'table',
        number: '2',
        products: [
          { product_id: id('401'), quantity: 2 },
          { product_id: id('403'), quantity: 2 },
        ],
      },
      staff(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.order.check_in_total).toBe(650);
    const read = await t.call('openorder/get', { order_id: created.body.data.order._id }, staff());
    expect(read.body.data.order).toMatchObject({ consumption: 650, service_fee: 65, total: 715, balance: 715 });
    expect(read.body.data.order.rounds).toHaveLength(1);
    expect(read.body.data.order.rounds[0]).toMatchObject({ status: 4, user_id: null });
    expect(read.body.data.order.rounds[0].products.map((p: { productname: string }) => p.productname)).toEqual([
      'Diária Quarto Standard',
      'Taxa de turismo por pessoa',
    ]);
    await t.call(
      'admin/finishopenorder',
      { order_id: created.body.data.order._id, payments: [], force: true },
      staff(),
    );
  });

  it('refuses a customer and the staff of another place', async () => {
    const c = await newCustomer(t, PORTO);
    const asCustomer = await t.call('openorder/create', { kind: 'table', number: '6' }, guest(c));
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.error.code).toBe('access_denied');
    const foreign = await t.call(
      'createuser',
      { username: 'Gerente da Cantina', phone: '31988881234', password: 'gerente-cantina' },
      { place: CANTINA, ip: '10.87.0.3' },
    );
    await t.database.db.execute(
      sql`update place_members set is_manager = true where user_id = ${foreign.body.data.user._id}`,
    );
    const cantinaStaff = await staffAuth(t, CANTINA, '10.87.0.4', {
      phone: '31988881234',
      password: 'gerente-cantina',
    });
    const elsewhere = await t.call(
      'openorder/create',
      { kind: 'table', number: '6' },
      { place: PORTO, ...cantinaStaff },
    );
    expect(elsewhere.status).toBe(403);
    const list = await t.call('openorder/list', {}, staff());
    expect(list.body.data.orders.some((o: { number: string }) => o.number === 'Mesa 6')).toBe(false);
  });
});

describe('a chalet guest checks in, orders and the check-in prints', () => {
  it('refuses orders before the check-in, then takes them, and prints the check-in', async () => {
    const created = await t.call('openorder/create', { kind: 'room', number: '12' }, staff());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const account = created.body.data.order;
    const helena = await newCustomer(t, PORTO, 'Helena');
    const joined = await t.call(
      'openorder/assign',
      { order_id: account._id, invite_code: account.invite_code },
      guest(helena),
    );
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);

    const before = await t.call('checkin/get', { order_id: account._id }, guest(helena));
    expect(before.body.data).toMatchObject({ required: true, done: false, checkin: null });
    const refused = await tryOrder(helena);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'checkin_required',
      message: 'É necessário fazer o check-in no quarto para fazer pedidos!',
    });

    const saved = await t.call('checkin/save', { order_id: account._id, guest: GUEST }, guest(helena));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.order).toMatchObject({ number: 'Quarto 12', kind: 'room' });
    expect(saved.body.data.checkin.guest).toMatchObject({
      full_name: 'Helena Vasconcelos Prado',
      cpf: '52998224725',
      document_number: '123456789',
      country: 'Brasil',
    });
    expect(saved.body.data.checkin.guest.trip_purpose).toBeUndefined();

    const after = await t.call('checkin/get', { order_id: account._id }, guest(helena));
    expect(after.body.data).toMatchObject({ required: true, done: true });
    const placed = await tryOrder(helena);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    const doc = await t.call('docs/checkin', { order_id: account._id }, guest(helena));
    expect(doc.status, JSON.stringify(doc.body)).toBe(200);
    expect(doc.body.data.html).toContain('Ficha de check-in');
    expect(doc.body.data.html).toContain('Helena Vasconcelos Prado');
    expect(doc.body.data.html).toContain('529.982.247-25');
    expect(doc.body.data.job_id).toEqual(expect.any(String));
    const pdf = await t.app.inject({ method: 'GET', url: doc.body.data.pdf_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Staff read and print the guest's check-in too; a stranger reaches nothing.
    const byStaff = await t.call('checkin/get', { order_id: account._id }, staff());
    expect(byStaff.body.data.checkin.guest.full_name).toBe('Helena Vasconcelos Prado');
    const stranger = await newCustomer(t, PORTO, 'Estranho');
    for (const call of ['checkin/get', 'docs/checkin'] as const) {
      const peek = await t.call(call, { order_id: account._id }, guest(stranger));
      expect(peek.status).toBe(403);
      expect(peek.body.error.code).toBe('access_denied');
    }
    const write = await t.call('checkin/save', { order_id: account._id, guest: GUEST }, guest(stranger));
    expect(write.status).toBe(403);
  });

  it('checks in by room number: a taken room needs its code; a companion joins with it, with trip data', async () => {
    const list = await t.call('openorder/list', {}, staff());
    const room = list.body.data.orders.find((o: { number: string }) => o.number === 'Quarto 12');
    const full = await t.call('openorder/get', { order_id: room._id }, staff());
    const rui = await newCustomer(t, PORTO, 'Rui');
    // Quarto 12 is taken by the test above: the guest needs its code.
    const taken = await t.call('checkin/save', { number: '12', guest: GUEST }, guest(rui));
    expect(taken.status).toBe(403);
    expect(taken.body.error.code).toBe('open_order_code');
    // A table is not a room.
    const table = await t.call('checkin/save', { number: '2', kind: 'table', guest: GUEST }, guest(rui));
    expect(table.status).toBe(400);
    expect(table.body.error.field).toBe('kind');
    const trip = {
      arriving_from: 'São Paulo',
      trip_purpose: 'laisure',
      arriving_by: 'car',
      next_destination: 'Ubatuba',
    };
    const joined = await t.call(
      'checkin/save',
      {
        number: '12',
        invite_code: full.body.data.order.invite_code,
        guest: { ...GUEST, ...trip, full_name: 'Rui Prado' },
      },
      guest(rui),
    );
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.data.order._id).toBe(room._id);
    expect(joined.body.data.checkin.guest).toMatchObject({ full_name: 'Rui Prado', ...trip });
    const doc = await t.call('docs/checkin', { order_id: room._id }, guest(rui));
    expect(doc.body.data.html).toContain('Lazer');
    expect(doc.body.data.html).toContain('Rui Prado');
  });

  it('answers bad guest data with 400 naming the field, never a 500', async () => {
    const c = await newCustomer(t, PORTO);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ cpf: '111.111.111-11' }, 'CPF inválido'],
      [{ document_type: 'passport', document_number: '12' }, 'Número de documento inválido'],
      [{ document_number: '' }, 'Campo obrigatório'],
      [{ full_name: '' }, 'Informe seu nome completo'],
      [{ birthdate: '2999-01-01' }, ''],
      [{ gender: 'X' }, ''],
      [{ trip_purpose: 'vacation' }, ''],
      [{ arriving_by: 'rocket' }, ''],
      [{ occupation: '\u0000' }, ''],
    ];
    for (const [patch, text] of cases) {
      const res = await t.call('checkin/save', { number: '12', guest: { ...GUEST, ...patch } }, guest(c));
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.error.code).toBe('validation');
      if (text) expect(res.body.error.message).toContain(text);
    }
    const noNumber = await t.call('checkin/save', { guest: GUEST }, guest(c));
    expect(noNumber.status).toBe(400);
  });
});

describe('the demo room', () => {
  it('Quarto 11 is checked in: its guest reads her check-in and orders to the room', async () => {
    const d = await login(t, { phone: demoRoomGuest.phone, password: demoRoomGuest.password }, PORTO, '10.87.0.9');
    const marina = { token: d.token as string, phone: demoRoomGuest.phone };
    const orderId = d.user.openOrderId as string;
    const state = await t.call('checkin/get', { order_id: orderId }, guest(marina));
    expect(state.body.data).toMatchObject({ order: { number: 'Quarto 11', kind: 'room' }, required: true, done: true });
    expect(state.body.data.checkin.guest.trip_purpose).toBe('laisure');
    const account = await t.call('openorder/get', { order_id: orderId }, guest(marina));
    expect(account.body.data.order).toMatchObject({ name: 'Família Andrade', invite_code: DEMO_ROOM_CODE });
    const placed = await tryOrder(marina);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });
});
