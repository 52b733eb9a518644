import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app.ts';
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
