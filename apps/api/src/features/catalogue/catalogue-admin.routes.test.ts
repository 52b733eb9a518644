import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';

const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];

let t: TestApp;
let manager: { token: string; managerToken: string; place: string };
let portoManager: { token: string; managerToken: string; place: string };
let customer: { token: string; place: string };
let pizzas: { _id: string; subtypes: string[] };

beforeAll(async () => {
  const uploads = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  t = await createTestApp({ env: { UPLOADS_DIR: uploads } });
  const login = async (who: { phone: string; password: string }, place: string, ip: string) =>
    (await t.call('login', who, { place, ip })).body.data;
  const m = await login(DEMO.manager, CANTINA, '10.90.0.1');
  manager = { token: m.token, managerToken: m.manager.managerToken, place: CANTINA };
  const p = await login(DEMO.manager, PORTO, '10.90.0.2');
  portoManager = { token: p.token, managerToken: p.manager.managerToken, place: PORTO };
  const c = await login(DEMO.customer, CANTINA, '10.90.0.3');
  customer = { token: c.token, place: CANTINA };
  const menus = await t.call('admin/catalogue/menus', {}, manager);
  pizzas = menus.body.data.categories.find((c: { type_search: string }) => c.type_search === 'pizzas');
});
afterAll(() => t.close());

const newProduct = (over: Record<string, unknown> = {}) => ({
  category_id: pizzas._id,
  code: 'PZ-900',
  productname: 'Pizza de teste',
  description: 'Molho, queijo e manjericão',
  price: 49.9,
  regular_price: 59.9,
  stock: 10,
  safety_margin: 1,
  max_quantity: 5,
  ...over,
});

describe('admin/catalogue: categories', () => {
  it('lists every category with subtypes and product counts; a customer is refused', async () => {
    const res = await t.call('admin/catalogue/menus', {}, manager);
    expect(res.status).toBe(200);
    expect(pizzas.subtypes).toEqual(['Tradicionais', 'Especiais', 'Doces']);
    expect(res.body.data.categories[0]).toMatchObject({ active: true, product_count: expect.any(Number) });
    const denied = await t.call('admin/catalogue/menus', {}, customer);
    expect(denied.status).toBe(403);
  });

  it('creates a category that the storefront lists at once, reorders, refuses a taken identifier', async () => {
    await t.call('preloginprime', {}, { place: CANTINA }); // warm the menu cache
    const saved = await t.call(
      'admin/catalogue/savemenu',
      { name: 'Lanches', type_search: 'lanches', subtypes: ['Artesanais'], highlight: true },
      manager,
    );
    expect(saved.status).toBe(200);
    const id = saved.body.data.category._id;
    const store = await t.call('getcategories', {}, { place: CANTINA });
    expect(store.body.data.categories.map((c: { name: string }) => c.name)).toContain('Lanches');
    const prelogin = await t.call('preloginprime', {}, { place: CANTINA });
    expect(JSON.stringify(prelogin.body.data)).toContain('Lanches');

    const taken = await t.call('admin/catalogue/savemenu', { name: 'Outra', type_search: 'lanches' }, manager);
    expect(taken.status).toBe(400);
    expect(taken.body.error).toMatchObject({
      field: 'type_search',
      message: 'Já existe uma categoria com este identificador.',
    });

    const reordered = await t.call('admin/catalogue/reordermenus', { ids: [id] }, manager);
    expect(reordered.body.data.ids[0]).toBe(id);
    const after = await t.call('getcategories', {}, { place: CANTINA });
    expect(after.body.data.categories[0].name).toBe('Lanches');

    const deleted = await t.call('admin/catalogue/deletemenu', { _id: id }, manager);
    expect(deleted.body.data).toEqual({ deleted: true });
    const full = await t.call('admin/catalogue/deletemenu', { _id: pizzas._id }, manager);
    expect(full.status).toBe(400);
  });
});

