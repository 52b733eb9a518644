import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { launchBrowser, startServer } from '../e2e/harness.ts';
import { BIG_MENU_SLUG, seedBigMenu } from './big-menu.ts';
import { startCeiling } from './ceiling.ts';
import { clinicScenarios, seedClinicYear } from './clinic-year.ts';
import { startCluster } from './cluster.ts';
import { lighthouseHome } from './lighthouse.ts';
import { openOrderScenarios } from './open-orders.ts';
import { fiveItemCart, payBurst } from './pay.ts';
import { roundTrips } from './round-trips.ts';
import { orderEventFanout, statusChangeFanout } from './streams.ts';

// npm run bench: API latency/throughput on loopback (each call also as a % of a bare Fastify route
// measured in the same run), the pay burst, SSE fan-out and the JavaScript weight of the login and
// Home routes. Prints figures to compare by hand in bench/RESULTS.md; nothing here passes or fails.
//
// Groups by name: `npm run bench -- api pay` runs only those. Without names every group runs
// except the long ones (streams, cluster, lighthouse), which run only when named:
//   api          the API table (ceiling first), 50 connections; BENCH_ONLY=<text>|<text> filters its rows
//   round-trips  statements sent to PostgreSQL per hot call (needs BENCH_DATABASE_URL)
//   pay          40 first pay calls arriving together (double charges counted), then repeats
//   board        order creation → 200 staff SSE streams
//   openorder    open accounts at 50 connections
//   pages        JavaScript before the login screen and Home are usable (needs the web build)
//   streams      order status change → 1,000 customer SSE streams on one instance
//   cluster      the same through 3 instances (PostgreSQL + Redis) behind a round-robin proxy
//   lighthouse   Lighthouse mobile on Home, 5 runs, each run and the medians (needs the web build)

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

type Scenario = {
  name: string;
  path: string;
  body: unknown;
  /** A new body for every request (autocannon's setupRequest), e.g. a different search each time. */
  nextBody?: () => unknown;
  headers?: Record<string, string>;
  rate?: number;
  /** POST (a call) unless said; GET sends no body (a page). */
  method?: 'GET';
};

/**
 * Open-loop load at a steady rate: request i is due at start + i/rate and its latency counts from
 * that moment, so a stalled server cannot hide queued requests (autocannon's rate mode sends each
 * connection's quota in a burst at the start of every second, which measures bursts instead).
 */
async function steady(url: string, s: Scenario & { rate: number }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const body = JSON.stringify(s.body);
  const total = s.rate * DURATION;
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now() + 50;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(
        url + s.path,
        {
          method: s.method ?? 'POST',
          agent,
          headers: s.method ? { ...s.headers } : { 'content-type': 'application/json', ...s.headers },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) errors++;
            latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(s.method ? undefined : body);
    });
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; ) {
    const now = performance.now();
    while (i < total && start + (i * 1000) / s.rate <= now) pending.push(send(start + (i++ * 1000) / s.rate));
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.floor(q * (latencies.length - 1))] ?? 0) * 10) / 10;
  const elapsed = (performance.now() - start) / 1000;
  return {
    scenario: `${s.name} @ ${s.rate} req/s`,
    'req/s': Math.round(latencies.length / elapsed),
    'p50 ms': at(0.5),
    'p99 ms': at(0.99),
    errors,
    requests: latencies.length,
  };
}

const CONNECTIONS = 50;

async function run(url: string, s: Scenario) {
  if (s.rate) return steady(url, { ...s, rate: s.rate });
  const next = s.nextBody;
  const result = await autocannon({
    url: url + s.path,
    method: s.method ?? 'POST',
    headers: s.method ? { ...s.headers } : { 'content-type': 'application/json', ...s.headers },
    ...(s.method ? {} : { body: JSON.stringify(s.body) }),
    ...(next ? { requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(next()) }) }] } : {}),
    connections: CONNECTIONS,
    duration: DURATION,
  });
  return {
    scenario: `${s.name} (max)`,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}

/** A search no cache has seen: a category and a number that changes every request. */
function differentSearch() {
  const words = ['mercearia', 'bebidas', 'hortifruti', 'limpeza', 'padaria', 'feijão', 'açúcar', 'maçã'];
  let n = 0;
  return () => {
    n += 1;
    return { search: `${words[n % words.length]} ${n % 997}`, page: 1 + (n % 3) };
  };
}

/**
 * Gzipped JavaScript a route fetches until `ready` resolves (the screen is usable), at 390 px;
 * scripts fetched after that moment are counted apart.
 */
