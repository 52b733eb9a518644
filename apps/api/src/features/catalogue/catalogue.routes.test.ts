import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, products } from '../../platform/db/schema.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];

let t: TestApp;
let customer: { token: string };
let manager: { token: string; managerToken: string };
let foreignManager: { token: string; managerToken: string };

beforeAll(async () => {
  t = await createTestApp();
  const login = async (phone: string, password: string, place: string, ip: string) =>
    (await t.call('login', { phone, password }, { place, ip })).body.data;
  const c = await login(DEMO.customer.phone, DEMO.customer.password, CANTINA, '10.80.0.1');
  customer = { token: c.token };
  const m = await login(DEMO.manager.phone, DEMO.manager.password, CANTINA, '10.80.0.2');
  manager = { token: m.token, managerToken: m.manager.managerToken };
  // The same person is staff at the bar too: that token must give nothing extra at the cantina.
  const f = await login(DEMO.manager.phone, DEMO.manager.password, PORTO, '10.80.0.3');
  foreignManager = { token: f.token, managerToken: f.manager.managerToken };
});
afterAll(() => t.close());

const names = (res: { body: { data?: any } }) =>
  (res.body.data.products as { productname: string }[]).map((p) => p.productname);

describe('getcategories', () => {
  it("lists the place's active categories in menu order, with their subtypes", async () => {
    const res = await t.call('getcategories', {}, { place: CANTINA });
    expect(res.status).toBe(200);
    const categories = res.body.data.categories as any[];
    expect(categories.map((c) => c.name)).toEqual(['Entradas', 'Pizzas', 'Massas', 'Bebidas', 'Sobremesas']);
    expect(categories.map((c) => c.order)).toEqual([0, 1, 2, 3, 4]);
    expect(categories[1]).toMatchObject({
      type_search: 'pizzas',
      subtypes: ['Tradicionais', 'Especiais', 'Doces'],
      highlight: true,
      carousel: true,
    });
    expect(categories[1]._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("never mixes another place's categories", async () => {
    const res = await t.call('getcategories', {}, { place: PORTO });
    expect((res.body.data.categories as any[]).map((c) => c.name)).toEqual([
      'Petiscos',
      'Drinks',
      'Cervejas',
      'Hospedagem',
    ]);
  });
});

describe('getproductlistnotoken', () => {
  it('pages by 30 with has_more and total, sorted by name by default', async () => {
    const first = await t.call('getproductlistnotoken', {}, { place: CANTINA });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, has_more: true, total: 38 });
    expect(first.body.data.products).toHaveLength(30);
    const second = await t.call('getproductlistnotoken', { page: 2 }, { place: CANTINA });
    expect(second.body.data).toMatchObject({ page: 2, has_more: false, total: 38 });
    expect(second.body.data.products).toHaveLength(8);
    const all = [...names(first), ...names(second)];
    expect(new Set(all).size).toBe(38);
    const beyond = await t.call('getproductlistnotoken', { page: 3 }, { place: CANTINA });
    expect(beyond.body.data).toMatchObject({ products: [], has_more: false, total: 38 });
  });

  it('sorts by name ignoring accents and case (Água among the a’s), ascending by default and descending', async () => {
    const asc = await t.call('getproductlistnotoken', { type: 'bebidas' }, { place: CANTINA });
    expect(names(asc)).toEqual([
      'Água com gás',
      'Água mineral sem gás',
      'Cerveja Original 600 ml',
      'Coca-Cola lata',
      'Guaraná Antarctica lata',
      'Limonada suíça',
      'Suco de laranja',
      'Suco de maracujá',
      'Vinho tinto da casa (taça)',
    ]);
    const desc = await t.call(
      'getproductlistnotoken',
      { type: 'bebidas', sort: 'productname desc' },
      { place: CANTINA },
    );
    expect(names(desc)).toEqual([...names(asc)].reverse());
  });

  it('sorts by price both ways', async () => {
    const asc = await t.call('getproductlistnotoken', { type: 'bebidas', sort: 'price asc' }, { place: CANTINA });
    const prices = (asc.body.data.products as { price: number }[]).map((p) => p.price);
    expect(prices[0]).toBe(5);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await t.call('getproductlistnotoken', { type: 'bebidas', sort: 'price desc' }, { place: CANTINA });
    const down = (desc.body.data.products as { price: number }[]).map((p) => p.price);
    expect(down[0]).toBe(22);
    expect(down).toEqual([...prices].sort((a, b) => b - a));
  });

  it('filters by category and subtype', async () => {
    const res = await t.call('getproductlistnotoken', { type: 'pizzas', subtype: 'Doces' }, { place: CANTINA });
    expect(names(res)).toEqual(['Pizza Chocolate com Morango', 'Pizza Romeu e Julieta']);
    expect(res.body.data.products.every((p: any) => p.type === 'pizzas' && p.subtype === 'Doces')).toBe(true);
  });

  it('answers an unknown category with the spec message', async () => {
    const res = await t.call('getproductlistnotoken', { type: 'nao-existe' }, { place: CANTINA });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Categoria não encontrada');
    // A category of another place is unknown here too.
    const foreign = await t.call('getproductlistnotoken', { type: 'petiscos' }, { place: CANTINA });
    expect(foreign.status).toBe(404);
  });

  it('searches ignoring accents and case, in name and description', async () => {
    for (const search of ['pao', 'PÃO', '  Pão de ']) {
      const res = await t.call('getproductlistnotoken', { search }, { place: CANTINA });
      expect(names(res), search).toEqual(['Pão de alho']);
    }
    const byDescription = await t.call('getproductlistnotoken', { search: 'muçarela de búfala' }, { place: CANTINA });
    expect(names(byDescription)).toEqual(['Pizza Margherita']);
    const wildcard = await t.call('getproductlistnotoken', { search: '%%%' }, { place: CANTINA });
    expect(wildcard.body.data).toMatchObject({ products: [], total: 0, has_more: false });
  });

  it('has a trigram index for the search, whose results match with or without accents (decision 171)', async () => {
    const index = await t.database.db.execute(
      sql`select indexdef from pg_indexes where tablename = 'products' and indexname = 'products_search_trgm'`,
    );
    const [found] = (index as { rows: { indexdef?: string }[] }).rows;
    expect(String(found?.indexdef)).toContain('gin_trgm_ops');
    const plain = await t.call('getproductlistnotoken', { search: 'mucarela' }, { place: CANTINA });
    const accented = await t.call('getproductlistnotoken', { search: 'MUÇARELA' }, { place: CANTINA });
    expect(names(plain).length).toBeGreaterThan(0);
    expect(accented.body).toEqual(plain.body);
  });

  it('lists everything for an empty or blank search', async () => {
    const res = await t.call('getproductlistnotoken', { search: '   ' }, { place: CANTINA });
    expect(res.body.data.total).toBe(38);
  });

  it('refuses a search of 1 or 2 characters, naming the field', async () => {
    for (const search of ['p', 'pa', ' pa ']) {
      const res = await t.call('getproductlistnotoken', { search }, { place: CANTINA });
      expect(res.status, search).toBe(400);
      expect(res.body.error).toMatchObject({
        error_type: 'validation',
        field: 'search',
        message: 'search: Digite pelo menos 3 letras para buscar.',
      });
    }
  });

  it('refuses a NUL character (PostgreSQL text cannot hold it) with a validation error, not a 500', async () => {
    for (const body of [{ search: '\u0000abc' }, { type: '\u0000' }, { subtype: 'a\u0000' }]) {
      const res = await t.call('getproductlistnotoken', body, { place: CANTINA });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.error_type).toBe('validation');
    }
    const res = await t.call('getproductnotoken', { code: '\u0000' }, { place: CANTINA });
    expect(res.status).toBe(400);
  });

  it('answers products in the spec shape: reais, derived discount, stock fields', async () => {
    const pizzas = await t.call('getproductlistnotoken', { type: 'pizzas' }, { place: CANTINA });
    const margherita = pizzas.body.data.products.find((p: any) => p.code === '201');
    expect(margherita).toMatchObject({
      productname: 'Pizza Margherita',
      price: 39.9,
      regular_price: 49.9,
      discount: 20,
      type: 'pizzas',
      subtype: 'Tradicionais',
      stock: null,
      manager_only: false,
      services_providers: [],
    });
    expect(margherita).toMatchObject({ combolist_id: null, combosession_list: [] });
    const sweets = await t.call('getproductlistnotoken', { type: 'sobremesas' }, { place: CANTINA });
    const tiramisu = sweets.body.data.products.find((p: any) => p.code === '501');
    expect(tiramisu).toMatchObject({
      stock: 3,
      safety_margin: 1,
      sale_without_stock: false,
      regular_price: null,
      discount: 0,
    });
  });

  it('hides staff-only products from anonymous callers and customers, shows them with the manager token', async () => {
    const anonymous = await t.call('getproductlistnotoken', { type: 'massas' }, { place: CANTINA });
    expect(names(anonymous)).not.toContain('Refeição da equipe');
    const asCustomer = await t.call('getproductlist', { type: 'massas' }, { ...customer, place: CANTINA });
    expect(asCustomer.status).toBe(200);
    expect(names(asCustomer)).not.toContain('Refeição da equipe');
    const asForeignStaff = await t.call('getproductlist', { type: 'massas' }, { ...foreignManager, place: CANTINA });
    expect(names(asForeignStaff)).not.toContain('Refeição da equipe');
    const asManager = await t.call('getproductlist', { type: 'massas' }, { ...manager, place: CANTINA });
    expect(names(asManager)).toContain('Refeição da equipe');
    expect(asManager.body.data.products.find((p: any) => p.code === '308').manager_only).toBe(true);
    const all = await t.call('getproductlist', {}, { ...manager, place: CANTINA });
    expect(all.body.data.total).toBe(39);
  });

  it('accepts the original app fields manager, attendancy and check_in', async () => {
    const res = await t.call(
      'getproductlistnotoken',
      { type: 'entradas', manager: true, attendancy: 2, check_in: 'x' },
      { place: CANTINA },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(4);
  });
});

describe('getproductlist', () => {
  it('needs a user token', async () => {
    const res = await t.call('getproductlist', {}, { place: CANTINA });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('access_denied');
  });
});

describe('getproductnotoken', () => {
  it('answers the product of this place by code (codes repeat across places)', async () => {
    const cantina = await t.call('getproductnotoken', { code: '101' }, { place: CANTINA });
    expect(cantina.status).toBe(200);
    expect(cantina.body.data).toMatchObject({ code: '101', productname: 'Pão de alho', price: 18.9, type: 'entradas' });
    const porto = await t.call('getproductnotoken', { code: '101' }, { place: PORTO });
    expect(porto.body.data).toMatchObject({ code: '101', productname: 'Isca de peixe' });
    expect(porto.body.data._id).not.toBe(cantina.body.data._id);
  });

  it("never answers another place's product", async () => {
    const res = await t.call('getproductnotoken', { code: '501' }, { place: PORTO });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Produto não encontrado.');
    const list = await t.call('getproductlistnotoken', { search: 'tiramisu' }, { place: PORTO });
    expect(list.body.data.total).toBe(0);
  });

  it('answers an unknown code with the spec message', async () => {
    const res = await t.call('getproductnotoken', { code: 'nada' }, { place: CANTINA });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Produto não encontrado.');
  });

  it('answers a staff-only product only with the manager token of the place', async () => {
    expect((await t.call('getproductnotoken', { code: '308' }, { place: CANTINA })).status).toBe(404);
    expect((await t.call('getproductnotoken', { code: '308' }, { ...customer, place: CANTINA })).status).toBe(404);
    expect((await t.call('getproductnotoken', { code: '308' }, { ...foreignManager, place: CANTINA })).status).toBe(
      404,
    );
    const res = await t.call('getproductnotoken', { code: '308' }, { ...manager, place: CANTINA });
    expect(res.status).toBe(200);
    expect(res.body.data.manager_only).toBe(true);
  });

  it('serves the clinic services with their service type', async () => {
    const res = await t.call('getproductlistnotoken', { search: 'dermato' }, { place: DEMO.places[2] });
    expect(res.body.data.products).toEqual([
      expect.objectContaining({ productname: 'Consulta dermatológica', service_type_id: 'consulta', price: 350 }),
    ]);
  });
});

describe('preloginprime menu', () => {
  it("lists the place's categories as menu entries", async () => {
    const res = await t.call('preloginprime', {}, { place: CANTINA });
    const menu = res.body.data.restaurant_data.menu as any[];
    expect(menu.map((m) => m.name)).toEqual(['Entradas', 'Pizzas', 'Massas', 'Bebidas', 'Sobremesas']);
    expect(menu[1]).toMatchObject({ type_search: 'pizzas', order: 1, highlight: true, carousel: true });
    const again = await t.call('preloginprime', {}, { place: PORTO });
    expect((again.body.data.restaurant_data.menu as any[]).map((m) => m.name)).toEqual([
      'Petiscos',
      'Drinks',
      'Cervejas',
      'Hospedagem',
    ]);
  });
});

describe('row-level security on the catalogue', () => {
  it('a query without a place filter sees only the current place', async () => {
    const [cantina] = await t.database.db.select({ id: places.id }).from(places).limit(1);
    // As the owner of the tables (no RLS), every demo place with a menu shows.
    const all = await t.database.db.select({ placeId: products.placeId }).from(products);
    const withMenu = await t.database.db.selectDistinct({ id: products.placeId }).from(products);
    expect(new Set(all.map((p) => p.placeId)).size).toBe(withMenu.length);
    expect(withMenu.length).toBeGreaterThan(1);
    const seen = await t.database.inPlace(cantina?.id ?? '', (tx) => tx.select().from(products));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((p) => p.placeId === cantina?.id)).toBe(true);
    expect(await t.database.inTransaction((tx) => tx.select().from(products))).toHaveLength(0);
  });
});
