import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

// The server's pool opens all its connections at start and keeps them (decision 224). PostgreSQL
// only: PGlite has one connection in process.
const url = process.env.DATABASE_URL;

describe.runIf(Boolean(url))('a warm PostgreSQL pool', () => {
  const admin = new pg.Client({ connectionString: url });
  const named = (name: string) => {
    const u = new URL(url as string);
    u.searchParams.set('application_name', name);
    return u.toString();
  };
  const backends = async (name: string) =>
    Number(
      (await admin.query('select count(*) as n from pg_stat_activity where application_name = $1', [name])).rows[0].n,
    );

  beforeAll(() => admin.connect());
  afterAll(() => admin.end());

  it('has every connection open before the first call and keeps them after a burst; a cold one opens on demand', async () => {
    const warmName = `warm_${randomBytes(4).toString('hex')}`;
    const coldName = `cold_${randomBytes(4).toString('hex')}`;
    const warm = await openDatabase({ kind: 'postgres', url: named(warmName), poolSize: 3, warm: true });
    const cold = await openDatabase({ kind: 'postgres', url: named(coldName), poolSize: 3 });
    try {
      expect(await backends(warmName)).toBe(3);
      expect(await backends(coldName)).toBeLessThan(3);
      await Promise.all([1, 2, 3, 4, 5].map(() => warm.db.execute(sql`select 1`)));
      expect(await backends(warmName)).toBe(3);
    } finally {
      await warm.close();
      await cold.close();
    }
  });
});