async function routeBundle(url: string, route: string, ready: (page: Page) => Promise<unknown>) {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.pathname.endsWith('.js')) scripts.add(u.pathname);
  });
  await page.goto(url + route);
  await ready(page);
  const critical = [...scripts];
  await page.waitForLoadState('networkidle');
  const later = [...scripts].filter((s) => !critical.includes(s));
  await browser.close();
  const gzOf = (p: string) => gzipSync(readFileSync(path.join(root, 'apps/web/dist', p)), { level: 9 }).length;
  const laterKb = later.reduce((n, p) => n + gzOf(p), 0);
  let gz = 0;
  const files: { file: string; 'gz KB': number }[] = [];
  for (const p of critical) {
    const bytes = gzOf(p);
    gz += bytes;
    files.push({ file: p, 'gz KB': Math.round(bytes / 102.4) / 10 });
  }
  return { totalKb: Math.round(gz / 102.4) / 10, laterKb: Math.round(laterKb / 102.4) / 10, files };
}

// Interactive = the phone field takes typing.
const loginReady = (page: Page) =>
  page
    .getByLabel(/Telefone|Celular|WhatsApp/i)
    .first()
    .fill('11');
// Usable = the first product's price is on screen.
const homeReady = (page: Page) =>
  page
    .getByText(/R\$\s?\d/)
    .first()
    .waitFor({ timeout: 60_000 });

// `npm run bench -- --crm`: the CRM over 1,000,000 generated patients on PostgreSQL (bench/crm.ts).
if (process.argv.includes('--crm')) {
  await import('./crm.ts');
  process.exit(0);
}

/** With BENCH_DATABASE_URL the same scenarios run on PostgreSQL, in a scratch database. */
async function databaseEnv(): Promise<Record<string, string>> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return {};
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // BENCH_SCRATCH_DB: another name, so two benches on one PostgreSQL do not drop each other's database.
  const name = process.env.BENCH_SCRATCH_DB ?? 'app_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('BENCH_SCRATCH_DB: lowercase letters, digits and _');
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { DATABASE_URL: u.toString() };
}

const groups = new Set(process.argv.slice(2));
const wants = (group: string) =>
  groups.size === 0 ? !['streams', 'cluster', 'lighthouse'].includes(group) : groups.has(group) || groups.has('all');
const dbEnv = await databaseEnv();
const dbLabel = dbEnv.DATABASE_URL ? 'PostgreSQL 15 (pool 10)' : 'PGlite';
const dataDir = path.join(root, '.tmp', `bench-${process.pid}`);
const machine = () =>
  `${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`;
if (wants('round-trips') && process.env.BENCH_DATABASE_URL) {
  console.log('\nStatements sent to PostgreSQL per call (second call, caches warm)');
  console.table(await roundTrips(process.env.BENCH_DATABASE_URL));
}
await seedBigMenu(dbEnv.DATABASE_URL ? { url: dbEnv.DATABASE_URL } : { dataDir }, 5000, path.join(dataDir, 'uploads'));
await seedClinicYear(dbEnv.DATABASE_URL ? { url: dbEnv.DATABASE_URL } : { dataDir });
// BENCH_GC=1: the API process reports its GC, allocation, CPU and event-loop delay per scenario
// (bench/gc-probe.mjs); BENCH_API_NODE_OPTIONS adds Node/V8 flags to the API process (to compare them).
const probing = process.env.BENCH_GC === '1';
const nodeOptions = [
  process.env.NODE_OPTIONS,
  process.env.BENCH_API_NODE_OPTIONS,
  probing ? `--import ${JSON.stringify(pathToFileURL(path.join(root, 'bench/gc-probe.mjs')).href)}` : undefined,
]
  .filter(Boolean)
  .join(' ');
