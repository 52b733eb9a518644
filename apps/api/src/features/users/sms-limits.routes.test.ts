import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { uniqueIps, uniquePhones } from '../../test/unique.ts';

// Texts are limited per recipient across places and purposes and per sending
// place; a team invitation names the platform and the person inviting (decision 049).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newPhone = uniquePhones('819');
const ip = uniqueIps(90);

async function ownerAt(place: string = DEMO.places[0]) {
  const res = await t.call('login', DEMO.owner, { place, ip: ip() });
  expect(res.status).toBe(200);
  return { token: res.body.data.token as string, managerToken: res.body.data.manager.managerToken as string, place };
}
const textsTo = (phone: string) => t.sent.filter((m) => m.to === `55${phone}`).length;

describe('team invitation text', () => {
  it('names the platform and the person inviting, besides the place', async () => {
    const phone = newPhone();
    const res = await t.call('team/invite', { phone }, { ...(await ownerAt(DEMO.places[0])), ip: ip() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const text = t.sent.findLast((m) => m.to === `55${phone}`)?.text ?? '';
    expect(text).toMatch(
      /^Pedido: Ana Dona convidou você para a equipe de Cantina da Praça\. Acesse \S*\/p\/cantina-da-praca\/entrar e entre com este número\.$/,
    );
  });
});

describe('texts per recipient', () => {
  it('one phone gets at most 10 texts a day from every place and purpose together', async () => {
    // An account typed with someone else's number: its sign-up may text that number...
    const phone = newPhone();
    const created = await t.call('createuser', { username: 'Impostor', phone, password: 'segredo1' }, { ip: ip() });
    const token = created.body.data.token as string;
    const lift = () =>
      t.database.db.execute(sql`update pin_challenges set last_sent_at = 'epoch' where phone = ${phone}`);
    const statuses: number[] = [];
    // ... codes from two places (5, the hourly cap of codes per phone) ...
    for (let i = 0; i < 5; i++) {
      await lift();
      const place = DEMO.places[i % 2];
      statuses.push((await t.call('sendvalidationpin', {}, { token, place, ip: ip() })).status);
    }
    // ... and team invitations from three places.
    for (let i = 0; i < 6; i++) {
      const res = await t.call(
        'team/invite',
        { phone },
        { ...(await ownerAt(DEMO.places[i % 3] ?? DEMO.places[0])), ip: ip() },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(textsTo(phone)).toBe(10);
  });

  it('sendvalidationpin texts only the number of the caller’s own account', async () => {
    const phone = newPhone();
    const other = newPhone();
    const created = await t.call('createuser', { username: 'Pessoa', phone, password: 'segredo1' }, { ip: ip() });
    await t.call(
      'sendvalidationpin',
      { phone: other, phone_number: other },
      { token: created.body.data.token, ip: ip() },
    );
    expect(textsTo(phone)).toBe(1);
    expect(textsTo(other)).toBe(0);
  });
});

describe('texts per place', () => {
  it('a place sends at most 20 team invitations a day', async () => {
    const owner = await t.call(
      'createuser',
      { username: 'Dona Nova', phone: newPhone(), password: 'segredo1' },
      { ip: ip() },
    );
    const created = await t.call(
      'onboarding/createplace',
      { name: 'Convites Sem Fim', slug: 'convites-sem-fim', kind: 'shop' },
      { token: owner.body.data.token, ip: ip() },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const auth = {
      token: owner.body.data.token as string,
      managerToken: created.body.data.manager.managerToken as string,
      place: 'convites-sem-fim',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await t.call('team/invite', { phone: newPhone() }, { ...auth, ip: ip() })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('a place sends at most 200 texts a day, codes and invitations together', async () => {
    const auth = await ownerAt(DEMO.places[2]);
    // 199 texts already went out from the clinic today (codes to its customers).
    const [place] = (
      (await t.database.db.execute(sql`select id from places where slug = ${DEMO.places[2]}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    await t.database.db.execute(
      sql`insert into rate_limits (key, window_start, count) values (${`sms:place:${place?.id}`}, now(), 199)
          on conflict (key) do update set count = 199, window_start = now()`,
    );
    expect((await t.call('team/invite', { phone: newPhone() }, { ...auth, ip: ip() })).status).toBe(200);
    const phone = newPhone();
    const created = await t.call('createuser', { username: 'Paciente', phone, password: 'segredo1' }, { ip: ip() });
    const pin = await t.call(
      'sendvalidationpin',
      {},
      { token: created.body.data.token, place: DEMO.places[2], ip: ip() },
    );
    expect(pin.status).toBe(429);
    expect(textsTo(phone)).toBe(0);
  });
});
