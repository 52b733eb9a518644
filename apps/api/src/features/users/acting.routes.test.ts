import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { uniquePhones } from '../../test/unique.ts';
import { ACTING_SESSION_SECONDS } from './users.limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A phone no other test uses (rate limits are per phone). */
const newPhone = uniquePhones('229');

describe('staff acting as a customer (decision 046)', () => {
  const PORTO = DEMO.places[1];
  let ipSeq = 0;
  /** A customer who signed up at `place`, from an address of its own (sign-up limit per IP). */
  async function customerAt(place: string) {
    const phone = newPhone();
    const res = await t.call(
      'createuser',
      { username: 'Cliente Atendido', phone, password: 'segredo1' },
      { place, ip: `10.46.0.${ipSeq++}` },
    );
    expect(res.status).toBe(200);
    return { phone, token: res.body.data.token as string, id: res.body.data.user._id as string };
  }
  async function staffAt(place = DEMO.places[0] as string) {
    const res = await t.call('login', { phone: DEMO.manager.phone, password: DEMO.manager.password }, { place });
    return { token: res.body.data.token as string, managerToken: res.body.data.manager.managerToken as string, place };
  }
  /** Rows of a query written for the test (the driver's result, typed here). */
  const rows = async <R>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: R[] }).rows;
  const actingSession = async (userId: string) =>
    (
      await rows<{ slug: string | null; seconds: number }>(
        sql`select p.slug, extract(epoch from s.expires_at - s.created_at)::int as seconds
            from sessions s left join places p on p.id = s.place_id
            where s.user_id = ${userId} and s.acting_manager_id is not null order by s.created_at desc limit 1`,
      )
    )[0];

  it('a managerlogin token works at the place that granted it only, for two hours', async () => {
    const staff = await staffAt();
    const customer = await customerAt(DEMO.places[0]);
    const acting = await t.call('managerlogin', { user_id: customer.id }, staff);
    expect(acting.status).toBe(200);
    const token = acting.body.data.token as string;
    const here = await t.call('readuserinfo', {}, { token, place: DEMO.places[0] });
    expect(here.body.data._id).toBe(customer.id);
    // Anywhere else the token is no session at all: the customer's data stays out of reach.
    for (const name of ['readuserinfo', 'mydelivery', 'payments/cards/list', 'updateuser'] as const) {
      const body = name === 'payments/cards/list' ? { buyerId: 'me' } : name === 'updateuser' ? { username: 'X' } : {};
      const elsewhere = await t.call(name, body, { token, place: PORTO });
      expect(elsewhere.status, name).toBe(403);
      expect(elsewhere.body.error.code, name).toBe('access_denied');
    }
    const row = await actingSession(customer.id);
    expect(row?.slug).toBe(DEMO.places[0]);
    // Value of the row, not a measured time: expires_at was written two hours after created_at.
    expect(Math.abs((row?.seconds ?? 0) - ACTING_SESSION_SECONDS)).toBeLessThan(60);
  });

  it('a customer created by staff gets a session bound to that place too', async () => {
    const staff = await staffAt();
    const res = await t.call('createuser', { username: 'Cliente Balcão', phone: newPhone() }, staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const token = res.body.data.token as string;
    expect((await t.call('readuserinfo', {}, { token, place: DEMO.places[0] })).status).toBe(200);
    expect((await t.call('readuserinfo', {}, { token, place: PORTO })).status).toBe(403);
    expect((await actingSession(res.body.data.user._id))?.slug).toBe(DEMO.places[0]);
  });

  it('an acting token ends when its staff member leaves the team', async () => {
    const person = await customerAt(DEMO.places[0]);
    await t.database.db.execute(
      sql`update place_members set is_manager = true where user_id = ${person.id} and place_id = (select id from places where slug = ${DEMO.places[0]})`,
    );
    const login = await t.call('login', { phone: person.phone, password: 'segredo1' }, { place: DEMO.places[0] });
    const staff = { token: login.body.data.token, managerToken: login.body.data.manager.managerToken };
    const customer = await customerAt(DEMO.places[0]);
    const acting = await t.call('managerlogin', { user_id: customer.id }, { ...staff, place: DEMO.places[0] });
    const token = acting.body.data.token as string;
    expect((await t.call('readuserinfo', {}, { token, place: DEMO.places[0] })).status).toBe(200);
    await t.database.db.execute(sql`update place_members set is_manager = false where user_id = ${person.id}`);
    expect((await t.call('readuserinfo', {}, { token, place: DEMO.places[0] })).status).toBe(403);
  });

  it('cannot change credentials or contact details, nor validate the phone by SMS', async () => {
    const staff = await staffAt();
    const customer = await customerAt(DEMO.places[0]);
    const token = (await t.call('managerlogin', { user_id: customer.id }, staff)).body.data.token as string;
    const message =
      'A equipe do estabelecimento não pode alterar a senha, o e-mail, o telefone ou o CPF do cliente. Só o próprio cliente pode fazer isso na conta dele.';
    for (const change of [
      { email: 'tomada@ataque.com' },
      { password: 'tomada123' },
      { password: 'tomada123', current_password: 'segredo1' },
      { cpf: '529.982.247-25' },
    ]) {
      const res = await t.call('updateuser', change, { token });
      expect(res.status, JSON.stringify(change)).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'acting_not_allowed', message });
    }
    const sms = t.sent.length;
    for (const name of ['sendvalidationpin', 'resentvalidationpin'] as const) {
      const res = await t.call(name, {}, { token });
      expect(res.status, name).toBe(403);
      expect(res.body.error.message).toBe(
        'Só o próprio cliente pode fazer isso, não a equipe do estabelecimento em nome dele.',
      );
    }
    expect((await t.call('validatephonenumber', { pin_number: '1234' }, { token })).status).toBe(403);
    expect(t.sent.length).toBe(sms);
    // Push stays the customer's: the call answers as the app expects and registers nothing.
    expect((await t.call('registerdevice', { push_token: 'staff-device' }, { token })).body.data).toEqual({
      done: true,
    });
    expect(await rows(sql`select 1 from devices where user_id = ${customer.id}`)).toHaveLength(0);
    // The customer's data is unchanged; what an order needs (the name) may still be fixed.
    const named = await t.call('updateuser', { username: 'Cliente Atendido Silva' }, { token });
    expect(named.status).toBe(200);
    expect(named.body.data.user).toMatchObject({ email: null, username: 'Cliente Atendido Silva' });
    expect((await t.call('login', { phone: customer.phone, password: 'segredo1' })).status).toBe(200);
  });

  it('reading the user at a place makes no customer of it; signing in there does', async () => {
    const customer = await customerAt(DEMO.places[0]);
    const porto = await staffAt(PORTO);
    const read = await t.call('readuserinfo', {}, { token: customer.token, place: PORTO });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ _id: customer.id, orderCount: 0, user_credit: { total_cash: 0 } });
    const members = () =>
      rows(
        sql`select 1 from place_members m join places p on p.id = m.place_id where p.slug = ${PORTO} and m.user_id = ${customer.id}`,
      );
    expect(await members()).toHaveLength(0);
    // So the Porto's staff can neither act as them nor read them.
    expect((await t.call('managerlogin', { user_id: customer.id }, porto)).status).toBe(404);
    expect((await t.call('getuser', { user_id: customer.id }, porto)).status).toBe(404);
    // Editing one's data there does not join either.
    expect(
      (await t.call('updateuser', { username: 'Cliente Curioso' }, { token: customer.token, place: PORTO })).status,
    ).toBe(200);
    expect(await members()).toHaveLength(0);
    // Signing in at the place is an explicit act: from then on they are its customer.
    await t.call('login', { phone: customer.phone, password: 'segredo1' }, { place: PORTO });
    expect(await members()).toHaveLength(1);
  });
});