const server = await startServer({
  LOG_LEVEL: 'silent',
  // The pay scenario's customers sign up from their own forwarded addresses (bench/pay.ts).
  TRUST_PROXY: 'true',
  DATA_DIR: dataDir,
  ...dbEnv,
  ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
});
try {
  if (wants('api')) await apiTable(server.url, probing ? server : undefined);
  if (wants('pay')) {
    console.log(`\nPay call with the sandbox payments provider (${machine()})`);
    const probe = probing ? () => gcProbe(server) : undefined;
    console.table([await payBurst(server.url, Number(process.env.BENCH_PAY_RATE ?? 200), 40, server.pid, probe)]);
  }
  if (wants('board')) {
    console.log("\nOrder creation → board SSE event (from v2/orderdelivery's response to the event on each stream)");
    console.table([await orderEventFanout(server.url)]);
  }
  if (wants('openorder')) {
    console.log('\nOpen accounts: the QR entry and the OpenOrder read');
    console.table(await openOrderScenarios(server.url, DURATION));
  }
  if (wants('streams')) {
    console.log(`\nOrder status change → 1,000 customer SSE streams, one instance, ${dbLabel} (${machine()})`);
    console.table([await statusChangeFanout(server.url, 1000)]);
  }
  if (wants('lighthouse')) {
    console.log(`\nLighthouse mobile, Home (${machine()})`);
    const lh = await lighthouseHome(server.url, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
    console.table(lh.runs);
    console.log('median', lh.median, 'every run LCP <= 1.8 s and TBT <= 150 ms:', lh.everyRunMeetsGoal);
  }
  if (wants('pages')) {
    for (const [label, route, ready] of [
      ['the login screen is interactive', '/entrar', loginReady],
      ['Home shows its first product', '/', homeReady],
    ] as const) {
      const bundle = await routeBundle(server.url, route, ready);
      console.log(
        `\nJavaScript loaded before ${label}: ${bundle.totalKb} KB gzipped (${bundle.laterKb} KB more after it)`,
      );
      console.table(bundle.files);
    }
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (wants('cluster')) {
  if (!dbEnv.DATABASE_URL) throw new Error('cluster: set BENCH_DATABASE_URL (the instances share PostgreSQL)');
  const redis = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const cluster = await startCluster({ LOG_LEVEL: 'silent', ...dbEnv, REDIS_URL: redis });
  try {
    console.log(`\nOrder status change → 1,000 customer SSE streams over 3 instances + Redis (${machine()})`);
    console.table([await statusChangeFanout(cluster.url, 1000)]);
  } finally {
    await cluster.stop();
  }
}

/** The API table: the bare-Fastify ceiling first, then every scenario, max rows also as a % of it. */
async function apiTable(url: string, probe?: { pid?: number; logs(): string }) {
  const login = await (
    await fetch(`${url}/api/app/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '11987654321', password: 'cliente123' }),
    })
  ).json();
  const token = login.data.token as string;
  // Warm-up: JIT, caches and prepared statements, so the measured runs see a steady server.
  await run(url, { name: 'warm-up', path: '/api/app/preloginprime', body: {} });
  const asUser = { authorization: `Bearer ${token}` };
  const bigMenu = { 'x-place-id': BIG_MENU_SLUG };
  const productPage = { type: 'bebidas', page: 3 };
  const cart = await fiveItemCart(url);
  const shellPage = {
    path: '/p/cantina-da-praca/',
    body: null,
    method: 'GET' as const,
    headers: { 'accept-encoding': 'br' },
  };
  const scenarios: Scenario[] = [
    { name: 'preloginprime', path: '/api/app/preloginprime', body: {}, rate: 1000 },
    { name: 'preloginprime', path: '/api/app/preloginprime', body: {} },
    // The page of a first visit (decision 044): settings and the first product page inside, brotli.
    { name: 'app shell page /p/cantina-da-praca/', ...shellPage, rate: 500 },
    { name: 'app shell page /p/cantina-da-praca/', ...shellPage },
    { name: 'readuserinfo', path: '/api/app/readuserinfo', body: {}, headers: asUser, rate: 250 },
    { name: 'readuserinfo', path: '/api/app/readuserinfo', body: {}, headers: asUser, rate: 1000 },
    { name: 'readuserinfo', path: '/api/app/readuserinfo', body: {}, headers: asUser },
    {
      name: 'getproductlistnotoken (5,000-product menu, page 3)',
      path: '/api/app/getproductlistnotoken',
      body: productPage,
      headers: bigMenu,
      rate: 1000,
    },
    {
      name: 'getproductlistnotoken (5,000-product menu, page 3)',
      path: '/api/app/getproductlistnotoken',
      body: productPage,
      headers: bigMenu,
    },
    {
      name: 'getproductlistnotoken search "cafe" (5,000)',
      path: '/api/app/getproductlistnotoken',
      body: { search: 'cafe' },
      headers: bigMenu,
    },
    {
      name: 'product search, a different query each request (5,000)',
      path: '/api/app/getproductlistnotoken',
      body: {},
      nextBody: differentSearch(),
      headers: bigMenu,
    },
    ...(cart
      ? [
          {
            name: 'ordercartproductvalidate (5 items)',
            path: '/api/app/ordercartproductvalidate',
            body: cart,
            rate: 250,
          },
          { name: 'ordercartproductvalidate (5 items)', path: '/api/app/ordercartproductvalidate', body: cart },
        ]
      : []),
    ...clinicScenarios(),
  ];
  // The ceiling is measured before and after the table (the machine's load moves in between);
  // each row's % is of their mean.
  const measureCeiling = async (when: string) => {
    const ceiling = await startCeiling();
    try {
      return await run(ceiling.url, { name: `CEILING (${when}): bare Fastify, 30 items`, path: '/ceiling', body: {} });
    } finally {
      ceiling.stop();
    }
  };
  const before = await measureCeiling('before');
  // BENCH_ONLY=<text>[|<text>…] runs only the scenarios whose row (name and "(max)" or "@ N req/s")
  // contains one of them.
  const only = process.env.BENCH_ONLY?.split('|');
  const label = (s: Scenario) => s.name + (s.rate ? ` @ ${s.rate} req/s` : ' (max)');
  const measured = [];
  const gcRows = [];
  for (const s of scenarios) {
    if (only && !only.some((text) => label(s).includes(text))) continue;
    if (probe) await gcProbe(probe);
    const row = await run(url, s);
    measured.push({ s, row });
    if (probe) gcRows.push(gcRow(label(s), row.requests, await gcProbe(probe)));
  }
  const after = await measureCeiling('after');
  const ceilingRps = (before['req/s'] + after['req/s']) / 2;
  delete (before as { requests?: number }).requests;
  delete (after as { requests?: number }).requests;
  const rows = [
    { ...before, '% of ceiling': Math.round((1000 * before['req/s']) / ceilingRps) / 10 },
    ...measured.map(({ s, row: { requests, ...row } }) =>
      s.rate ? row : { ...row, '% of ceiling': Math.round((1000 * row['req/s']) / ceilingRps) / 10 },
    ),
    { ...after, '% of ceiling': Math.round((1000 * after['req/s']) / ceilingRps) / 10 },
  ];
  console.log(
    `\nAPI on loopback, ${dbLabel}, ${DURATION} s each, max = autocannon ${CONNECTIONS} connections, fixed rate = open loop — ${machine()}, Node ${process.version}`,
  );
  console.table(rows);
  if (probe) {
    console.log('\nThe API process per scenario (BENCH_GC=1, bench/gc-probe.mjs): per 10,000 requests');
    console.table(gcRows);
  }
}

type ProbeLine = {
  cpuMs: number;
  allocatedBytes: number;
  promotedBytes: number;
  gc: Record<string, { count: number; ms: number; maxMs: number }>;
  delay: { p50: number; p99: number; max: number };
  newSpace?: number;
};

/** Asks the API process for its figures since the last ask (SIGUSR2, bench/gc-probe.mjs). */
async function gcProbe(probe: { pid?: number; logs(): string }): Promise<ProbeLine> {
  const seen = probe.logs().split('GC-PROBE ').length;
  process.kill(probe.pid as number, 'SIGUSR2');
  for (let tries = 0; tries < 200; tries++) {
    const parts = probe.logs().split('GC-PROBE ');
    if (parts.length > seen) return JSON.parse((parts[seen] as string).split('\n')[0] as string) as ProbeLine;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the API process did not answer the GC probe');
}

function gcRow(scenario: string, requests: number, p: ProbeLine) {
  const per10k = (n: number) => Math.round((n * 10_000 * 10) / requests) / 10;
  const scavenge = p.gc.Scavenge ?? { count: 0, ms: 0, maxMs: 0 };
  const marks = Object.entries(p.gc).filter(([kind]) => kind !== 'Scavenge');
  const mark = marks.reduce(
    (a, [, k]) => ({ count: a.count + k.count, ms: a.ms + k.ms, maxMs: Math.max(a.maxMs, k.maxMs) }),
    {
      count: 0,
      ms: 0,
      maxMs: 0,
    },
  );
  return {
    scenario,
    requests,
    'CPU µs/req': Math.round((p.cpuMs * 1000) / requests),
    'KB alloc/req': Math.round(p.allocatedBytes / requests / 102.4) / 10,
    scavenges: per10k(scavenge.count),
    'scavenge ms': per10k(scavenge.ms),
    'scavenge max': Math.round(scavenge.maxMs * 10) / 10,
    'promoted KB/req': Math.round(p.promotedBytes / requests / 102.4) / 10,
    'mark-compacts': per10k(mark.count),
    'mark ms': per10k(mark.ms),
    'mark max': Math.round(mark.maxMs * 10) / 10,
    'loop delay p99': p.delay.p99,
    'loop delay max': p.delay.max,
    'new space MB': Math.round((p.newSpace ?? 0) / 104857.6) / 10,
  };
}
