import { IMAGE_TOO_LARGE, OPEN_EQUALS_CLOSE } from '@app/domain/places/settings-schemas';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerOf } from '../../app.ts';
import { customerAuth, type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { productIds } from '../orders/orders.test-helpers.ts';

const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];
const CLINICA = DEMO.places[2];

let t: TestApp;
let owner: StaffAuth;
let manager: StaffAuth;
let customer: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffAuth(t, CANTINA, '10.91.0.1', DEMO.owner);
  manager = await staffAuth(t, CANTINA, '10.91.0.2');
  customer = { token: (await customerAuth(t, CANTINA, '10.91.0.3')).token };
});
afterAll(() => t.close());

const update = (body: Record<string, unknown>, auth: StaffAuth = owner, place: string = CANTINA) =>
  t.call('admin/settings/update', body, { place, ...auth });

describe('admin/settings', () => {
  it('reads every setting for a manager, marking the owner-only ones', async () => {
    const res = await t.call('admin/settings/get', {}, { place: CANTINA, ...manager });
    expect(res.status).toBe(200);
    expect(res.body.data.owner).toBe(false);
    expect(res.body.data.owner_only).toContain('cashback_perc');
    expect(res.body.data.settings).toMatchObject({ aberto: true, cashback_perc: 5, max_installments: 6 });
    expect(res.body.data.settings.delivery_districts).toContainEqual({
      name: 'Consolação',
      city: 'São Paulo',
      uf: 'SP',
      fee: 5,
      free: false,
    });
    const asOwner = await t.call('admin/settings/get', {}, { place: CANTINA, ...owner });
    expect(asOwner.body.data.owner).toBe(true);
  });

  it("reads and saves the bar's hours past midnight as one range (10:00 to 02:00 of the next day)", async () => {
    const porto = await staffAuth(t, PORTO, '10.91.0.4', DEMO.owner);
    const read = await t.call('admin/settings/get', {}, { place: PORTO, ...porto });
    const hours = read.body.data.settings.business_hours;
    expect(hours).toContainEqual({ weekday: 5, open: '10:00', close: '02:00' });
    const res = await update({ business_hours: hours }, porto, PORTO);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The older split form (18:00–23:59 plus 00:00–02:00 of the next day) is still accepted.
    const split = [
      { weekday: 5, open: '18:00', close: '23:59' },
      { weekday: 6, open: '00:00', close: '02:00' },
    ];
    expect((await update({ business_hours: split }, porto, PORTO)).status).toBe(200);
    expect((await update({ business_hours: hours }, porto, PORTO)).status).toBe(200);
  });

  it('reads stored hours the form would refuse (open equal to close) instead of failing', async () => {
    const clinica = await staffAuth(t, CLINICA, '10.91.0.9', DEMO.owner);
    const before = await t.call('admin/settings/get', {}, { place: CLINICA, ...clinica });
    const { db } = t.database;
    await db.execute(
      sql`update places set business_hours = '[{"weekday":1,"open":"09:00","close":"09:00"}]'::jsonb where slug = 'clinica-bem-estar'`,
    );
    const read = await t.call('admin/settings/get', {}, { place: CLINICA, ...clinica });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data.settings.business_hours).toEqual([{ weekday: 1, open: '09:00', close: '09:00' }]);
    const save = await update({ business_hours: read.body.data.settings.business_hours }, clinica, CLINICA);
    expect(save.status).toBe(400);
    expect(save.body.error.field).toBe('business_hours.0.close');
    expect((await update({ business_hours: before.body.data.settings.business_hours }, clinica, CLINICA)).status).toBe(
      200,
    );
  });

  it('refuses a customer', async () => {
    const res = await t.call('admin/settings/get', {}, { place: CANTINA, ...customer });
    expect(res.status).toBe(403);
  });

  it.each([
    [{ business_hours: [{ weekday: 1, open: '18:00', close: '18:00' }] }, 'business_hours.0.close', OPEN_EQUALS_CLOSE],
    [{ business_hours: [{ weekday: 1, open: '25:00', close: '26:00' }] }, 'business_hours.0.open', 'HH:MM'],
    [{ cashback_perc: 150 }, 'cashback_perc', 'Percentual de cashback: o percentual deve ser no máximo 100%.'],
    [
      { delivery_districts: [{ name: 'Centro', city: 'São Paulo', uf: 'SP', fee: -1, free: false }] },
      'delivery_districts.0.fee',
      'Taxa de entrega: o valor não pode ser negativo.',
    ],
    [{ cashback_min_saque: -5 }, 'cashback_min_saque', 'não pode ser negativo'],
    [{ referral_reward: -1 }, 'referral_reward', 'Prêmio por indicação: o valor não pode ser negativo.'],
    [{ cashback_perc: -1 }, 'cashback_perc', 'Percentual de cashback: o percentual não pode ser negativo.'],
    [{ max_installments: 13 }, 'max_installments', 'Parcelas máximas: o máximo é 12.'],
    [{ order_expiration_time: -1 }, 'order_expiration_time', 'Expiração do pedido (horas): o mínimo é 0.'],
    [
      {
        delivery_districts: [
          { name: 'Centro', city: 'São Paulo', uf: 'SP', fee: 1, free: false },
          { name: 'centro', city: 'São Paulo', uf: 'SP', fee: 2, free: false },
        ],
      },
      'delivery_districts.1.name',
      'Bairro repetido',
    ],
    [{ delivery_agenda: false, delivery_agenda_only: true }, 'delivery_agenda_only', 'ative também a entrega agendada'],
    [{ support_link: 'javascript:alert(1)' }, 'support_link', 'https://'],
    [{ card_brands: ['bitcoin'] }, 'card_brands.0', ''],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    const res = await update(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toMatchObject({ error_type: 'validation', field });
    expect(res.body.error.message).toContain(message);
  });

  it('saves hours and delivery fees, and the storefront reads them at once', async () => {
    const res = await update({
      business_hours: [
        { weekday: 2, open: '18:00', close: '23:59' },
        { weekday: 1, open: '11:00', close: '15:00' },
        { weekday: 1, open: '18:00', close: '23:00' },
      ],
      delivery_districts: [
        { name: 'Centro', city: 'São Paulo', uf: 'sp', fee: 7.5, free: false },
        { name: 'República', city: 'São Paulo', uf: 'SP', fee: 0, free: true },
      ],
      pickup_places: ['Balcão', 'Drive-thru'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.settings.business_hours[0]).toEqual({ weekday: 1, open: '11:00', close: '15:00' });
    const prelogin = await t.call('preloginprime', {}, { place: CANTINA });
    expect(prelogin.body.data.district_list).toContainEqual({ name: 'Centro', city: 'São Paulo', fee: 7.5 });
    expect(prelogin.body.data.restaurant_data.business_hours).toHaveLength(3);
    // Put the demo hours back (open all day) for the next tests.
    await update({
      business_hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '00:00', close: '23:59' })),
    });
  });

  it('lets a manager save a section that carries unchanged owner-only fields, not change them', async () => {
    const same = await update({ accept_cash: false, cashback_perc: 5, max_installments: 6 }, manager);
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.data.settings.accept_cash).toBe(false);
    for (const body of [
      { cashback_perc: 10 },
      { payments_seller_id: 'outro' },
      { marketplace: true },
      { first_purchase_block: true },
    ]) {
      const res = await update(body, manager);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'owner_only', field: Object.keys(body)[0] });
      expect(res.body.error.message).toMatch(/^Somente o dono pode alterar/);
    }
    const owners = await update({ cashback_perc: 7.5 });
    expect(owners.body.data.settings.cashback_perc).toBe(7.5);
  });

  it("does not let a manager of one place change another's settings", async () => {
    const res = await update({ aberto: false }, manager, PORTO);
    expect(res.status).toBe(403);
    const porto = await t.call('preloginprime', {}, { place: PORTO });
    expect(porto.body.data.restaurant_data.aberto).toBe(true);
  });

  it('closing the store makes the storefront and the checkout say so at once', async () => {
    const closed = await update({ aberto: false }, manager);
    expect(closed.status).toBe(200);
    const prelogin = await t.call('preloginprime', {}, { place: CANTINA });
    expect(prelogin.body.data.restaurant_data.aberto).toBe(false);
    const cantinaId = prelogin.body.data.restaurant_data._id;
    const products = await productIds(t, cantinaId);
    const order = await t.call(
      'v2/orderdelivery',
      { products: [{ product_id: products.get('401'), quantity: 1 }], delivery_type: 2, phone: '11987654321' },
      { place: CANTINA, ...customer },
    );
    expect(order.status).toBe(409);
    expect(order.body.error.message).toBe('Estamos fechados no momento.');
    await update({ aberto: true }, manager);
  });

  it('keeps consume places with stable ids and templates without empty ones', async () => {
    const res = await update({
      consume_places: [
        { kind: 'table', name: 'Mesa 1', active: true },
        { kind: 'room', name: 'Quarto 12', active: false },
      ],
      wifi_password: 'senha-wifi',
      templates: { order: 'Pedido {pedido} recebido', payment: '' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const places = res.body.data.settings.consume_places;
    expect(places).toHaveLength(2);
    expect(places[0]._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.data.settings.templates).toEqual({ order: 'Pedido {pedido} recebido' });
    const again = await update({ consume_places: places });
    expect(again.body.data.settings.consume_places[0]._id).toBe(places[0]._id);
  });
});

describe('the payment seller (decision 046)', () => {
  const seller = async (slug: string) => {
    const row = await containerOf(t.app).repos.places.find(slug);
    return { id: row?.paymentsSellerId ?? null, verified: Boolean(row?.paymentsSellerVerifiedAt) };
  };

  it('stores only a seller the provider knows, and one seller serves one place', async () => {
    const unknown = await update({ payments_seller_id: 'seller-inventado' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      field: 'payments_seller_id',
      message: 'ID do vendedor: o provedor de pagamentos não conhece este vendedor.',
    });
    // The clinic's owner (Ana owns every demo place) cannot take the Cantina's seller.
    const clinic = await staffAuth(t, CLINICA, '10.91.0.9', DEMO.owner);
    const taken = await update({ payments_seller_id: 'seller-cantina' }, clinic, CLINICA);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({
      code: 'seller_taken',
      field: 'payments_seller_id',
      message: 'ID do vendedor: este vendedor já está ligado a outro estabelecimento.',
    });
    expect(await seller(CLINICA)).toEqual({ id: 'seller-clinica', verified: true });
    expect(await seller(CANTINA)).toEqual({ id: 'seller-cantina', verified: true });
    // A seller the sandbox provider knows is verified as it is stored.
    await containerOf(t.app).sandboxPayments?.ensureSeller({
      id: 'seller-clinica-nova',
      name: 'Clínica Nova',
      city: 'Belo Horizonte',
      pixKey: 'pix@clinica.nova',
    });
    const changed = await update({ payments_seller_id: 'seller-clinica-nova' }, clinic, CLINICA);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await seller(CLINICA)).toEqual({ id: 'seller-clinica-nova', verified: true });
    // Clearing it clears the verification; the old seller can be set again.
    expect((await update({ payments_seller_id: null, payments_service_enabled: false }, clinic, CLINICA)).status).toBe(
      200,
    );
    expect(await seller(CLINICA)).toEqual({ id: null, verified: false });
    expect(
      (await update({ payments_seller_id: 'seller-clinica', payments_service_enabled: true }, clinic, CLINICA)).status,
    ).toBe(200);
    expect(await seller(CLINICA)).toEqual({ id: 'seller-clinica', verified: true });
  });
});