describe('admin/catalogue: products', () => {
  let productId: string;

  it('creates a product that the storefront shows at once (cached pages dropped)', async () => {
    await t.call('getproductlistnotoken', { type: 'pizzas' }, { place: CANTINA }); // warm the page cache
    const res = await t.call('admin/catalogue/saveproduct', newProduct(), manager);
    expect(res.status).toBe(200);
    productId = res.body.data.product._id;
    expect(res.body.data.product).toMatchObject({ code: 'PZ-900', price: 49.9, discount: 17, stock: 10, active: true });
    const page = await t.call('getproductlistnotoken', { type: 'pizzas' }, { place: CANTINA });
    expect(page.body.data.products.map((p: { code: string }) => p.code)).toContain('PZ-900');
    const history = await t.call('admin/catalogue/stockhistory', { product_id: productId }, manager);
    expect(history.body.data.movements[0]).toMatchObject({ delta: 10, stock_after: 10, reason: 'Estoque inicial' });
  });

  it('refuses a duplicate code and a negative price with the message under the field', async () => {
    const dup = await t.call('admin/catalogue/saveproduct', newProduct({ productname: 'Outra' }), manager);
    expect(dup.status).toBe(400);
    expect(dup.body.error).toMatchObject({ field: 'code', message: 'Já existe um produto com este código.' });
    const negative = await t.call('admin/catalogue/saveproduct', newProduct({ code: 'PZ-901', price: -1 }), manager);
    expect(negative.status).toBe(400);
    expect(negative.body.error).toMatchObject({ field: 'price', error_type: 'validation' });
    expect(negative.body.error.message).toContain('O preço não pode ser negativo.');
    const subtype = await t.call(
      'admin/catalogue/saveproduct',
      newProduct({ code: 'PZ-902', subtype: 'Nada' }),
      manager,
    );
    expect(subtype.body.error).toMatchObject({ field: 'subtype' });
    // A service type the place does not have (decision 180).
    const type = await t.call(
      'admin/catalogue/saveproduct',
      newProduct({ code: 'PZ-903', service_type_id: 'x' }),
      manager,
    );
    expect(type.status).toBe(400);
    expect(type.body.error).toMatchObject({
      field: 'service_type_id',
      message: 'Tipo de serviço não encontrado: cadastre-o em Tipos de serviço.',
    });
  });

  it.each([
    [{ regular_price: -1 }, 'regular_price', 'O preço não pode ser negativo.'],
    [{ stock: -1 }, 'stock', 'Não pode ser negativo.'],
    [{ code: 'PZ 9' }, 'code', 'Use só letras, números, ponto, hífen ou sublinhado (até 40).'],
  ])('refuses %j with a 400 under the field', async (over, field, message) => {
    const res = await t.call('admin/catalogue/saveproduct', newProduct({ code: 'PZ-903', ...over }), manager);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toMatchObject({ field, error_type: 'validation' });
    expect(res.body.error.message).toContain(message);
  });

  it('turns availability off (gone from the storefront), searches, adjusts stock with a reason', async () => {
    const off = await t.call('admin/catalogue/availability', { _id: productId, active: false }, manager);
    expect(off.body.data.product.active).toBe(false);
    const gone = await t.call('getproductnotoken', { code: 'PZ-900' }, { place: CANTINA });
    expect(gone.status).toBe(404);
    const found = await t.call('admin/catalogue/products', { search: 'pz-900' }, manager);
    expect(found.body.data.products.map((p: { code: string }) => p.code)).toEqual(['PZ-900']);

    const adjust = await t.call(
      'admin/catalogue/adjuststock',
      { product_id: productId, delta: -3, reason: 'Quebra' },
      manager,
    );
    expect(adjust.body.data).toMatchObject({ stock: 7, movement: { delta: -3, reason: 'Quebra' } });
    const below = await t.call(
      'admin/catalogue/adjuststock',
      { product_id: productId, delta: -8, reason: 'x' },
      manager,
    );
    expect(below.body.error).toMatchObject({ field: 'delta', message: 'O estoque não pode ficar negativo.' });
    const history = await t.call('admin/catalogue/stockhistory', { product_id: productId }, manager);
    expect(history.body.data.movements.map((m: { delta: number }) => m.delta)).toEqual([-3, 10]);
    expect(history.body.data.movements[0].by).toBeTruthy();
  });

  it("never lets a manager of another place read or change this place's products", async () => {
    // A manager token of the bar, sent to the cantina: no manager there.
    const asForeign = { ...portoManager, place: CANTINA };
    for (const [name, body] of [
      ['admin/catalogue/product', { _id: productId }],
      ['admin/catalogue/saveproduct', newProduct({ _id: productId, price: 1 })],
      ['admin/catalogue/adjuststock', { product_id: productId, delta: 1, reason: 'x' }],
      ['admin/catalogue/deleteproduct', { _id: productId }],
    ] as const) {
      const res = await t.call(name, body, asForeign);
      expect(res.status, name).toBe(403);
    }
    // At the bar, the cantina's product id is unknown.
    const read = await t.call('admin/catalogue/product', { _id: productId }, portoManager);
    expect(read.status).toBe(404);
    const write = await t.call('admin/catalogue/availability', { _id: productId, active: true }, portoManager);
    expect(write.status).toBe(404);
    const stock = await t.call(
      'admin/catalogue/adjuststock',
      { product_id: productId, delta: 1, reason: 'x' },
      portoManager,
    );
    expect(stock.status).toBe(404);
    const steal = await t.call('admin/catalogue/saveproduct', newProduct({ _id: productId }), portoManager);
    expect(steal.status).toBe(400); // the cantina's category is unknown at the bar
    const mine = await t.call('admin/catalogue/product', { _id: productId }, manager);
    expect(mine.body.data.product).toMatchObject({ price: 49.9, stock: 7 });
  });
});

