import { type CallDef, type CallName, catalogue } from '@app/domain';
import { ACCESS_LEVEL } from '@app/domain/shared/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleBody } from '../test/sample-body.ts';
import { createTestApp, DEMO, type TestApp } from '../test/test-app.ts';

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
});
afterAll(() => t.close());

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

  it("never returns another place's customer's data to anyone of this place", async () => {
    for (const actor of await actors()) {
      const res = await t.call(name, sampleBody(def, victim), { ...actor, place: PLACE, ip: '10.60.0.2' });
      const text = JSON.stringify(res.body.data ?? {});
      expect(text, `${name} as ${actor.name}`).not.toContain(victim.id);
      expect(text).not.toContain(victim.email);
      expect(text).not.toContain(victim.phone);
    }
  });
});
