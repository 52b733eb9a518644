import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAuth, type StaffAuth, staffAuth } from '../../test/logins.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { uniqueIps, uniquePhones } from '../../test/unique.ts';

const MARKET = 'guia-sabores-de-sao-paulo';
const BRAND = 'cantina-da-praca-unidades';
const CANTINA = DEMO.places[0];
// On Avenida Paulista, a block from the Paulista branch.
const NEAR_PAULISTA = { latitude: -23.5629, longitude: -46.6544 };

let t: TestApp;
let operator: StaffAuth;
const ip = uniqueIps(93);
const newPhone = uniquePhones('3193');

beforeAll(async () => {
  t = await createTestApp();
  operator = await staffAuth(t, MARKET, ip(), DEMO.owner);
});
afterAll(() => t.close());

const slugs = (res: { body: { data?: any } }) => (res.body.data.places as { slug: string }[]).map((p) => p.slug);

/** A new person who opens a place of their own: an owner of that place only. */
async function newOwner(slug: string) {
  const user = await t.call(
    'createuser',
    { username: 'Dona Nova', phone: newPhone(), password: 'segredo1' },
    { ip: ip() },
  );
  const token = user.body.data.token as string;
  const created = await t.call(
    'onboarding/createplace',
    { name: `Casa ${slug}`, slug, kind: 'restaurant' },
    { token, ip: ip() },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return {
    token,
    managerToken: created.body.data.manager.managerToken as string,
    placeId: created.body.data.place._id as string,
  };
}

describe('marketplace/list', () => {
  it('lists the public facts of the places, open first and nearest first when a location is shared', async () => {
    const res = await t.call('marketplace/list', NEAR_PAULISTA, { place: MARKET });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { places, marketplace, categories } = res.body.data;
    expect(marketplace.restaurantname).toBe('Guia Sabores de São Paulo');
    expect(places).toHaveLength(5);
    const open = places.filter((p: { open: boolean }) => p.open);
    expect(places.slice(0, open.length)).toEqual(open);
    expect(places[0]).toMatchObject({ slug: 'cantina-da-praca-paulista', category: 'Italiana', free_delivery: true });
    expect(places[0].distance_km).toBeLessThan(1);
    const distances = open.map((p: { distance_km: number }) => p.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(categories).toContainEqual({ name: 'Italiana', count: 3 });
    // Only public facts cross places: no seller id, no customers, no templates.
    expect(Object.keys(places[0]).sort()).toEqual(
      [
        '_id',
        'address',
        'banner',
        'category',
        'city',
        'delivery',
        'delivery_fee_from',
        'delivery_time',
        'distance_km',
        'favourite',
        'free_delivery',
        'min_order',
        'online_payment',
        'open',
        'photo',
        'pickup',
        'restaurantname',
        'slug',
        'uf',
      ].sort(),
    );
  });

  it('filters by free delivery, delivery type, online payment, state, city (accents ignored) and category', async () => {
    const call = async (body: Record<string, unknown>) =>
      slugs(await t.call('marketplace/list', body, { place: MARKET }));
    expect((await call({ free_delivery: true })).sort()).toEqual(['cantina-da-praca', 'cantina-da-praca-paulista']);
    expect(await call({ delivery_type: 'pickup' })).not.toContain('cantina-da-praca-pinheiros');
    expect(await call({ online_payment: true })).not.toContain('cantina-da-praca-paulista');
    expect(await call({ uf: 'rj' })).toEqual(['bar-do-porto']);
    expect((await call({ city: 'sao paulo' })).length).toBe(3);
    expect(await call({ category: 'Saúde e bem-estar' })).toEqual(['clinica-bem-estar']);
    expect(await call({ search: 'pinheiros' })).toEqual(['cantina-da-praca-pinheiros']);
  });

  it('refuses a half location and coordinates off the globe, naming the field', async () => {
    const half = await t.call('marketplace/list', { latitude: -23.5 }, { place: MARKET });
    expect(half.status).toBe(400);
    expect(half.body.error.field).toBe('longitude');
    const off = await t.call('marketplace/list', { latitude: 91, longitude: 0 }, { place: MARKET });
    expect(off.status).toBe(400);
    expect(off.body.error.message).toMatch(/^latitude: Latitude/);
  });

  it('answers marketplace_off at a place that runs no marketplace', async () => {
    const res = await t.call('marketplace/list', {}, { place: CANTINA });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('marketplace_off');
  });
});

describe('marketplace/getlocation', () => {
  it('answers the states and cities of the listed places', async () => {
    const res = await t.call('marketplace/getlocation', {}, { place: MARKET });
    expect(res.body.data.ufs).toEqual([
      { uf: 'MG', cities: ['Belo Horizonte'] },
      { uf: 'RJ', cities: ['Paraty'] },
      { uf: 'SP', cities: ['São Paulo'] },
    ]);
  });
});

describe('marketplace/favourite', () => {
  it("keeps each customer's favourites and filters by them", async () => {
    const list = await t.call('marketplace/list', {}, { place: MARKET });
    const bar = (list.body.data.places as { _id: string; slug: string }[]).find((p) => p.slug === 'bar-do-porto');
    const anonymous = await t.call('marketplace/favourite', { place_id: bar?._id, favourite: true }, { place: MARKET });
    expect(anonymous.status).toBe(403);

    const customer = await customerAuth(t, MARKET, ip());
    const set = await t.call(
      'marketplace/favourite',
      { place_id: bar?._id, favourite: true },
      { place: MARKET, token: customer.token },
    );
    expect(set.body.data).toEqual({ place_id: bar?._id, favourite: true });
    const mine = await t.call('marketplace/list', { favourites: true }, { place: MARKET, token: customer.token });
    expect(slugs(mine)).toEqual(['bar-do-porto']);
    expect(mine.body.data.places[0].favourite).toBe(true);
    // Someone else's list, and a visitor's, carry no favourites.
    expect(slugs(await t.call('marketplace/list', { favourites: true }, { place: MARKET }))).toEqual([]);

    await t.call(
      'marketplace/favourite',
      { place_id: bar?._id, favourite: false },
      { place: MARKET, token: customer.token },
    );
    expect(
      slugs(await t.call('marketplace/list', { favourites: true }, { place: MARKET, token: customer.token })),
    ).toEqual([]);
  });

  it('refuses a place the marketplace does not list', async () => {
    const customer = await customerAuth(t, MARKET, ip());
    const market = await t.call('preloginprime', {}, { place: MARKET });
    const res = await t.call(
      'marketplace/favourite',
      { place_id: market.body.data.restaurant_data._id, favourite: true },
      { place: MARKET, token: customer.token },
    );
    expect(res.status).toBe(404);
    expect(res.body.error.field).toBe('place_id');
  });
});

describe('branches', () => {
  it("lists the brand's branches, the nearest open one first", async () => {
    const res = await t.call('branches', NEAR_PAULISTA, { place: BRAND });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.brand.restaurantname).toBe('Cantina da Praça — Unidades');
    const branches = res.body.data.branches as { slug: string; open: boolean }[];
    expect(branches.map((b) => b.slug).sort()).toEqual(
      ['cantina-da-praca', 'cantina-da-praca-paulista', 'cantina-da-praca-pinheiros'].sort(),
    );
    expect(branches[0]?.slug).toBe('cantina-da-praca-paulista');
  });

  it('answers marketplace_off at a place that is not a brand', async () => {
    const res = await t.call('branches', {}, { place: CANTINA });
    expect(res.body.error.code).toBe('marketplace_off');
  });
});

describe('the marketplace back office', () => {
  it('lists a place only after its own owner asks and the operator accepts', async () => {
    const owner = await newOwner('pastelaria-da-feira');
    const asked = await t.call('admin/marketplace/join', { marketplace: MARKET }, { ...owner, place: owner.placeId });
    expect(asked.body.data).toEqual({ marketplace: MARKET, status: 'pending' });
    expect(slugs(await t.call('marketplace/list', {}, { place: MARKET }))).not.toContain('pastelaria-da-feira');

    const members = await t.call('admin/marketplace/members', {}, { ...operator, place: MARKET });
    expect(members.body.data.is_marketplace).toBe(true);
    expect(members.body.data.members).toContainEqual(
      expect.objectContaining({ place_id: owner.placeId, status: 'pending' }),
    );
    const listed = await t.call(
      'admin/marketplace/curate',
      { place_id: owner.placeId, status: 'listed', category: 'Pastelaria', position: 9 },
      { ...operator, place: MARKET },
    );
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const list = await t.call('marketplace/list', { category: 'Pastelaria' }, { place: MARKET });
    expect(slugs(list)).toEqual(['pastelaria-da-feira']);

    await t.call(
      'admin/marketplace/curate',
      { place_id: owner.placeId, status: 'removed' },
      { ...operator, place: MARKET },
    );
    expect(slugs(await t.call('marketplace/list', {}, { place: MARKET }))).not.toContain('pastelaria-da-feira');
  });

  it("never lets an owner put somebody else's place in a list, nor curate another place's list", async () => {
    const hostile = await newOwner('mercado-hostil');
    const cantina = (await t.call('preloginprime', {}, { place: CANTINA })).body.data.restaurant_data._id;
    // The hostile place is not a marketplace: curating there is refused, and the Cantina never asked.
    const curate = await t.call(
      'admin/marketplace/curate',
      { place_id: cantina, status: 'listed' },
      { ...hostile, place: hostile.placeId },
    );
    expect(curate.body.error.code).toBe('marketplace_off');
    // Its owner tokens mean nothing at the marketplace.
    const elsewhere = await t.call('admin/marketplace/members', {}, { ...hostile, place: MARKET });
    expect(elsewhere.body.error.code).toBe('access_denied');
    // The operator cannot list a place that did not ask.
    const notAsked = await t.call(
      'admin/marketplace/curate',
      { place_id: hostile.placeId, status: 'listed' },
      { ...operator, place: MARKET },
    );
    expect(notAsked.status).toBe(400);
    expect(notAsked.body.error.field).toBe('place_id');
    // Joining names an existing marketplace only.
    const join = await t.call(
      'admin/marketplace/join',
      { marketplace: CANTINA },
      { ...hostile, place: hostile.placeId },
    );
    expect(join.body.error.field).toBe('marketplace');
  });

  it('refuses a manager who is not an owner', async () => {
    const manager = await staffAuth(t, MARKET, ip());
    const res = await t.call('admin/marketplace/members', {}, { ...manager, place: MARKET });
    expect(res.body.error.code).toBe('access_denied');
  });

  it('sets the coordinates of the owner’s own place, bounded', async () => {
    const owner = await newOwner('sorveteria-do-largo');
    const bad = await t.call(
      'admin/marketplace/location',
      { latitude: -23.5, longitude: 181 },
      { ...owner, place: owner.placeId },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('longitude');
    const ok = await t.call(
      'admin/marketplace/location',
      { latitude: -23.55, longitude: -46.63 },
      { ...owner, place: owner.placeId },
    );
    expect(ok.body.data).toEqual({ latitude: -23.55, longitude: -46.63 });
  });
});

describe('the branches back office', () => {
  it('links only places the caller owns', async () => {
    const owner = await staffAuth(t, BRAND, ip(), DEMO.owner);
    const list = await t.call('admin/branches/list', {}, { ...owner, place: BRAND });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.is_brand).toBe(true);
    const linked = (list.body.data.places as { place_id: string; linked: boolean; restaurantname: string }[]).filter(
      (p) => p.linked,
    );
    expect(linked.map((p) => p.restaurantname).sort()).toEqual(
      ['Cantina da Praça', 'Cantina da Praça — Paulista', 'Cantina da Praça — Pinheiros'].sort(),
    );
    const bar = list.body.data.places.find(
      (p: { restaurantname: string }) => p.restaurantname === 'Bar e Pousada do Porto',
    );
    expect(bar.linked).toBe(false);

    const stranger = await newOwner('lanchonete-do-vizinho');
    const refused = await t.call(
      'admin/branches/link',
      { place_id: stranger.placeId, linked: true },
      { ...owner, place: BRAND },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('place_not_owned');

    const added = await t.call(
      'admin/branches/link',
      { place_id: bar.place_id, linked: true },
      { ...owner, place: BRAND },
    );
    expect(added.body.data.places).toContainEqual(expect.objectContaining({ place_id: bar.place_id, linked: true }));
    expect((await t.call('branches', {}, { place: BRAND })).body.data.branches).toHaveLength(4);
    await t.call('admin/branches/link', { place_id: bar.place_id, linked: false }, { ...owner, place: BRAND });
    expect((await t.call('branches', {}, { place: BRAND })).body.data.branches).toHaveLength(3);
  });
});