describe('admin/settings/theme and the place manifest', () => {
  it('refuses a colour that is not #RRGGBB', async () => {
    const res = await t.call(
      'admin/settings/theme',
      { restaurantname: 'Cantina', photo: null, banner: null, primary_color: 'red' },
      { place: CANTINA, ...manager },
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ field: 'primary_color' });
    expect(res.body.error.message).toContain('#RRGGBB');
  });

  it('saves the theme; the storefront, manifest and icons follow it', async () => {
    const res = await t.call(
      'admin/settings/theme',
      { restaurantname: 'Cantina Nova', photo: '', banner: '', primary_color: '#1D4ED8' },
      { place: CANTINA, ...manager },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      theme: { restaurantname: 'Cantina Nova', primary_color: '#1d4ed8', photo: null },
      manifest_url: '/p/cantina-da-praca/manifest.webmanifest',
    });
    const prelogin = await t.call('preloginprime', {}, { place: CANTINA });
    expect(prelogin.body.data.restaurant_data.primary_color).toBe('#1d4ed8');

    const manifest = await t.app.inject({ method: 'GET', url: '/p/cantina-da-praca/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({
      name: 'Cantina Nova',
      short_name: 'Cantina Nova',
      theme_color: '#1d4ed8',
      start_url: '/p/cantina-da-praca/',
      scope: '/p/cantina-da-praca/',
    });
    const icon = await t.app.inject({ method: 'GET', url: '/p/cantina-da-praca/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const unknown = await t.app.inject({ method: 'GET', url: '/p/nao-existe/manifest.webmanifest' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('admin/settings/theme/upload', () => {
  it('stores a logo as WebP; the place icons are drawn from it', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const res = await t.call(
      'admin/settings/theme/upload',
      { kind: 'logo', data: `data:image/png;base64,${png.toString('base64')}` },
      { place: CANTINA, ...manager },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.url).toMatch(/\/theme\/logo-[0-9a-f-]+\.webp$/);
    const saved = await t.call(
      'admin/settings/theme',
      { restaurantname: 'Cantina da Praça', photo: res.body.data.url, banner: '', primary_color: '#c2410c' },
      { place: CANTINA, ...manager },
    );
    expect(saved.body.data.theme.photo).toBe(res.body.data.url);
    const icon = await t.app.inject({ method: 'GET', url: '/p/cantina-da-praca/icons/icon-192.png' });
    const { data } = await sharp(icon.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // The middle pixel is the logo's red, not the initials on the primary colour.
    const middle = (96 * 192 + 96) * 3;
    // WebP is lossy: close to pure red.
    expect(data[middle]).toBeGreaterThan(240);
    expect(data[middle + 1]).toBeLessThan(20);
    expect(data[middle + 2]).toBeLessThan(20);
  });

  it('stores a wide banner at 1200 px and its 800 px phone copy beside it (decision 243)', async () => {
    const png = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const res = await t.call(
      'admin/settings/theme/upload',
      { kind: 'banner', data: `data:image/png;base64,${png.toString('base64')}` },
      { place: CANTINA, ...manager },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ width: 1200, height: 300 });
    expect(res.body.data.url).toMatch(/\/theme\/banner-[0-9a-f-]+\.1200w\.webp$/);
    const widthOf = async (url: string) => {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      return (await sharp(file.rawPayload).metadata()).width;
    };
    expect(await widthOf(res.body.data.url)).toBe(1200);
    expect(await widthOf(res.body.data.url.replace(/\.1200w\.webp$/, '.800w.webp'))).toBe(800);
  });

  it.each([
    ['text', 'bm90IGFuIGltYWdl', 'Imagem: o arquivo não é uma imagem.'],
    ['not base64', '%%%', 'Imagem: o arquivo não é uma imagem.'],
    // Just over 10 MB (inside the call's body limit), and far over it (not the generic 413).
    ['10 MB + 10 bytes', Buffer.alloc(10 * 1024 * 1024 + 10, 1).toString('base64'), IMAGE_TOO_LARGE],
    ['15 MB', Buffer.alloc(15 * 1024 * 1024, 1).toString('base64'), IMAGE_TOO_LARGE],
  ])('refuses %s', async (_what, data, message) => {
    const res = await t.call('admin/settings/theme/upload', { kind: 'banner', data }, { place: CANTINA, ...manager });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ field: 'data' });
    expect(res.body.error.message).toContain(message);
  });
});

