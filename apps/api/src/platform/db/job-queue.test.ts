import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';

let database: Database;
let queue: JobQueue;
const ran: Record<string, unknown>[] = [];
let cronRuns = 0;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  queue = createJobQueue(
    database,
    {
      scheduled: [{ name: 'test-cron', cron: '0 3 * * *', run: async () => void cronRuns++ }],
      onDemand: [{ name: 'test-now', run: async (data) => void ran.push(data) }],
    },
    { error: () => {} },
    { pollSeconds: 0.5 },
  );
  await queue.start();
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

it('runs pg-boss on the embedded PGlite: a sent job runs once, and the cron schedule is stored', async () => {
  await queue.send('test-now', { placeId: 'p1' });
  for (let i = 0; i < 40 && ran.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
  expect(ran).toEqual([{ placeId: 'p1' }]);
  const client = (database.db as unknown as { $client: { query(text: string): Promise<{ rows: unknown[] }> } }).$client;
  const schedules = await client.query(`select name, cron, timezone from pgboss.schedule`);
  expect(schedules.rows).toEqual([{ name: 'test-cron', cron: '0 3 * * *', timezone: 'America/Sao_Paulo' }]);
  expect(cronRuns).toBe(0);
});
