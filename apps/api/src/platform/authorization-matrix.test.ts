import { type CallDef, type CallName, catalogue } from '@app/domain';
import { ACCESS_LEVEL } from '@app/domain/shared/access';
import { roleMayCall, STAFF_ROLES, type StaffRole } from '@app/domain/users/staff-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenize } from '../features/payments/payments.test-helpers.ts';
import { ids, insertOrder } from '../test/order-fixtures.ts';
import { sampleBody } from '../test/sample-body.ts';
import { createTestApp, DEMO, type TestApp } from '../test/test-app.ts';
import { uniqueIps } from '../test/unique.ts';

// Walks the whole contract: calls added later are covered without editing this file.
const PLACE = DEMO.places[0];
const OTHER_PLACE = DEMO.places[1];

type Actor = { name: string; token?: string; managerToken?: string; level: number };

let t: TestApp;
let victim: { id: string; phone: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  // Staff of the other place only: a manager token issued there.
  const foreign = await t.call(
    'createuser',
    { username: 'Gerente Alheio', phone: '31988880001', password: 'gerente-alheio' },
    { place: OTHER_PLACE, ip: '10.50.0.2' },
  );
  await t.database.db.execute(
    (await import('drizzle-orm'))
      .sql`update place_members set is_manager = true where user_id = ${foreign.body.data.user._id}`,
  );
  // Someone whose data nobody here may read: a customer of the other place only.
  const v = await t.call(
    'createuser',
    { username: 'Vítima Alheia', phone: '31977770001', email: 'vitima@alheio.com', password: 'senha-da-vitima' },
    { place: OTHER_PLACE, ip: '10.50.0.3' },
  );
  victim = { id: v.body.data.user._id, phone: '31977770001', email: 'vitima@alheio.com' };
  await hostileSetUp();
  await staffSetUp();
});
afterAll(() => t.close());

// The hostile owner of another place (decision 046): anyone can open a business, so
// OTHER_PLACE's owner is an attacker of PLACE's customers. Its target is a customer of PLACE, with
// an address, a card saved and an order there, who also signed in at OTHER_PLACE (so OTHER_PLACE's
// staff may act as them there).
const HOSTILE = { phone: '31966660001', password: 'dono-hostil' };
let target: { id: string; phone: string; email: string; fields: Record<string, string> };
/** Everything of the target that must never reach the hostile owner at PLACE. */
let secrets: string[] = [];

async function hostileSetUp() {
  const { sql } = await import('drizzle-orm');
  const owner = await t.call(
    'createuser',
    { username: 'Dono Hostil', ...HOSTILE },
    { place: OTHER_PLACE, ip: '10.50.0.4' },
  );
  await t.database.db.execute(
    sql`update place_members set is_owner = true, is_manager = true where user_id = ${owner.body.data.user._id}`,
  );
  const phone = '31955550001';
  const email = 'cliente.alvo@exemplo.com';
  const created = await t.call(
    'createuser',
    { username: 'Cliente Alvo', phone, email, password: 'senha-do-alvo' },
    { place: PLACE, ip: '10.50.0.5' },
  );
  const id = created.body.data.user._id as string;
  const token = created.body.data.token as string;
  const address = await t.call(
    'addeditaddress',
    {
      user_id: id,
      address_cep: '01310-100',
      address_state: 'SP',
      address_city: 'São Paulo',
      address_district: 'Bela Vista',
      address_street: 'Avenida Paulista',
      address_number: '1000',
    },
    { token, place: PLACE },
  );
  const addressId = address.body.data.address_list[0].address_id as string;
  const cardToken = await tokenize(t, '4111111111111111');
  const card = await t.call(
    'payments/cards/buyer',
    { token: cardToken.body.id, description: 'Cartão do alvo', owner_taxpayer_id: '12345678909' },
    { token, place: PLACE },
  );
  const cardId = card.body.data.card._id as string;
  const order = await insertOrder(t, (await ids(t)).place(PLACE), id);
  // The target signs in at OTHER_PLACE once: from then on they are its customer.
  await t.call('login', { phone, password: 'senha-do-alvo' }, { place: OTHER_PLACE, ip: '10.50.0.6' });
  target = {
    id,
    phone,
    email,
    fields: { card_id: cardId, cardId, order_id: order.id, reference_id: order.id, address_id: addressId },
  };
  secrets = [id, phone, email, addressId, cardId, order.id];
  // The tokens really work at OTHER_PLACE (the walk below is not vacuous).
  const tokens = await hostileTokens();
  const there = await t.call('readuserinfo', {}, { token: tokens.acting, place: OTHER_PLACE });
  expect(there.body.data?._id).toBe(id);
}

const hostileIp = uniqueIps(51);
/** Every token the hostile owner can obtain, fresh: its own user and manager tokens, and an acting token. */
async function hostileTokens() {
  const ip = hostileIp();
  const own = (await t.call('login', HOSTILE, { place: OTHER_PLACE, ip })).body.data;
  const acting = await t.call(
    'managerlogin',
    { user_id: target.id },
    { token: own.token, managerToken: own.manager.managerToken, place: OTHER_PLACE, ip },
  );
  if (acting.status !== 200) throw new Error(`managerlogin at OTHER_PLACE failed: ${JSON.stringify(acting.body)}`);
  return {
    token: own.token as string,
    managerToken: own.manager.managerToken as string,
    acting: acting.body.data.token,
  };
}

