import { callUrl, catalogue } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import type { Actor } from '../../platform/actor.ts';
import { comboItems, comboSessions, places, products } from '../../platform/db/schema.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { createAddressesRepo } from '../addresses/addresses.repo.ts';
import { createAddressesService } from '../addresses/addresses.service.ts';
import { createCatalogueRepo } from '../catalogue/catalogue.repo.ts';
import { createCatalogueService } from '../catalogue/catalogue.service.ts';
import { createPlacesRepo } from '../places/places.repo.ts';
import { createCartService } from './cart.service.ts';

const CANTINA = DEMO.places[0];
const CLINICA = DEMO.places[2];

let t: TestApp;
let customer: { token: string; userId: string };
let manager: { token: string; managerToken: string };
const ids = new Map<string, string>(); // 'cantina:401' → product id
let combo: { sessions: { id: string; title: string; items: { id: string; name: string }[] }[] };

async function placeId(slug: string) {
  const [row] = await t.database.db.select({ id: places.id }).from(places).where(eq(places.slug, slug));
  return row?.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  const login = async (phone: string, password: string, place: string, ip: string) =>
    (await t.call('login', { phone, password }, { place, ip })).body.data;
  const c = await login(DEMO.customer.phone, DEMO.customer.password, CANTINA, '10.81.0.1');
  customer = { token: c.token, userId: c.user._id };
  const m = await login(DEMO.manager.phone, DEMO.manager.password, CANTINA, '10.81.0.2');
  manager = { token: m.token, managerToken: m.manager.managerToken };
  for (const slug of [CANTINA, CLINICA]) {
    const id = await placeId(slug);
    const rows = await t.database.inPlace(id, (tx) =>
      tx.select({ id: products.id, code: products.code }).from(products),
    );
    for (const r of rows) ids.set(`${slug === CANTINA ? 'cantina' : 'clinica'}:${r.code}`, r.id);
  }
  const cantinaId = await placeId(CANTINA);
  const sessions = await t.database.inPlace(cantinaId, (tx) =>
    tx
      .select()
      .from(comboSessions)
      .where(eq(comboSessions.productId, ids.get('cantina:309') as string))
      .orderBy(asc(comboSessions.displayOrder)),
  );
  const withItems = [];
  for (const s of sessions) {
    const items = await t.database.inPlace(cantinaId, (tx) =>
      tx.select().from(comboItems).where(eq(comboItems.sessionId, s.id)).orderBy(asc(comboItems.position)),
    );
    withItems.push({ id: s.id, title: s.title, items: items.map((i) => ({ id: i.id, name: i.name })) });
  }
  combo = { sessions: withItems };
});
afterAll(() => t.close());

const p = (code: string) => ids.get(`cantina:${code}`) as string;
const validate = (
  body: Record<string, unknown>,
  auth: { token?: string; managerToken?: string; place?: string } = {},
) => t.call('ordercartproductvalidate', body, { place: CANTINA, ...auth });

async function saveAddress(district: string, city = 'São Paulo') {
  const res = await t.call(
    'addeditaddress',
    {
      user_id: customer.userId,
      address_state: 'SP',
      address_city: city,
      address_district: district,
      address_street: 'Rua Augusta',
      address_number: '100',
    },
    { token: customer.token, place: CANTINA },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.address_list as any[]).find((a) => a.address_district === district).address_id as string;
}

