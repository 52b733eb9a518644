import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseOptions, openDatabase } from './client.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';

// pg-boss on both drivers: the embedded PGlite (its one connection) and, when DATABASE_URL is set,
// PostgreSQL through the app's pool.
const targets: [string, DatabaseOptions][] = [['PGlite', { kind: 'pglite' }]];
if (process.env.DATABASE_URL) targets.push(['PostgreSQL', { kind: 'postgres', url: process.env.DATABASE_URL }]);

describe.each(targets)('job queue on %s', (_label, options) => {
  const suffix = randomBytes(4).toString('hex');
  const cron = `test-cron-${suffix}`;
  const now = `test-now-${suffix}`;
  let database: Database;
  let queue: JobQueue;
  const ran: Record<string, unknown>[] = [];
  let cronRuns = 0;

  beforeAll(async () => {
    database = await openDatabase(options);
    queue = createJobQueue(
      database,
      {
        scheduled: [{ name: cron, cron: '0 3 * * *', run: async () => void cronRuns++ }],
        onDemand: [{ name: now, run: async (data) => void ran.push(data) }],
      },
      { error: () => {} },
      { pollSeconds: 0.5 },
    );
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop();
    // A shared PostgreSQL keeps no test schedule behind.
    const client = (database.db as unknown as { $client: { query(text: string, v: unknown[]): Promise<unknown> } })
      .$client;
    await client.query('delete from pgboss.schedule where name = $1', [cron]);
    await database.close();
  });

  it('runs a sent job once, and stores the cron schedule in São Paulo time', async () => {
    await queue.send(now, { placeId: 'p1' });
    for (let i = 0; i < 50 && ran.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(ran).toEqual([{ placeId: 'p1' }]);
    const client = (
      database.db as unknown as { $client: { query(text: string, v: unknown[]): Promise<{ rows: unknown[] }> } }
    ).$client;
    const schedules = await client.query('select cron, timezone from pgboss.schedule where name = $1', [cron]);
    expect(schedules.rows).toEqual([{ cron: '0 3 * * *', timezone: 'America/Sao_Paulo' }]);
    expect(cronRuns).toBe(0);
  });
});
