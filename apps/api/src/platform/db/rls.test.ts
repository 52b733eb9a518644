import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
import { statementName } from './place-statement.ts';
import { placeMembers, places } from './schema.ts';

let t: TestApp;
let placeA: string;
let placeB: string;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select({ id: places.id, slug: places.slug }).from(places);
  placeA = rows.find((r) => r.slug === DEMO.places[0])?.id ?? '';
  placeB = rows.find((r) => r.slug === DEMO.places[1])?.id ?? '';
});
afterAll(() => t.close());

describe('row-level security on tenant tables', () => {
  it('a query without a place filter sees only the current place', async () => {
    const all = await t.database.db.select().from(placeMembers);
    expect(new Set(all.map((m) => m.placeId)).size).toBeGreaterThan(1);
    const seen = await t.database.inPlace(placeA, (tx) => tx.select().from(placeMembers));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((m) => m.placeId === placeA)).toBe(true);
  });

  it('cannot write a row of another place', async () => {
    const [member] = await t.database.db.select().from(placeMembers).where(eq(placeMembers.placeId, placeB)).limit(1);
    await expect(
      t.database.inPlace(placeA, (tx) =>
        tx.insert(placeMembers).values({ placeId: placeB, userId: member?.userId ?? '' }),
      ),
    ).rejects.toThrow();
    const updated = await t.database.inPlace(placeA, (tx) =>
      tx.update(placeMembers).set({ blocked: true }).where(eq(placeMembers.placeId, placeB)).returning(),
    );
    expect(updated).toHaveLength(0);
  });

  it('sees nothing at all when no place is set', async () => {
    const seen = await t.database.inTransaction((tx) => tx.select().from(placeMembers));
    expect(seen).toHaveLength(0);
  });
});

describe('transactions', () => {
  it('refuse a pool query from inside a transaction (it would escape it, or hang PGlite)', async () => {
    const attempt = t.database.inPlace(placeA, async () => t.database.db.select().from(places).limit(1));
    const error = (await attempt.catch((e: unknown) => e)) as Error & { cause?: Error };
    expect(String(error.cause?.message ?? error.message)).toContain('A query on the pool inside a transaction');
  });
});

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

describe('read-only place transactions (readInPlace)', () => {
  it('see only the current place, like inPlace', async () => {
    const seen = await t.database.readInPlace(placeB, (tx) => tx.select().from(placeMembers));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((m) => m.placeId === placeB)).toBe(true);
  });

  it('run as the RLS-bound role with the place set, and refuse any write', async () => {
    const [setting] = rowsOf(
      await t.database.readInPlace(placeA, (tx) =>
        tx.execute(sql`select current_user as role, current_setting('app.place_id', true) as place`),
      ),
    ) as { role: string; place: string }[];
    expect(setting).toEqual({ role: 'app_user', place: placeA });
    const [member] = await t.database.db.select().from(placeMembers).where(eq(placeMembers.placeId, placeA)).limit(1);
    await expect(
      t.database.readInPlace(placeA, (tx) =>
        tx
          .update(placeMembers)
          .set({ blocked: member?.blocked ?? false })
          .where(eq(placeMembers.id, member?.id ?? '')),
      ),
    ).rejects.toThrow();
  });

  it('leave the connection clean for the next caller (no place, no role, no open transaction)', async () => {
    for (let i = 0; i < 12; i++) await t.database.readInPlace(placeA, (tx) => tx.select().from(placeMembers).limit(1));
    const [after] = rowsOf(
      await t.database.db.execute(
        sql`select current_user as role, current_setting('app.place_id', true) as place, current_setting('transaction_read_only') as read_only`,
      ),
    ) as { role: string; place: string | null; read_only: string }[];
    expect(after?.role).not.toBe('app_user');
    expect(after?.place ?? '').toBe('');
    // A READ ONLY transaction left open would hold this query too.
    expect(after?.read_only).toBe('off');
  });
});