describe('ordercartproductvalidate', () => {
  it('prices every line from the catalogue, without a token, ignoring any price the client sends', async () => {
    const res = await validate({
      products: [
        { product_id: p('401'), quantity: 2, price: 0.01, manager_price: 0.01 },
        { product_id: p('501'), quantity: 1 },
        { product_id: p('402'), quantity: 0 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      items_count: 3,
      subtotal: 32.9,
      delivery_fee: 0,
      desconto: 0,
      total_payable: 32.9,
      cupom: null,
      cupons_error: null,
      cupons_error_code: -1,
    });
    expect(res.body.data.products).toEqual([
      expect.objectContaining({
        code: '401',
        productname: 'Água mineral sem gás',
        unit_price: 5,
        line_total: 10,
        add_block: null,
      }),
      // Stock 3 with a safety margin of 1: two sellable, so a second one is the last.
      expect.objectContaining({ code: '501', unit_price: 22.9, quantity: 1, add_block: null }),
    ]);
    const two = await validate({ products: [{ product_id: p('501'), quantity: 2 }] });
    expect(two.body.data.products[0].add_block).toBe('stockInsufficient');
  });

  it("refuses stock beyond stock minus safety margin ('Estoque insuficiente') and max_quantity ('Quantidade Máxima')", async () => {
    const stock = await validate({ products: [{ product_id: p('501'), quantity: 3 }] });
    expect(stock.status).toBe(400);
    expect(stock.body.error).toMatchObject({ message: 'Estoque insuficiente', code: 'stock' });
    // Two lines of the same product count together.
    const split = await validate({
      products: [
        { product_id: p('501'), quantity: 2 },
        { product_id: p('501'), quantity: 1, observation: 'sem calda' },
      ],
    });
    expect(split.body.error.message).toBe('Estoque insuficiente');
    const cap = await validate({ products: [{ product_id: p('408'), quantity: 7 }] });
    expect(cap.body.error).toMatchObject({ message: 'Quantidade Máxima', code: 'stock' });
    const atCap = await validate({ products: [{ product_id: p('408'), quantity: 6 }] });
    expect(atCap.body.data.products[0].add_block).toBe('maxQuantity');
  });

  it('answers product_change for unknown, inactive or staff-only products (customers)', async () => {
    const unknown = await validate({ products: [{ product_id: '00000000-0000-4000-8000-000000000001', quantity: 1 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 'product_change', error_type: 'product_change' });
    expect(unknown.body.error.message).toBe(
      'Alguns produtos do seu carrinho mudaram ou não estão mais disponíveis. O carrinho será limpo.',
    );
    const staffOnly = await validate({ products: [{ product_id: p('308'), quantity: 1 }] }, { token: customer.token });
    expect(staffOnly.body.error.code).toBe('product_change');
    const byStaff = await validate({ products: [{ product_id: p('308'), quantity: 1 }] }, manager);
    expect(byStaff.body.data.subtotal).toBe(15);
    const cantinaId = await placeId(CANTINA);
    await t.database.inPlace(cantinaId, (tx) =>
      tx
        .update(products)
        .set({ active: false })
        .where(eq(products.id, p('502'))),
    );
    // A write behind the app's back: drop the place's catalogue in memory as an admin edit does.
    containerOf(t.app).catalogue.invalidateProducts(cantinaId);
    const inactive = await validate({ products: [{ product_id: p('502'), quantity: 1 }] });
    expect(inactive.body.error.code).toBe('product_change');
    await t.database.inPlace(cantinaId, (tx) =>
      tx
        .update(products)
        .set({ active: true })
        .where(eq(products.id, p('502'))),
    );
    containerOf(t.app).catalogue.invalidateProducts(cantinaId);
  });

  it("honours manager_price and discounts only with the place's manager token; both discounts at once is refused", async () => {
    const line = { product_id: p('301'), quantity: 2, manager_price: 30 };
    const asCustomer = await validate({ products: [line], percent_discount: 50 }, { token: customer.token });
    expect(asCustomer.body.data).toMatchObject({ subtotal: 85.8, desconto: 0, total_payable: 85.8 });
    const asManager = await validate({ products: [line], percent_discount: 10 }, manager);
    expect(asManager.body.data).toMatchObject({ subtotal: 60, desconto: 6, total_payable: 54 });
    const flat = await validate({ products: [line], flat_discount: 100 }, manager);
    expect(flat.body.data).toMatchObject({ desconto: 60, total_payable: 0 });
    const both = await validate({ products: [line], percent_discount: 10, flat_discount: 5 }, manager);
    expect(both.status).toBe(400);
    expect(both.body.error.message).toBe('Use desconto em porcentagem ou em valor, não os dois.');
  });

  it('validates combos with the shared rules and adds their extras; a vanished item is product_change', async () => {
    const [dish, sides, drinks] = combo.sessions as [any, any, any];
    const choice = [
      { session_id: dish.id, items: [{ item_id: dish.items[1].id, qtd: 1 }] },
      {
        session_id: sides.id,
        items: [
          { item_id: sides.items[0].id, qtd: 1 },
          { item_id: sides.items[2].id, qtd: 1 },
        ],
      },
      { session_id: drinks.id, items: [{ item_id: drinks.items[2].id, qtd: 2 }] },
    ];
    const ok = await validate({ products: [{ product_id: p('309'), quantity: 2, combo: choice }] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // 49,90 + Polenta 4,00 + 2 × Suco 3,00 = 59,90 a combo.
    expect(ok.body.data.products[0]).toMatchObject({ unit_price: 59.9, line_total: 119.8 });
    expect(ok.body.data.products[0].combo_summary).toEqual([
      '1x Lasanha da Nonna',
      '1x Salada verde',
      '1x Polenta frita (+R$\u00a04,00)',
      '2x Suco de laranja (+R$\u00a06,00)',
    ]);
    const missing = await validate({ products: [{ product_id: p('309'), quantity: 1, combo: choice.slice(1) }] });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ message: 'Escolha pelo menos 1', code: 'combo' });
    const few = await validate({
      products: [
        {
          product_id: p('309'),
          quantity: 1,
          combo: [choice[0], { session_id: sides.id, items: [{ item_id: sides.items[0].id, qtd: 1 }] }],
        },
      ],
    });
    expect(few.body.error.message).toBe('Escolha pelo menos 2');
    const vanished = await validate({
      products: [
        {
          product_id: p('309'),
          quantity: 1,
          combo: [{ session_id: dish.id, items: [{ item_id: '00000000-0000-4000-8000-000000000002', qtd: 1 }] }],
        },
      ],
    });
    expect(vanished.body.error.code).toBe('product_change');
    const onPlain = await validate({ products: [{ product_id: p('301'), quantity: 1, combo: choice }] });
    expect(onPlain.body.error.code).toBe('product_change');
  });

  it('refuses mixing service types, in the English text for en requests', async () => {
    const clinicId = await placeId(CLINICA);
    const rows = await t.database.inPlace(clinicId, (tx) =>
      tx.select({ id: products.id, type: products.serviceTypeId }).from(products),
    );
    const consulta = rows.find((r) => r.type === 'consulta')?.id;
    const procedimento = rows.find((r) => r.type === 'procedimento')?.id;
    const payload = {
      products: [
        { product_id: consulta, quantity: 1 },
        { product_id: procedimento, quantity: 1 },
      ],
    };
    const pt = await t.call('ordercartproductvalidate', payload, { place: CLINICA });
    expect(pt.status).toBe(400);
    expect(pt.body.error).toMatchObject({
      message: 'Você já tem no carrinho um produto de outro tipo de serviço. Confira o carrinho.',
      code: 'service_type',
    });
    const def = catalogue.ordercartproductvalidate;
    const en = await t.app.inject({
      method: def.method,
      url: callUrl(def),
      headers: { 'x-place-id': CLINICA, 'accept-language': 'en-US' },
      payload,
    });
    expect(en.json().error.message).toBe(
      'You already have a product with another service type in the cart. Please check the cart.',
    );
  });

  it("adds the delivery fee of the address's district, free districts at 0, pickup without fee", async () => {
    const consolacao = await saveAddress('Consolação');
    const republica = await saveAddress('republica'); // accents and case do not matter
    const auth = { token: customer.token };
    const line = [{ product_id: p('401'), quantity: 1 }];
    const paid = await validate({ products: line, delivery_type: 1, address_id: consolacao }, auth);
    expect(paid.body.data).toMatchObject({ delivery_fee: 5, delivery_free: false, total_payable: 10 });
    const free = await validate({ products: line, delivery_type: 1, address_id: republica }, auth);
    expect(free.body.data).toMatchObject({ delivery_fee: 0, delivery_free: true, total_payable: 5 });
    const pickup = await validate(
      { products: line, delivery_type: 1, address_id: consolacao, pickupplace: 'Balcão' },
      auth,
    );
    expect(pickup.body.data.delivery_fee).toBe(0);
    const local = await validate({ products: line, delivery_type: 2, address_id: consolacao }, auth);
    expect(local.body.data.delivery_fee).toBe(0);
  });

  it("answers error_type address for a district not served, and 'Endereço não encontrado' for someone else's address", async () => {
    const moema = await saveAddress('Moema');
    const line = [{ product_id: p('401'), quantity: 1 }];
    const far = await validate({ products: line, delivery_type: 1, address_id: moema }, { token: customer.token });
    expect(far.status).toBe(400);
    expect(far.body.error).toMatchObject({ message: 'Não entregamos neste endereço.', error_type: 'address' });
    const other = await validate({ products: line, delivery_type: 1, address_id: moema }, { token: manager.token });
    expect(other.status).toBe(404);
    expect(other.body.error).toMatchObject({ message: 'Endereço não encontrado', error_type: 'address' });
    const anonymous = await validate({ products: line, delivery_type: 1, address_id: moema });
    expect(anonymous.body.error.message).toBe('Endereço não encontrado');
  });

  it('ignores a coupon when no coupon feature is wired (no error, no discount)', async () => {
    const database = t.database;
    const places = createPlacesRepo(database.db);
    const cart = createCartService({
      database,
      catalogue: createCatalogueService({ database, catalogue: createCatalogueRepo() }),
      addresses: createAddressesService({ database, addresses: createAddressesRepo(), findPlace: places.find }),
      findPlace: places.find,
    });
    const cantinaId = await placeId(CANTINA);
    const actor: Actor = {
      place: { id: cantinaId, slug: CANTINA },
      user: null,
      manager: null,
      level: 'anonymous',
      ip: '127.0.0.1',
      language: 'pt-BR',
    };
    const res = await cart.validateCart(actor, {
      products: [{ product_id: p('401'), quantity: 1 }],
      cupom: 'bemvindo',
    });
    expect(res).toMatchObject({
      cupom: null,
      cupons_error: null,
      cupons_error_code: -1,
      desconto: 0,
      total_payable: 5,
    });
  });
});
