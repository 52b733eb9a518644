import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { uniquePhones } from '../../test/unique.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CANTINA = DEMO.places[0];
const PORTO = DEMO.places[1];
const newPhone = uniquePhones('275');
let ipSeq = 0;
const ip = () => `10.75.0.${ipSeq++}`;

async function login(who: { phone: string; password: string }, place: string = CANTINA) {
  const res = await t.call('login', who, { place, ip: ip() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    token: res.body.data.token as string,
    managerToken: res.body.data.manager?.managerToken as string | undefined,
    place,
  };
}

describe('listusers (switch-account search)', () => {
  it('finds customers of the place by name without accents, phone digits, e-mail and CPF/CNPJ; never staff', async () => {
    const staff = await login(DEMO.manager);
    const byName = await t.call('listusers', { search: 'maria clien' }, staff);
    expect(byName.status, JSON.stringify(byName.body)).toBe(200);
    const maria = byName.body.data.users.find((u: { phone: string }) => u.phone === DEMO.customer.phone);
    expect(maria).toMatchObject({ username: 'Maria Cliente', master_account: false });
    expect(
      (await t.call('listusers', { search: '8765-4321' }, staff)).body.data.users.map((u: { _id: string }) => u._id),
    ).toContain(maria._id);
    expect(
      (await t.call('listusers', { search: 'MARIA@exemplo' }, staff)).body.data.users.map(
        (u: { _id: string }) => u._id,
      ),
    ).toContain(maria._id);
    // Staff of the place are never offered: acting is for customers only.
    const staffByName = await t.call('listusers', { search: 'Gerente' }, staff);
    expect(staffByName.body.data.users).toEqual([]);

    // A customer with an alphanumeric CNPJ, created at the counter without phone, is found by it.
    const created = await t.call(
      'createuser',
      { username: 'Padaria Açúcar Ltda', cpf: '12.abc.345/01de-35', master_account: true },
      { ...staff, ip: ip() },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.user).toMatchObject({ phone: null, cpf: '12ABC34501DE35', master_account: true });
    const byDocument = await t.call('listusers', { search: '12.ABC.345' }, staff);
    expect(byDocument.body.data.users.map((u: { username: string }) => u.username)).toContain('Padaria Açúcar Ltda');
    const masters = await t.call('listusers', { master: true }, staff);
    expect(masters.body.data.users.every((u: { master_account: boolean }) => u.master_account)).toBe(true);
    expect(masters.body.data.users.map((u: { username: string }) => u.username)).toContain('Padaria Açúcar Ltda');
    expect((await t.call('listusers', { search: 'Acucar' }, staff)).body.data.users.length).toBe(1);
  });

  it('is refused to customers, to the kitchen role and to staff of another place', async () => {
    const customer = await login(DEMO.customer);
    expect((await t.call('listusers', {}, customer)).status).toBe(403);
    // The manager of the Cantina signed in at the Porto sees only the Porto's customers.
    const cantinaStaff = await login(DEMO.manager);
    const crossed = await t.call('listusers', {}, { ...cantinaStaff, place: PORTO });
    expect(crossed.status).toBe(403);
    const kitchenPhone = newPhone();
    const kitchen = await t.call(
      'createuser',
      { username: 'Cozinheiro Teste', phone: kitchenPhone, password: 'segredo1' },
      { place: CANTINA, ip: ip() },
    );
    await t.database.db.execute(
      sql`update place_members set is_manager = true, staff_role = 'kitchen' where user_id = ${kitchen.body.data.user._id}`,
    );
    const kitchenSession = await login({ phone: kitchenPhone, password: 'segredo1' });
    expect(kitchenSession.managerToken).toBeTruthy();
    const refused = await t.call('listusers', {}, kitchenSession);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('access_denied');
  });

  it('answers a field error for a search over the bound, never a 500', async () => {
    const staff = await login(DEMO.manager);
    const res = await t.call('listusers', { search: 'x'.repeat(500) }, staff);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('search');
  });
});

describe('acting for a customer from the counter', () => {
  it('readuserinfo names the staff member acting, and the acting token is refused at another place', async () => {
    const staff = await login(DEMO.manager);
    const found = await t.call('listusers', { search: 'Maria Cliente' }, staff);
    const maria = found.body.data.users[0];
    const acting = await t.call('managerlogin', { user_id: maria._id }, staff);
    expect(acting.status).toBe(200);
    const token = acting.body.data.token as string;
    const here = await t.call('readuserinfo', {}, { token, managerToken: staff.managerToken, place: CANTINA });
    expect(here.body.data).toMatchObject({ _id: maria._id, acting_by: 'João Gerente' });
    expect(here.body.data.manager).toBeTruthy();
    // Her own session names nobody.
    const own = await login(DEMO.customer);
    expect((await t.call('readuserinfo', {}, own)).body.data.acting_by).toBeNull();
    // At the Porto, with or without the Porto's manager token, the acting token is no session.
    const portoStaff = await login(DEMO.manager, PORTO);
    for (const auth of [{ token }, { token, managerToken: portoStaff.managerToken }]) {
      const elsewhere = await t.call('readuserinfo', {}, { ...auth, place: PORTO });
      expect(elsewhere.status).toBe(403);
    }
    // Nor does it open the list of places Maria might run.
    const places = await t.call('switch-account/restaurant/list', {}, { token, place: CANTINA });
    expect(places.status).toBe(403);
    expect(places.body.error.code).toBe('acting_not_allowed');
  });

  it('logging out of an acting session ends only that: the staff member stays staff', async () => {
    const staff = await login(DEMO.manager);
    const maria = (await t.call('listusers', { search: 'Maria Cliente' }, staff)).body.data.users[0];
    const acting = await t.call('managerlogin', { user_id: maria._id }, staff);
    const token = acting.body.data.token as string;
    const out = await t.call('logout', {}, { token, managerToken: staff.managerToken, place: CANTINA });
    expect(out.status).toBe(200);
    expect((await t.call('readuserinfo', {}, { token, place: CANTINA })).status).toBe(403);
    const back = await t.call('readuserinfo', {}, staff);
    expect(back.body.data).toMatchObject({ username: 'João Gerente', acting_by: null });
    expect((await t.call('listusers', {}, staff)).status).toBe(200);
  });

  it('a customer needs a phone or an e-mail to sign up; staff may create one with neither', async () => {
    const alone = await t.call(
      'createuser',
      { username: 'Sem Contato', password: 'segredo1' },
      { place: CANTINA, ip: ip() },
    );
    expect(alone.status).toBe(400);
    expect(alone.body.error).toMatchObject({ field: 'phone', message: 'Informe seu número para contato' });
    const staff = await login(DEMO.manager);
    const counter = await t.call('createuser', { username: 'Cliente do Balcão Sem Telefone' }, { ...staff, ip: ip() });
    expect(counter.status).toBe(200);
    const token = counter.body.data.token as string;
    const info = await t.call('readuserinfo', {}, { token, place: CANTINA });
    expect(info.body.data).toMatchObject({
      username: 'Cliente do Balcão Sem Telefone',
      phone: null,
      acting_by: 'João Gerente',
    });
  });
});

describe('switch-account/restaurant/list', () => {
  it('lists the places a person runs, with their storefront link; a customer runs none', async () => {
    const owner = await login(DEMO.owner);
    const res = await t.call('switch-account/restaurant/list', {}, { token: owner.token });
    expect(res.status).toBe(200);
    const slugs = res.body.data.restaurants.map((r: { slug: string }) => r.slug);
    expect(slugs).toEqual(expect.arrayContaining([...DEMO.places]));
    expect(res.body.data.restaurants[0].webapp_link).toMatch(/\/p\/[^/]+\/$/);
    expect(res.body.data.restaurants.every((r: { owner: boolean }) => r.owner)).toBe(true);
    const customer = await login(DEMO.customer);
    const none = await t.call('switch-account/restaurant/list', {}, customer);
    expect(none.body.data.restaurants).toEqual([]);
    expect((await t.call('switch-account/restaurant/list', {}, {})).status).toBe(403);
  });
});