describe('admin/catalogue: combos', () => {
  it('saves, reads and deletes sessions; the storefront sees the combo; impossible sessions are refused', async () => {
    const base = await t.call(
      'admin/catalogue/saveproduct',
      newProduct({ code: 'CB-1', productname: 'Combo teste' }),
      manager,
    );
    const id = base.body.data.product._id;
    const session = {
      title: 'Escolha a bebida',
      selection_type: 'UNIQUE_SELECT',
      display_order: 1,
      product_list_data: [
        { productname: 'Suco', price: 0 },
        { productname: 'Refri', price: 2.5 },
      ],
    };
    const saved = await t.call('admin/catalogue/savecombo', { product_id: id, sessions: [session] }, manager);
    expect(saved.status).toBe(200);
    const sessionId = saved.body.data.sessions[0]._id;
    const store = await t.call('getproductnotoken', { code: 'CB-1' }, { place: CANTINA });
    expect(store.body.data.combosession_list[0].product_list_data.map((i: { price: number }) => i.price)).toEqual([
      0, 2.5,
    ]);

    // Ids sent back are kept.
    const again = await t.call(
      'admin/catalogue/savecombo',
      { product_id: id, sessions: [{ ...saved.body.data.sessions[0], title: 'Bebida' }] },
      manager,
    );
    expect(again.body.data.sessions[0]).toMatchObject({ _id: sessionId, title: 'Bebida' });

    const impossible = await t.call(
      'admin/catalogue/savecombo',
      { product_id: id, sessions: [{ ...session, selection_type: 'MANY_SELECT', min_itens: 3, max_itens: 2 }] },
      manager,
    );
    expect(impossible.status).toBe(400);
    expect(impossible.body.error.message).toContain('O mínimo não pode ser maior que o máximo.');

    const negative = await t.call(
      'admin/catalogue/savecombo',
      { product_id: id, sessions: [{ ...session, product_list_data: [{ productname: 'Suco', price: -2 }] }] },
      manager,
    );
    expect(negative.status).toBe(400);
    expect(negative.body.error).toMatchObject({ field: 'sessions.0.product_list_data.0.price' });
    expect(negative.body.error.message).toContain('O preço não pode ser negativo.');

    const deleted = await t.call('admin/catalogue/deletecombo', { product_id: id }, manager);
    expect(deleted.body.data.deleted).toBe(true);
    const read = await t.call('admin/catalogue/combo', { product_id: id }, manager);
    expect(read.body.data.sessions).toEqual([]);
  });
});

describe('admin/catalogue: photos', () => {
  it('stores a PNG as WebP on the local disk and serves it', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const res = await t.call('admin/catalogue/uploadphoto', { data: png.toString('base64') }, manager);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ width: 1200, height: 600 });
    expect(res.body.data.url).toMatch(/^\/uploads\/places\/[0-9a-f-]+\/product\/[0-9a-f-]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('refuses what is not an image and what is over 10 MB', async () => {
    const text = await t.call(
      'admin/catalogue/uploadphoto',
      { data: Buffer.from('hello').toString('base64') },
      manager,
    );
    expect(text.status).toBe(400);
    expect(text.body.error.message).toBe('O arquivo não é uma imagem.');
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 1).toString('base64');
    const tooBig = await t.call('admin/catalogue/uploadphoto', { data: big }, manager);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error.message).toBe('A imagem deve ter no máximo 10 MB.');
    // Far over the call's body limit: the same answer, not the generic 413.
    const huge = Buffer.alloc(15 * 1024 * 1024, 1).toString('base64');
    const wayTooBig = await t.call('admin/catalogue/uploadphoto', { data: huge }, manager);
    expect(wayTooBig.status).toBe(400);
    expect(wayTooBig.body.error).toMatchObject({ field: 'data', error_type: 'validation' });
    expect(wayTooBig.body.error.message).toBe('A imagem deve ter no máximo 10 MB.');
  });
});

