import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client.ts';
import { hashToken } from '../../platform/tokens.ts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { uniquePhones } from '../../test/unique.ts';
import { createUsersRepo } from './users.repo.ts';

// The session lookup is batched per place (decision 221): these read through a second users repo
// whose pool connection is free only when the test says so, so a batch stays open (not yet sent)
// while the app writes.

let t: TestApp;
let placeIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  placeIds = [];
  for (const slug of DEMO.places.slice(0, 2)) {
    const res = (await t.database.db.execute(sql`select id from places where slug = ${slug}`)) as unknown as {
      rows: { id: string }[];
    };
    placeIds.push(res.rows[0]?.id ?? '');
  }
});
afterAll(() => t.close());

const newPhone = uniquePhones('218');

async function register() {
  const res = await t.call('createuser', { username: 'Pessoa Lote', phone: newPhone(), password: 'segredo1' });
  expect(res.status).toBe(200);
  return { token: res.body.data.token as string, id: res.body.data.user._id as string };
}

/** A users repo whose batches wait for `free()`; `sent` counts the statements its lookups sent. */
function gatedRepo() {
  let free: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    free = resolve;
  });
  const counter = { sent: 0 };
  const repo = createUsersRepo(t.database.db, {
    async withConnection<T>(fn: (db: Db) => Promise<T>) {
      await gate;
      counter.sent += 1;
      return t.database.withConnection(fn);
    },
  });
  return { repo, free, counter };
}

describe('session lookups in one batch (decision 221)', () => {
  it('a logout committed while the batch is still open is seen by a read that arrives after it', async () => {
    const [stays, leaves] = [await register(), await register()];
    const { repo, free, counter } = gatedRepo();
    const [here] = placeIds;
    // A read of another person opens this place's batch; it is not sent yet.
    const other = repo.findUserSession(hashToken(stays.token), here ?? null, true);
    expect((await t.call('logout', {}, { token: leaves.token })).body.data).toEqual({ done: true });
    // Same place, same statement: it joins the open batch, which is sent after the logout.
    const after = repo.findUserSession(hashToken(leaves.token), here ?? null, true);
    free();
    expect(await after).toBeNull();
    expect((await other)?.userId).toBe(stays.id);
    expect(counter.sent).toBe(1);
    // And through the app: the logged-out token reads nothing at once.
    expect((await t.call('readuserinfo', {}, { token: leaves.token })).status).toBe(403);
  });

  it('two tokens in one batch get their own answers, one statement for both', async () => {
    const [a, b] = [await register(), await register()];
    const { repo, free, counter } = gatedRepo();
    const reads = [a, b, a].map((p) => repo.findUserSession(hashToken(p.token), placeIds[0] ?? null, true));
    free();
    const [ra, rb, ra2] = await Promise.all(reads);
    expect(counter.sent).toBe(1);
    expect([ra?.userId, rb?.userId, ra2?.userId]).toEqual([a.id, b.id, a.id]);
    expect(ra?.record.id).toBe(a.id);
    expect(rb?.record.id).toBe(b.id);
    // Two requests of one token get objects of their own.
    expect(ra).not.toBe(ra2);
    expect(ra).toEqual(ra2);

    // Through the app, concurrently: each token reads its own person.
    const answers = await Promise.all(
      [a, b, a, b].map((p) => t.call('readuserinfo', {}, { token: p.token, place: DEMO.places[0] })),
    );
    expect(answers.map((r) => r.body.data._id)).toEqual([a.id, b.id, a.id, b.id]);
  });

  it("a place's batch never reads another place's session or membership", async () => {
    const login = await t.call('login', { phone: DEMO.manager.phone, password: DEMO.manager.password });
    const staff = { token: login.body.data.token as string, managerToken: login.body.data.manager.managerToken };
    const customer = await register();
    // A membership at the first place only.
    await t.call('readuserinfo', {}, { token: customer.token, place: DEMO.places[0] });
    const acting = await t.call('managerlogin', { user_id: customer.id }, { ...staff, place: DEMO.places[0] });
    expect(acting.status).toBe(200);
    const actingHash = hashToken(acting.body.data.token);
    const [first, second] = placeIds;
    const { repo, free, counter } = gatedRepo();
    const reads = [
      repo.findUserSession(actingHash, first ?? null),
      repo.findUserSession(actingHash, second ?? null),
      repo.findUserSession(hashToken(customer.token), first ?? null),
      repo.findUserSession(hashToken(customer.token), second ?? null),
    ];
    free();
    const [actingHere, actingThere, ownHere, ownThere] = await Promise.all(reads);
    // One batch per place.
    expect(counter.sent).toBe(2);
    // The acting token is a session of the granting place only (decision 046).
    expect(actingHere?.actingManagerId).toBeTruthy();
    expect(actingThere).toBeNull();
    // Each place's read carries that place's membership and nothing of the other's.
    expect(ownHere?.member?.placeId).toBe(first);
    expect(ownThere?.member ?? null).toBeNull();

    // Through the app, concurrently.
    const [appHere, appThere] = await Promise.all([
      t.call('readuserinfo', {}, { token: acting.body.data.token, place: DEMO.places[0] }),
      t.call('readuserinfo', {}, { token: acting.body.data.token, place: DEMO.places[1] }),
    ]);
    expect(appHere.body.data._id).toBe(customer.id);
    expect(appThere.status).toBe(403);
  });
});