describe('one read statement as a place (readStatement)', () => {
  it('sees only the current place, as the RLS-bound role, with parameters in place', async () => {
    const seen = await t.database.readStatement<{ placeId: string }>(
      placeB,
      sql`select ${placeMembers.placeId} as "placeId" from ${placeMembers} where ${placeMembers.placeId} is not null`,
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((m) => m.placeId === placeB)).toBe(true);
    const other = await t.database.readStatement(
      placeA,
      sql`select 1 as one from ${placeMembers} where ${placeMembers.placeId} = ${placeB}`,
    );
    expect(other).toEqual([]);
    const [setting] = await t.database.readStatement<{ role: string; place: string; quoted: string }>(
      placeA,
      sql`select current_user as role, current_setting('app.place_id', true) as place, ${"it's"}::text as quoted`,
    );
    expect(setting).toEqual({ role: 'app_user', place: placeA, quoted: "it's" });
  });

  it('keeps one prepared plan per statement, yet each call sees only its own place', async () => {
    const members = (place: string) =>
      t.database.readStatement<{ placeId: string }>(
        place,
        sql`select ${placeMembers.placeId} as "placeId" from ${placeMembers} where ${placeMembers.blocked} = ${false}`,
      );
    // PostgreSQL plans a prepared statement's first 5 runs each time and may keep a generic plan
    // after: both places, interleaved, well past that.
    for (let i = 0; i < 16; i++) {
      const place = i % 2 === 0 ? placeA : placeB;
      const seen = await members(place);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((m) => m.placeId === place)).toBe(true);
    }
  });

  it('answers a bad parameter with its error and the same statement works next', async () => {
    const byId = (id: string) =>
      t.database.readStatement<{ one: number }>(
        placeA,
        sql`select 1 as one from ${placeMembers} where ${placeMembers.id} = ${id}::uuid`,
      );
    await expect(byId('not-a-uuid')).rejects.toThrow(/uuid/);
    for (let i = 0; i < 12; i++) await expect(byId('00000000-0000-0000-0000-000000000000')).resolves.toEqual([]);
  });

  it('runs statements unnamed once the process has named its maximum, with the same answers', async () => {
    while (statementName(`select ${Math.random()}`) !== undefined) {}
    for (let i = 0; i < 3; i++) {
      const [setting] = await t.database.readStatement<{ role: string; place: string; n: number }>(
        placeB,
        sql`select current_user as role, current_setting('app.place_id', true) as place, ${i}::int as n`,
      );
      expect(setting).toEqual({ role: 'app_user', place: placeB, n: i });
    }
  });

  it('refuses a write and leaves the connection clean (no place, no role, no open transaction)', async () => {
    const [member] = await t.database.db.select().from(placeMembers).where(eq(placeMembers.placeId, placeA)).limit(1);
    await expect(
      t.database.readStatement(
        placeA,
        sql`update ${placeMembers} set blocked = blocked where ${placeMembers.id} = ${member?.id ?? ''} returning 1`,
      ),
    ).rejects.toThrow();
    for (let i = 0; i < 12; i++) await t.database.readStatement(placeA, sql`select 1 as one`);
    const [after] = rowsOf(
      await t.database.db.execute(
        sql`select current_user as role, current_setting('app.place_id', true) as place, current_setting('transaction_read_only') as read_only`,
      ),
    ) as { role: string; place: string | null; read_only: string }[];
    expect(after?.role).not.toBe('app_user');
    expect(after?.place ?? '').toBe('');
    expect(after?.read_only).toBe('off');
  });
});

describe('one write statement as a place (writeStatement)', () => {
  it('writes as the RLS-bound role within its place only, and commits', async () => {
    const [member] = await t.database.db.select().from(placeMembers).where(eq(placeMembers.placeId, placeA)).limit(1);
    const mine = await t.database.writeStatement<{ id: string }>(
      placeA,
      sql`update ${placeMembers} set blocked = blocked where ${placeMembers.id} = ${member?.id ?? ''} returning ${placeMembers.id} as id`,
    );
    expect(mine).toEqual([{ id: member?.id }]);
    const others = await t.database.writeStatement<{ id: string }>(
      placeB,
      sql`update ${placeMembers} set blocked = blocked where ${placeMembers.id} = ${member?.id ?? ''} returning ${placeMembers.id} as id`,
    );
    expect(others).toEqual([]);
  });
});
