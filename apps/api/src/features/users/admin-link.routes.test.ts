import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { uniqueIps } from '../../test/unique.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PLACE = DEMO.places[0];
const ip = uniqueIps(82);

async function managerAuth(who: { phone: string; password: string } = DEMO.manager) {
  const res = await t.call('login', who, { place: PLACE, ip: ip() });
  return {
    token: res.body.data.token as string,
    managerToken: res.body.data.manager.managerToken as string,
    place: PLACE,
  };
}
const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('admin/link/create', () => {
  it('is for managers only', async () => {
    const customer = await t.call('login', DEMO.customer, { place: PLACE, ip: ip() });
    const res = await t.call('admin/link/create', {}, { token: customer.body.data.token, place: PLACE });
    expect(res.body.error.code).toBe('access_denied');
    expect((await t.call('admin/link/create', {}, { place: PLACE })).body.error.code).toBe('access_denied');
  });

  it('answers a random single-use code and its path, never a token; only the hash is stored', async () => {
    const res = await t.call('admin/link/create', {}, await managerAuth());
    expect(res.status).toBe(200);
    const { code, path, expires_in } = res.body.data;
    expect(Object.keys(res.body.data).sort()).toEqual(['code', 'expires_in', 'path']);
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/); // 24 random bytes = 192 bits
    expect(path).toBe(`/p/${PLACE}/admin/entrar/${code}`);
    expect(expires_in).toBe(120);
    const other = (await t.call('admin/link/create', {}, await managerAuth())).body.data.code;
    expect(other).not.toBe(code);

    const hash = createHash('sha256').update(code).digest('hex');
    const stored = await rows(sql`select code_hash from admin_link_codes where code_hash = ${hash}`);
    expect(stored).toHaveLength(1);
    expect(await rows(sql`select 1 from admin_link_codes where code_hash = ${code}`)).toHaveLength(0);
  });
});

describe('admin/link/redeem', () => {
  it('opens a fresh manager session once; the second use is refused with a clear message', async () => {
    const code = (await t.call('admin/link/create', {}, await managerAuth())).body.data.code;
    const first = await t.call('admin/link/redeem', { code }, { place: PLACE, ip: ip() });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.user.phone).toBe(DEMO.manager.phone);
    expect(first.body.data.manager).toMatchObject({ owner: false });
    const fresh = { token: first.body.data.token, managerToken: first.body.data.manager.managerToken, place: PLACE };
    const board = await t.call('manager/getorderlist', {}, fresh);
    expect(board.status).toBe(200);

    const second = await t.call('admin/link/redeem', { code }, { place: PLACE, ip: ip() });
    expect(second.status).toBe(410);
    expect(second.body.error).toMatchObject({
      code: 'link_used',
      message: 'Este link de acesso já foi usado. Peça um novo link em "Abrir admin".',
    });
  });

  it('two browsers racing for one code: exactly one session', async () => {
    const code = (await t.call('admin/link/create', {}, await managerAuth())).body.data.code;
    const results = await Promise.all(
      [1, 2, 3].map(() => t.call('admin/link/redeem', { code }, { place: PLACE, ip: ip() })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 410, 410]);
  });

  it('refuses an expired code, a code of another place and a made-up code', async () => {
    const code = (await t.call('admin/link/create', {}, await managerAuth())).body.data.code;
    const elsewhere = await t.call('admin/link/redeem', { code }, { place: DEMO.places[1], ip: ip() });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.code).toBe('link_invalid');

    const hash = createHash('sha256').update(code).digest('hex');
    await t.database.db.execute(
      sql`update admin_link_codes set expires_at = now() - interval '1 second' where code_hash = ${hash}`,
    );
    const expired = await t.call('admin/link/redeem', { code }, { place: PLACE, ip: ip() });
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe('Este link de acesso expirou. Peça um novo link em "Abrir admin".');

    const madeUp = await t.call('admin/link/redeem', { code: 'A'.repeat(32) }, { place: PLACE, ip: ip() });
    expect(madeUp.body.error.code).toBe('link_invalid');
  });

  it('a person no longer on the team gets no session from an old code', async () => {
    const owner = await managerAuth(DEMO.owner);
    const supplier = await managerAuth(DEMO.supplier);
    const code = (await t.call('admin/link/create', {}, supplier)).body.data.code;
    const team = await t.call('team/list', {}, owner);
    const member = team.body.data.members.find((m: { username: string }) => m.username === 'Dr. Pedro Prestador');
    await t.call('team/remove', { member_id: member.member_id }, owner);
    const res = await t.call('admin/link/redeem', { code }, { place: PLACE, ip: ip() });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('not_staff');
  });

  it('is rate limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await t.call('admin/link/redeem', { code: `nada-${i}` }, { place: PLACE, ip: '10.83.0.1' })).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