describe('manager-token lookups in one batch (decision 235)', () => {
  async function staffLogin(person: { phone: string; password: string }, place: string) {
    const res = await t.call('login', person, { place });
    expect(res.status).toBe(200);
    return { token: res.body.data.token as string, managerToken: res.body.data.manager.managerToken as string, place };
  }

  it('a staff logout committed while the batch is still open is seen by a read that arrives after it', async () => {
    const place = DEMO.places[0];
    const [stays, leaves] = [await staffLogin(DEMO.owner, place), await staffLogin(DEMO.manager, place)];
    const { repo, free, counter } = gatedRepo();
    const [here] = placeIds;
    // A read of another staff token opens this place's batch; it is not sent yet.
    const other = repo.findManagerSession(hashToken(stays.managerToken), here ?? '');
    expect((await t.call('logout', {}, leaves)).body.data).toEqual({ done: true });
    const after = repo.findManagerSession(hashToken(leaves.managerToken), here ?? '');
    free();
    expect(await after).toBeNull();
    expect((await other)?.isOwner).toBe(true);
    expect(counter.sent).toBe(1);
    // And through the app: the revoked manager token is refused at once.
    expect((await t.call('manager/ratings', {}, { managerToken: leaves.managerToken, place })).status).toBe(403);
  });

  it('two tokens in one batch get their own staff member, one statement for both', async () => {
    const place = DEMO.places[0];
    const [owner, manager] = [await staffLogin(DEMO.owner, place), await staffLogin(DEMO.manager, place)];
    const { repo, free, counter } = gatedRepo();
    const reads = [owner, manager, owner].map((s) =>
      repo.findManagerSession(hashToken(s.managerToken), placeIds[0] ?? ''),
    );
    free();
    const [ro, rm, ro2] = await Promise.all(reads);
    expect(counter.sent).toBe(1);
    expect([ro?.isOwner, rm?.isOwner, ro2?.isOwner]).toEqual([true, false, true]);
    expect(ro?.userId).not.toBe(rm?.userId);
    expect(ro).not.toBe(ro2);
    expect(ro).toEqual(ro2);

    // Through the app, concurrently: each staff token is accepted.
    const answers = await Promise.all(
      [owner, manager, owner, manager].map((s) =>
        t.call('manager/ratings', {}, { managerToken: s.managerToken, place }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });

  it("a place's batch never accepts another place's manager token", async () => {
    const staff = await staffLogin(DEMO.manager, DEMO.places[0]);
    const hash = hashToken(staff.managerToken);
    const [first, second] = placeIds;
    const { repo, free, counter } = gatedRepo();
    const reads = [repo.findManagerSession(hash, first ?? ''), repo.findManagerSession(hash, second ?? '')];
    free();
    const [here, there] = await Promise.all(reads);
    // One batch per place; the token counts only at the place that issued it.
    expect(counter.sent).toBe(2);
    expect(here?.userId).toBeTruthy();
    expect(there).toBeNull();

    const [appHere, appThere] = await Promise.all([
      t.call('manager/ratings', {}, { managerToken: staff.managerToken, place: DEMO.places[0] }),
      t.call('manager/ratings', {}, { managerToken: staff.managerToken, place: DEMO.places[1] }),
    ]);
    expect(appHere.status).toBe(200);
    expect(appThere.status).toBe(403);
  });
});
