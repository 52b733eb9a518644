import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { seedDemo } from '../apps/api/src/seed/demo.ts';
import { clinicScenarios, seedClinicYear } from './clinic-year.ts';

// node --import tsx bench/agenda-reads.ts (BENCH_DATABASE_URL: an admin URL of PostgreSQL):
// the clinic's agenda reads (appointments/month and the day's free times over a year of slots
// and bookings) in a scratch database seeded as `npm run bench` seeds it: the statements each
// call sends to PostgreSQL (deterministic, counted on the driver, second call), then one
// connection's latency over BENCH_CALLS sequential calls (no queueing: the cost of one call).

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const name = `agenda_reads_${process.pid}`;
await admin.query(`create database ${name}`);
const u = new URL(adminUrl);
u.pathname = `/${name}`;
const url = u.toString();
const database = await openDatabase({ kind: 'postgres', url });
const original = pg.Client.prototype.query;
try {
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const logger = pino({ level: 'silent' });
  const app = await buildApp({ config, database, logger });
  await app.ready();
  await seedDemo(database, logger);
  await seedClinicYear({ url });
  let seen: string[] | null = null;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text;
    seen?.push(String(text).replace(/\s+/g, ' ').slice(0, 110));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  const rows = [];
  for (const s of clinicScenarios()) {
    const call = async () => {
      const res = await app.inject({
        method: 'POST',
        url: s.path,
        headers: { 'content-type': 'application/json', ...s.headers },
        payload: JSON.stringify(s.body),
      });
      if (res.statusCode !== 200) throw new Error(`${s.name}: ${res.body}`);
    };
    await call();
    seen = [];
    await call();
    const trips = seen.length;
    if (process.env.BENCH_VERBOSE) for (const q of seen) console.log(`  ${s.name}: ${q}`);
    seen = null;
    for (let i = 0; i < 50; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const start = performance.now();
      await call();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round((times[Math.floor(q * (times.length - 1))] ?? 0) * 10) / 10;
    rows.push({ call: s.name, 'round trips': trips, 'p50 ms (1 conn.)': at(0.5), 'p99 ms (1 conn.)': at(0.99) });
  }
  await app.close();
  console.table(rows);
} finally {
  pg.Client.prototype.query = original;
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