describe('admin/coupons', () => {
  const coupon = {
    code: 'natal10',
    kind: 'percent',
    value: 10,
    description: 'Natal',
    min_order: 20,
    max_uses: 100,
    per_user_limit: 1,
    valid_from: '2026-12-01',
    valid_until: '2026-12-25',
    first_purchase_only: false,
    active: true,
  };

  it('creates, lists, edits and disables a coupon', async () => {
    const created = await t.call('admin/coupons/create', coupon, { place: CANTINA, ...manager });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.coupon).toMatchObject({
      code: 'NATAL10',
      value: 10,
      min_order: 20,
      valid_from: '2026-12-01',
      valid_until: '2026-12-25',
      uses: 0,
    });
    const id = created.body.data.coupon._id;
    const edited = await t.call(
      'admin/coupons/update',
      { _id: id, coupon: { ...coupon, kind: 'flat', value: 12.5 } },
      { place: CANTINA, ...manager },
    );
    expect(edited.body.data.coupon).toMatchObject({ kind: 'flat', value: 12.5 });
    const disabled = await t.call(
      'admin/coupons/setactive',
      { _id: id, active: false },
      { place: CANTINA, ...manager },
    );
    expect(disabled.body.data.coupon.active).toBe(false);
    const list = await t.call('admin/coupons/list', {}, { place: CANTINA, ...manager });
    expect(list.body.data.coupons.map((c: { code: string }) => c.code)).toEqual(
      expect.arrayContaining(['NATAL10', 'PRIMEIRA', 'DESCONTO5', 'VOLTEI']),
    );
    // The storefront no longer accepts it.
    const view = await t.call('cupom/view', { code: 'NATAL10' }, { place: CANTINA, ...customer });
    expect(view.status).toBeGreaterThanOrEqual(400);
    expect(view.body.ok).toBe(false);
  });

  it.each([
    [{ code: 'PRIMEIRA' }, 'code', 'já existe um cupom PRIMEIRA'],
    [{ value: 150 }, 'value', 'o percentual deve ser no máximo 100%'],
    [{ value: -1, kind: 'flat' }, 'value', 'não pode ser negativo'],
    [{ min_order: -10 }, 'min_order', 'Pedido mínimo: o valor não pode ser negativo.'],
    [{ code: 'a b' }, 'code', 'Código: use de 3 a 30'],
    [{ valid_from: '2026-12-10', valid_until: '2026-12-01' }, 'valid_until', 'a data final'],
    [{ per_user_limit: -1 }, 'per_user_limit', 'Limite por cliente: o mínimo é 0.'],
  ])('refuses %j', async (over, field, message) => {
    const res = await t.call(
      'admin/coupons/create',
      { ...coupon, code: 'OUTRO', ...over },
      { place: CANTINA, ...manager },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error.field).toBe(field);
    expect(res.body.error.message).toContain(message);
  });

  it("a manager of one place neither lists nor edits another place's coupons", async () => {
    const list = await t.call('admin/coupons/list', {}, { place: CANTINA, ...manager });
    const id = list.body.data.coupons[0]._id;
    const foreign = await t.call('admin/coupons/setactive', { _id: id, active: false }, { place: PORTO, ...manager });
    expect(foreign.status).toBe(403);
    // Staff sessions are issued per place: the Cantina's manager token names nobody at the Porto.
    const porto = await t.call('admin/coupons/list', {}, { place: PORTO, ...manager });
    expect(porto.status).toBe(403);
  });
});
