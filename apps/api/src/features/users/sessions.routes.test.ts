import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/tokens.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { uniqueIps, uniquePhones } from '../../test/unique.ts';

// Sessions end with a password change, an SMS reset and the first SMS proof of a
// phone; tokens slide with use up to an absolute limit; logout ends both tokens (decision 047).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PLACE = DEMO.places[0];
const newPhone = uniquePhones('519');
const ip = uniqueIps(83);

const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
/** When the token's session ends, in ms since the epoch. */
const endOf = async (token: string) => {
  const [row] = await rows(sql`select expires_at from sessions where token_hash = ${hashToken(token)}`);
  return new Date(row?.expires_at as string | Date).getTime();
};
const hoursLeft = async (token: string) => ((await endOf(token)) - Date.now()) / 3_600_000;

/** Whether a user token still reads the person. */
const userOk = async (token: string, place: string = PLACE) =>
  (await t.call('readuserinfo', {}, { token, place, ip: ip() })).status === 200;
/** Whether a manager token still opens the back office of its place. */
const managerOk = async (managerToken: string, place: string) =>
  (await t.call('admin/settings/get', {}, { managerToken, place, ip: ip() })).status === 200;

async function register(phone = newPhone(), password = 'segredo1') {
  const res = await t.call('createuser', { username: 'Pessoa Sessão', phone, password }, { place: PLACE, ip: ip() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { phone, password, token: res.body.data.token as string };
}

/** A person who owns a new place: their sign-up token and the manager token the place gave them. */
async function owner() {
  const person = await register();
  const slug = `sessao-${newPhone().slice(-8)}`;
  const res = await t.call(
    'onboarding/createplace',
    { name: `Lugar ${slug}`, slug, kind: 'shop' },
    { token: person.token, ip: ip() },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...person, slug, managerToken: res.body.data.manager.managerToken as string };
}

async function login(phone: string, password: string, place: string) {
  const res = await t.call('login', { phone, password }, { place, ip: ip() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { token: res.body.data.token as string, managerToken: res.body.data.manager?.managerToken as string };
}

describe('a new password ends the other sessions', () => {
  it('updateuser with the current password keeps this session and its manager token, ends every other', async () => {
    const me = await owner();
    const other = await login(me.phone, me.password, me.slug);
    const elsewhere = await login(me.phone, me.password, DEMO.places[1]);
    expect(await managerOk(other.managerToken, me.slug)).toBe(true);

    const changed = await t.call(
      'updateuser',
      { password: 'novasenha1', current_password: me.password },
      { token: me.token, managerToken: me.managerToken, place: me.slug, ip: ip() },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    expect(await userOk(me.token)).toBe(true);
    expect(await managerOk(me.managerToken, me.slug)).toBe(true);
    expect(await userOk(other.token)).toBe(false);
    expect(await managerOk(other.managerToken, me.slug)).toBe(false);
    expect(await userOk(elsewhere.token, DEMO.places[1])).toBe(false);
  });

  it('a reset by SMS ends every session opened before; the reset session stays as the new login', async () => {
    const me = await owner();
    const before = await login(me.phone, me.password, me.slug);
    await t.call('resetpasswordsms', { type: 'SEND', phone_number: me.phone }, { place: PLACE, ip: ip() });
    const validated = await t.call(
      'resetpasswordsms',
      { type: 'VALIDATE', phone_number: me.phone, pin_number: t.lastPin(me.phone) },
      { place: PLACE, ip: ip() },
    );
    const reset = validated.body.data.login.token as string;
    const changed = await t.call('updateuser', { password: 'novasenha1' }, { token: reset, place: PLACE, ip: ip() });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    expect(await userOk(reset)).toBe(true);
    for (const token of [me.token, before.token]) expect(await userOk(token)).toBe(false);
    for (const managerToken of [me.managerToken, before.managerToken]) {
      expect(await managerOk(managerToken, me.slug)).toBe(false);
    }
  });
});

describe('the first SMS proof of a phone claims the account', () => {
  async function staffCreated(password?: string) {
    const staff = await login(DEMO.manager.phone, DEMO.manager.password, PLACE);
    const phone = newPhone();
    const res = await t.call(
      'createuser',
      { username: 'Cliente do Balcão', phone, ...(password ? { password } : {}) },
      { ...staff, place: PLACE, ip: ip() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { phone, staffToken: res.body.data.token as string };
  }

  it('identify-user by SMS ends the tokens staff got by creating the account, and the password they typed', async () => {
    const { phone, staffToken } = await staffCreated('senhadaloja');
    expect(await userOk(staffToken)).toBe(true);

    await t.call('identify-user', { phone }, { place: PLACE, ip: ip() });
    const mine = await t.call('identify-user', { phone, pin_number: t.lastPin(phone) }, { place: PLACE, ip: ip() });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);

    expect(await userOk(mine.body.data.login.token)).toBe(true);
    expect(await userOk(staffToken)).toBe(false);
    const staffPassword = await t.call('login', { phone, password: 'senhadaloja' }, { place: PLACE, ip: ip() });
    expect(staffPassword.status).toBe(401);
  });

  it('the reset by SMS claims it too, before any new password is set', async () => {
    const { phone, staffToken } = await staffCreated();
    await t.call('resetpasswordsms', { type: 'SEND', phone_number: phone }, { place: PLACE, ip: ip() });
    const validated = await t.call(
      'resetpasswordsms',
      { type: 'VALIDATE', phone_number: phone, pin_number: t.lastPin(phone) },
      { place: PLACE, ip: ip() },
    );
    expect(validated.status, JSON.stringify(validated.body)).toBe(200);
    expect(await userOk(staffToken)).toBe(false);
    expect(await userOk(validated.body.data.login.token)).toBe(true);
  });

  it('validatephonenumber keeps the validating session and ends the ones opened before it', async () => {
    const me = await register();
    const other = await login(me.phone, me.password, PLACE);
    await t.call('sendvalidationpin', {}, { token: me.token, place: PLACE, ip: ip() });
    const ok = await t.call(
      'validatephonenumber',
      { pin_number: t.lastPin(me.phone) },
      { token: me.token, place: PLACE, ip: ip() },
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await userOk(me.token)).toBe(true);
    expect(await userOk(other.token)).toBe(false);
    // The person's own password still works: they proved the phone from their own session.
    expect((await t.call('login', { phone: me.phone, password: me.password }, { ip: ip() })).status).toBe(200);
  });

  it('a later SMS sign-in of a proven phone ends nothing', async () => {
    const me = await register();
    await t.call('sendvalidationpin', {}, { token: me.token, place: PLACE, ip: ip() });
    await t.call(
      'validatephonenumber',
      { pin_number: t.lastPin(me.phone) },
      { token: me.token, place: PLACE, ip: ip() },
    );
    const kept = await login(me.phone, me.password, PLACE);
    await t.database.db.execute(sql`update pin_challenges set last_sent_at = 'epoch' where phone = ${me.phone}`);
    await t.call('identify-user', { phone: me.phone }, { place: PLACE, ip: ip() });
    await t.call('identify-user', { phone: me.phone, pin_number: t.lastPin(me.phone) }, { place: PLACE, ip: ip() });
    expect(await userOk(kept.token)).toBe(true);
  });
});

describe('sliding lifetimes', () => {
  it('a manager token lasts 12 hours unused, a user token 30 days', async () => {
    const me = await owner();
    const staff = await login(me.phone, me.password, me.slug);
    const managerHours = await hoursLeft(staff.managerToken);
    expect(managerHours).toBeGreaterThan(11);
    expect(managerHours).toBeLessThanOrEqual(12);
    const userDays = (await hoursLeft(staff.token)) / 24;
    expect(userDays).toBeGreaterThan(29);
    expect(userDays).toBeLessThanOrEqual(30);
  });

  it('use pushes the end forward, written at most once per step, never past the absolute limit', async () => {
    const { token } = await register();
    // Near its idle end: a use slides it to a full idle period again.
    await t.database.db.execute(
      sql`update sessions set expires_at = now() + interval '1 hour' where token_hash = ${hashToken(token)}`,
    );
    expect(await userOk(token)).toBe(true);
    const slid = await endOf(token);
    expect((slid - Date.now()) / 86_400_000).toBeGreaterThan(29);
    // A second use right after writes nothing.
    expect(await userOk(token)).toBe(true);
    expect(await endOf(token)).toBe(slid);
    // Issued 89 days ago: the end stops at 90 days after issue.
    await t.database.db.execute(
      sql`update sessions set created_at = now() - interval '89 days', expires_at = now() + interval '1 hour'
          where token_hash = ${hashToken(token)}`,
    );
    expect(await userOk(token)).toBe(true);
    const capped = await hoursLeft(token);
    expect(capped).toBeGreaterThan(23);
    expect(capped).toBeLessThanOrEqual(24);
    // Past the absolute limit it no longer counts, whatever its end says.
    await t.database.db.execute(
      sql`update sessions set created_at = now() - interval '91 days', expires_at = now() + interval '5 days'
          where token_hash = ${hashToken(token)}`,
    );
    expect(await userOk(token)).toBe(false);
  });

  it('an idle token ends', async () => {
    const staff = await login(DEMO.manager.phone, DEMO.manager.password, PLACE);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${hashToken(staff.managerToken)}`,
    );
    expect(await managerOk(staff.managerToken, PLACE)).toBe(false);
    expect(await userOk(staff.token)).toBe(true);
  });
});

describe('logout', () => {
  it('ends the user token and the manager token sent with it', async () => {
    const staff = await login(DEMO.manager.phone, DEMO.manager.password, PLACE);
    expect(await managerOk(staff.managerToken, PLACE)).toBe(true);
    const res = await t.call('logout', {}, { ...staff, place: PLACE, ip: ip() });
    expect(res.body.data).toEqual({ done: true });
    expect(await userOk(staff.token)).toBe(false);
    expect(await managerOk(staff.managerToken, PLACE)).toBe(false);
  });
});