describe('admin/catalogue: CSV', () => {
  it('exports the catalogue and imports it back unchanged', async () => {
    const out = await t.call('admin/catalogue/exportcsv', {}, manager);
    expect(out.body.data.filename).toBe('cardapio-cantina-da-praca.csv');
    const lines = out.body.data.csv.split('\n');
    expect(lines[0]).toContain('code;productname;category;subtype');
    const back = await t.call('admin/catalogue/importcsv', { csv: out.body.data.csv, dry_run: true }, manager);
    expect(back.body.data.errors).toEqual([]);
    expect(back.body.data.created).toBe(0);
  });

  it('reports every bad row (row, field, message) and saves nothing', async () => {
    const csv = [
      'code;productname;category;price;stock;active',
      'NEW-1;Pastel;entradas;12,50;4;sim',
      'NEW-2;Pastel 2;nao-existe;10,00;;sim',
      'NEW-3;Pastel 3;entradas;-5;;sim',
      'NEW-1;Repetido;entradas;1,00;;talvez',
      ';Sem código;entradas;1,00;;',
    ].join('\n');
    const res = await t.call('admin/catalogue/importcsv', { csv }, manager);
    expect(res.status).toBe(200);
    expect(res.body.data.saved).toBe(false);
    expect(res.body.data.errors).toEqual([
      { row: 3, field: 'category', message: 'Categoria não encontrada.' },
      { row: 4, field: 'price', message: 'O preço não pode ser negativo.' },
      { row: 5, field: 'code', message: 'Código repetido no arquivo (linha 2).' },
      { row: 5, field: 'active', message: 'Use sim ou não.' },
      { row: 6, field: 'code', message: 'Informe o código.' },
    ]);
    const none = await t.call('admin/catalogue/products', { search: 'pastel 2' }, manager);
    expect(none.body.data.total).toBe(0);

    const good = await t.call('admin/catalogue/importcsv', { csv: lines(csv, [0, 1]) }, manager);
    expect(good.body.data).toMatchObject({ saved: true, created: 1, updated: 0, errors: [] });
    const store = await t.call('getproductnotoken', { code: 'NEW-1' }, { place: CANTINA });
    expect(store.body.data).toMatchObject({ productname: 'Pastel', price: 12.5, stock: 4 });
  });
});

describe('admin/catalogue: CSV, check-in products and service types (decisions 180, 187)', () => {
  const productOf = async (code: string, who = portoManager) => {
    const found = await t.call('admin/catalogue/products', { search: code }, who);
    return found.body.data.products.find((p: { code: string }) => p.code === code);
  };

  it("exports check_in and imports it back; a file without the column keeps the product's flag", async () => {
    const out = await t.call('admin/catalogue/exportcsv', {}, portoManager);
    const [header, ...rows] = out.body.data.csv.replace(/^\uFEFF/, '').split('\n');
    const columns = header.split(';');
    expect(columns).toContain('check_in');
    const room = rows.find((r: string) => r.startsWith('401;'))?.split(';');
    expect(room?.[columns.indexOf('check_in')]).toBe('sim');

    const off = ['code;productname;category;price;check_in', '401;Diária Quarto Standard;hospedagem;320,00;não'];
    expect((await t.call('admin/catalogue/importcsv', { csv: off.join('\n') }, portoManager)).body.data).toMatchObject({
      saved: true,
      updated: 1,
    });
    expect((await productOf('401')).check_in).toBe(false);
    const on = ['code;productname;category;price;check_in', '401;Diária Quarto Standard;hospedagem;320,00;sim'];
    await t.call('admin/catalogue/importcsv', { csv: on.join('\n') }, portoManager);
    expect((await productOf('401')).check_in).toBe(true);
    // An older file (no check_in column) changes the price and leaves the flag alone.
    const older = ['code;productname;category;price', '401;Diária Quarto Standard;hospedagem;330,00'];
    await t.call('admin/catalogue/importcsv', { csv: older.join('\n') }, portoManager);
    expect(await productOf('401')).toMatchObject({ check_in: true, price: 330 });
    const bad = ['code;productname;category;price;check_in', '401;Diária Quarto Standard;hospedagem;320,00;talvez'];
    const refused = await t.call('admin/catalogue/importcsv', { csv: bad.join('\n') }, portoManager);
    expect(refused.body.data.errors).toEqual([{ row: 2, field: 'check_in', message: 'Use sim ou não.' }]);
  });

  it('refuses a service type the place does not have, as the product form does, and saves nothing', async () => {
    const csv = [
      'code;productname;category;price;service_type_id',
      'ST-1;Pastel de feira;entradas;9,00;',
      'ST-2;Pastel com tipo;entradas;9,00;teleconsulta',
    ].join('\n');
    const res = await t.call('admin/catalogue/importcsv', { csv }, manager);
    expect(res.body.data.saved).toBe(false);
    expect(res.body.data.errors).toEqual([
      { row: 3, field: 'service_type_id', message: 'Tipo de serviço não encontrado: cadastre-o em Tipos de serviço.' },
    ]);
    expect(await productOf('ST-1', manager)).toBeUndefined();
  });
});

const lines = (csv: string, keep: number[]) =>
  csv
    .split('\n')
    .filter((_, i) => keep.includes(i))
    .join('\n');