async function hostileActors(): Promise<Actor[]> {
  const h = await hostileTokens();
  return [
    { name: 'hostile owner of another place', token: h.token, managerToken: h.managerToken, level: ACCESS_LEVEL.user },
    { name: 'hostile owner acting as its victim', token: h.acting, level: ACCESS_LEVEL.anonymous },
    {
      name: 'hostile owner acting as its victim, with its manager token',
      token: h.acting,
      managerToken: h.managerToken,
      level: ACCESS_LEVEL.anonymous,
    },
    { name: 'hostile owner, manager token alone', managerToken: h.managerToken, level: ACCESS_LEVEL.anonymous },
  ];
}

let ip = 0;
/** Fresh sessions for every check: a call such as logout must not spoil the next one. */
async function actors(): Promise<Actor[]> {
  const login = async (phone: string, password: string, place: string) =>
    (await t.call('login', { phone, password }, { place, ip: `10.50.1.${ip++ % 250}` })).body.data;
  const customer = await login(DEMO.customer.phone, DEMO.customer.password, PLACE);
  const foreign = await login('31988880001', 'gerente-alheio', OTHER_PLACE);
  const owner = await login(DEMO.owner.phone, DEMO.owner.password, PLACE);
  return [
    { name: 'no token', level: ACCESS_LEVEL.anonymous },
    { name: 'customer', token: customer.token, level: ACCESS_LEVEL.user },
    {
      name: 'manager of another place',
      token: foreign.token,
      managerToken: foreign.manager.managerToken,
      level: ACCESS_LEVEL.user,
    },
    { name: 'owner', token: owner.token, managerToken: owner.manager.managerToken, level: ACCESS_LEVEL.owner },
  ];
}

// Staff of PLACE with a narrower role than manager (decision 068): each may make only its tools'
// calls; a manager-level call outside them answers access_denied like a customer's would.
const STAFF = STAFF_ROLES.filter((r) => r !== 'manager').map((role, i) => ({
  role,
  phone: `3194444000${i + 1}`,
  password: `senha-${role}-123`,
}));

async function staffSetUp() {
  const { sql } = await import('drizzle-orm');
  for (const s of STAFF) {
    const made = await t.call(
      'createuser',
      { username: `Equipe ${s.role}`, phone: s.phone, password: s.password },
      { place: PLACE, ip: '10.50.0.9' },
    );
    await t.database.db.execute(
      sql`update place_members set is_manager = true, staff_role = ${s.role} where user_id = ${made.body.data.user._id}`,
    );
  }
}

async function staffActors() {
  const out: (Actor & { role: StaffRole })[] = [];
  for (const s of STAFF) {
    const data = (await t.call('login', s, { place: PLACE, ip: `10.50.2.${ip++ % 250}` })).body.data;
    out.push({
      name: `${s.role} of this place`,
      role: s.role,
      token: data.token,
      managerToken: data.manager.managerToken,
      level: ACCESS_LEVEL.manager,
    });
  }
  return out;
}

const calls = Object.entries(catalogue) as [CallName, CallDef][];

describe.each(calls)('%s', (name, def) => {
  it(`answers as its declared level (${def.level}) says, for every kind of caller`, async () => {
    for (const actor of await actors()) {
      const res = await t.call(name, sampleBody(def, victim), { ...actor, place: PLACE, ip: '10.60.0.1' });
      expect(res.status, `${actor.name}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
      const denied = res.status === 403 && res.body.error?.code === 'access_denied';
      const allowed = actor.level >= ACCESS_LEVEL[def.level];
      expect(denied, `${name} as ${actor.name}`).toBe(!allowed);
      if (denied) expect(res.body.error.message).toBe('access_denied');
    }
  });

  it('lets a cashier, a waiter and the kitchen make only the calls of their tools', async () => {
    for (const actor of await staffActors()) {
      const res = await t.call(name, sampleBody(def, victim), { ...actor, place: PLACE, ip: '10.60.0.4' });
      expect(res.status, `${actor.name}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
      const denied = res.status === 403 && res.body.error?.code === 'access_denied';
      const staffCall = ACCESS_LEVEL[def.level] >= ACCESS_LEVEL.manager;
      const allowed = actor.level >= ACCESS_LEVEL[def.level] && (!staffCall || roleMayCall(actor.role, name));
      expect(denied, `${name} as ${actor.name}: ${JSON.stringify(res.body)}`).toBe(!allowed);
      const text = JSON.stringify(res.body.data ?? {});
      expect(text, `${name} as ${actor.name}`).not.toContain(victim.id);
    }
  });

  it("never returns another place's customer's data to anyone of this place", async () => {
    for (const actor of await actors()) {
      const res = await t.call(name, sampleBody(def, victim), { ...actor, place: PLACE, ip: '10.60.0.2' });
      const text = JSON.stringify(res.body.data ?? {});
      expect(text, `${name} as ${actor.name}`).not.toContain(victim.id);
      expect(text).not.toContain(victim.email);
      expect(text).not.toContain(victim.phone);
    }
  });

  it('gives the hostile owner of another place, with every token it obtained, nothing beyond its level and nothing of its victim', async () => {
    for (const actor of await hostileActors()) {
      const res = await t.call(name, sampleBody(def, target), { ...actor, place: PLACE, ip: '10.60.0.3' });
      expect(res.status, `${actor.name}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
      const denied = res.status === 403 && res.body.error?.code === 'access_denied';
      expect(denied, `${name} as ${actor.name}: ${JSON.stringify(res.body)}`).toBe(
        actor.level < ACCESS_LEVEL[def.level],
      );
      const text = JSON.stringify(res.body.data ?? {});
      for (const secret of secrets) expect(text, `${name} as ${actor.name}`).not.toContain(secret);
    }
  });
});
