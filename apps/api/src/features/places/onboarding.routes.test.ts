import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { uniqueIps, uniquePhones } from '../../test/unique.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newPhone = uniquePhones('319');
const ip = uniqueIps(80);

async function person() {
  const res = await t.call(
    'createuser',
    { username: 'Nova Dona', phone: newPhone(), password: 'segredo1' },
    { ip: ip() },
  );
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

describe('onboarding/createplace', () => {
  it('refuses a visitor without a session', async () => {
    const res = await t.call('onboarding/createplace', { name: 'Loja', slug: 'loja-sem-login', kind: 'shop' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('access_denied');
  });

  it('refuses staff acting as a customer: only a person opens a business for themself (decision 046)', async () => {
    const staff = (await t.call('login', { phone: DEMO.manager.phone, password: DEMO.manager.password }, { ip: ip() }))
      .body.data;
    const created = await t.call(
      'createuser',
      { username: 'Cliente Balcão', phone: newPhone() },
      { token: staff.token, managerToken: staff.manager.managerToken, ip: ip() },
    );
    const res = await t.call(
      'onboarding/createplace',
      { name: 'Loja Alheia', slug: 'loja-alheia', kind: 'shop' },
      { token: created.body.data.token },
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('acting_not_allowed');
  });

  it('creates the place live at its link at once, with the caller as owner and starter data', async () => {
    const token = await person();
    // Someone opened the link before it existed: the cache remembered "no such place".
    const before = await t.call('preloginprime', {}, { place: 'padaria-do-ze' });
    expect(before.status).toBe(404);

    const res = await t.call(
      'onboarding/createplace',
      { name: '  Padaria do Zé ', slug: 'Padaria-do-Ze', kind: 'shop' },
      { token, ip: ip() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.place).toMatchObject({ slug: 'padaria-do-ze', restaurantname: 'Padaria do Zé', kind: 'shop' });
    expect(data.webapp_link).toMatch(/\/p\/padaria-do-ze\/$/);
    expect(data.manager).toMatchObject({ owner: true, service_supplier_id: null });

    const prelogin = await t.call('preloginprime', {}, { place: 'padaria-do-ze' });
    expect(prelogin.status).toBe(200);
    const settings = prelogin.body.data.restaurant_data;
    expect(settings).toMatchObject({ restaurantname: 'Padaria do Zé', aberto: true, delivery: true });
    expect(settings.business_hours.length).toBeGreaterThan(0);
    expect(settings.menu.map((m: { name: string }) => m.name)).toEqual(['Produtos']);

    // The manager token is bound to the new place and has the owner level there only.
    const team = await t.call(
      'team/list',
      {},
      { token, managerToken: data.manager.managerToken, place: 'padaria-do-ze' },
    );
    expect(team.status).toBe(200);
    expect(team.body.data.members).toEqual([
      expect.objectContaining({ username: 'Nova Dona', owner: true, manager: true, me: true }),
    ]);
    const elsewhere = await t.call(
      'team/list',
      {},
      { token, managerToken: data.manager.managerToken, place: DEMO.places[0] },
    );
    expect(elsewhere.body.error.code).toBe('access_denied');

    // Signing in again at the new place answers the owner's manager token too.
    const info = await t.call(
      'readuserinfo',
      {},
      { token, managerToken: data.manager.managerToken, place: 'padaria-do-ze' },
    );
    expect(info.body.data.manager).toMatchObject({ owner: true });
  });

  it('switches the mode flags of each kind', async () => {
    const token = await person();
    const cases = [
      ['venue', 'bar-da-esquina', { comandaFacil: true, comandaFacil_open_order: true, delivery: false }],
      ['clinic', 'clinica-nova', { service_supplier: true, clinicEnabled: true, restaurantEnabled: false }],
      ['restaurant', 'restaurante-novo', { delivery: true, restaurantEnabled: true, comandaFacil: false }],
    ] as const;
    for (const [kind, slug, flags] of cases) {
      const res = await t.call('onboarding/createplace', { name: `Negócio ${kind}`, slug, kind }, { token, ip: ip() });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const prelogin = await t.call('preloginprime', {}, { place: slug });
      expect(prelogin.body.data.restaurant_data).toMatchObject(flags);
    }
  });

  it('refuses a taken, reserved or badly shaped slug with a message naming the field', async () => {
    const token = await person();
    const taken = await t.call(
      'onboarding/createplace',
      { name: 'Outra', slug: DEMO.places[0], kind: 'restaurant' },
      { token, ip: ip() },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ field: 'slug', message: 'Este endereço já está em uso. Escolha outro.' });

    const reserved = await t.call(
      'onboarding/createplace',
      { name: 'Admin', slug: 'admin', kind: 'shop' },
      { token, ip: ip() },
    );
    expect(reserved.status).toBe(400);
    expect(reserved.body.error.message).toBe('slug: Este endereço é reservado. Escolha outro.');

    const bad = await t.call(
      'onboarding/createplace',
      { name: 'Loja', slug: 'loja legal!', kind: 'shop' },
      { token, ip: ip() },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('slug');
    expect(bad.body.error.message).toMatch(/letras minúsculas, números e hífens/);

    const noKind = await t.call(
      'onboarding/createplace',
      { name: 'Loja', slug: 'loja-boa', kind: 'padaria' },
      { token, ip: ip() },
    );
    expect(noKind.status).toBe(400);
    expect(noKind.body.error.field).toBe('kind');

    const english = await t.app.inject({
      method: 'POST',
      url: '/api/app/onboarding/createplace',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      payload: { name: 'Other', slug: DEMO.places[1], kind: 'shop' },
    });
    expect(english.json().error.message).toBe('This address is already in use. Choose another one.');
  });

  it('two requests racing for one slug: one place, one clear refusal', async () => {
    const [a, b] = [await person(), await person()];
    const [ra, rb] = await Promise.all([
      t.call('onboarding/createplace', { name: 'Corrida A', slug: 'corrida', kind: 'shop' }, { token: a, ip: ip() }),
      t.call('onboarding/createplace', { name: 'Corrida B', slug: 'corrida', kind: 'shop' }, { token: b, ip: ip() }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const rows = await t.database.db.execute(sql`select count(*)::int as n from places where slug = 'corrida'`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('limits how many places one person opens a day', async () => {
    const token = await person();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.call(
        'onboarding/createplace',
        { name: `Loja ${i}`, slug: `limite-${i}`, kind: 'shop' },
        { token, ip: ip() },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('onboarding/checkslug', () => {
  it('says whether a slug is free, and why not', async () => {
    const token = await person();
    const check = async (slug: string) => (await t.call('onboarding/checkslug', { slug }, { token })).body.data;
    expect(await check('um-nome-livre')).toEqual({ slug: 'um-nome-livre', available: true, message: null });
    expect(await check(DEMO.places[0])).toMatchObject({
      available: false,
      message: 'Este endereço já está em uso. Escolha outro.',
    });
    expect(await check('api')).toMatchObject({
      available: false,
      message: 'Este endereço é reservado. Escolha outro.',
    });
    expect(await check('ab')).toMatchObject({ available: false });
    expect((await t.call('onboarding/checkslug', { slug: 'x' })).body.error.code).toBe('access_denied');
  });
});
