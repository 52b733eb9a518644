import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { seedBigMenu } from './big-menu.ts';
import { perfRecord } from './pay.ts';
import { sandboxCardToken, watchStatements } from './round-trips.ts';

// Where a first charge's API CPU goes (decisions 240, 241): N first pay calls one at a
// time through app.inject on PostgreSQL, the process's CPU time around them (process.cpuUsage, so
// the machine's load does not move it), the statements sent, and an inspector CPU profile of only
// those calls (BENCH_PROFILE=<file>.cpuprofile). `node --import tsx bench/pay-profile.ts`.

const N = Number(process.env.BENCH_CHARGES ?? 60);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const name = `app_pay_profile_${process.pid}`;
await admin.query(`create database ${name}`);
// BENCH_PG_STATS=1: PostgreSQL writes each statement's parse / plan / execute CPU to its log.
if (process.env.BENCH_PG_STATS)
  await admin.query(
    `alter database ${name} set log_parser_stats = on; alter database ${name} set log_planner_stats = on; alter database ${name} set log_executor_stats = on`,
  );
const u = new URL(adminUrl);
u.pathname = `/${name}`;
await seedBigMenu({ url: u.toString() }, 50);
const database = await openDatabase({ kind: 'postgres', url: u.toString(), poolSize: 10, warm: true });
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'false' });
const app = await buildApp({ config, database, logger: pino({ level: 'warn' }) });
await app.ready();
let seen: string[] | null = null;
/** Per statement (its first 60 characters): how many, and the total ms they were waited. */
const waited = new Map<string, { n: number; ms: number }>();
const restore = watchStatements(
  (text) => seen?.push(text.slice(0, 160)),
  (text, ms) => {
    if (!seen) return;
    const key = text
      .replace(/'[0-9a-f-]{36}'/g, "'…'")
      .replace(/select set_config\([^;]*; /, '')
      .slice(0, 120);
    const w = waited.get(key) ?? { n: 0, ms: 0 };
    w.n++;
    w.ms += ms;
    waited.set(key, w);
  },
);

const call = async (url: string, body: unknown, headers: Record<string, string> = {}, ip = '127.0.0.1') =>
  (
    await app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    })
  ).json();

try {
  const list = await call('/api/app/getproductlistnotoken', {});
  const plain = (list.data.products as { _id: string; combosession_list?: unknown[] }[]).filter(
    (p) => !p.combosession_list?.length,
  );
  const cart = { products: plain.slice(0, 5).map((p, i) => ({ product_id: p._id, quantity: i + 1 })) };
  const payers: { headers: Record<string, string>; body: unknown }[] = [];
  const run = Date.now() % 100_000;
  for (let i = 0; i < N + 10; i++) {
    const ip = `10.9.${Math.floor(i / 40)}.${(i % 40) + 1}`;
    const phone = `119${String(30_000_000 + run * 100 + i).slice(-8)}`;
    const user = await call('/api/app/createuser', { username: `P ${i}`, phone, password: 'bench-pay-1' }, {}, ip);
    if (!user.ok) throw new Error(JSON.stringify(user));
    const headers = { authorization: `Bearer ${user.data.token}` };
    const order = await call('/api/app/v2/orderdelivery', { ...cart, delivery_type: 2, phone }, headers, ip);
    if (!order.ok) throw new Error(JSON.stringify(order));
    const token = await sandboxCardToken(app);
    const card = await call(
      '/api/payments/cards/buyer',
      { token: token.id, description: 'Bench', owner_taxpayer_id: '12345678909' },
      headers,
      ip,
    );
    if (!card.ok) throw new Error(JSON.stringify(card));
    payers.push({ headers, body: { reference_id: order.data.order._id, card_id: card.data.card._id } });
  }
  const pay = (p: (typeof payers)[number]) => call('/api/payments/transactions/buyer', p.body, p.headers);
  // Warm-up: 10 first charges (JIT, caches), then the measured ones.
  for (const p of payers.slice(0, 10)) await pay(p);
  await new Promise((r) => setTimeout(r, 200));
  const session = new Session();
  const profile = process.env.BENCH_PROFILE;
  if (profile) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
  }
  // BENCH_PERF=<file>: the machine's CPU samples for the measured calls only (bench/pay.ts).
  const stopPerf = await perfRecord();
  seen = [];
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const p of payers.slice(10)) {
    const a = await pay(p);
    if (!a.ok) throw new Error(JSON.stringify(a));
  }
  // Let work after the answers (announcements) finish inside the window.
  await new Promise((r) => setTimeout(r, 100));
  const cpu = process.cpuUsage(cpu0);
  const wall = performance.now() - t0 - 100;
  await stopPerf();
  const statements = seen.length;
  const texts = seen;
  seen = null;
  const firstWaits = new Map(waited);
  if (profile) {
    const { profile: p } = await session.post('Profiler.stop');
    writeFileSync(profile, JSON.stringify(p));
  }
  // A repeat (the charge answered again), for comparison.
  seen = [];
  const cpuR = process.cpuUsage();
  for (const p of payers.slice(10)) await pay(p);
  const cpuRep = process.cpuUsage(cpuR);
  const repeatStatements = seen.length;
  seen = null;
  console.log(
    JSON.stringify(
      {
        charges: N,
        'CPU ms per first charge (in-process, client included)': +((cpu.user + cpu.system) / 1000 / N).toFixed(2),
        'wall ms per first charge (serial)': +(wall / N).toFixed(2),
        'statements per first charge': statements / N,
        'CPU ms per repeat': +((cpuRep.user + cpuRep.system) / 1000 / N).toFixed(2),
        'statements per repeat': repeatStatements / N,
      },
      null,
      1,
    ),
  );
  if (process.env.BENCH_VERBOSE) {
    console.log('ms waited per statement (first charges):');
    for (const [text, w] of firstWaits) if (w.n >= N) console.log(`  ${(w.ms / w.n).toFixed(2)} ms ×${w.n}  ${text}`);
  }
  if (process.env.BENCH_VERBOSE)
    for (const s of texts.slice(0, process.env.BENCH_VERBOSE === 'all' ? texts.length : statements / N))
      console.log(`  ${s}`);
} finally {
  restore();
  await app.close();
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
