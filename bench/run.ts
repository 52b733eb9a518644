import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { launchBrowser, startServer } from '../e2e/harness.ts';
import { BIG_MENU_SLUG, seedBigMenu } from './big-menu.ts';
import { clinicScenarios, seedClinicYear } from './clinic-year.ts';
import { openOrderScenarios } from './open-orders.ts';

// npm run bench: API latency/throughput on loopback and the JavaScript weight of the login and
// Home routes.
// Prints figures to compare by hand in bench/RESULTS.md; nothing here passes or fails.

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

type Scenario = {
  name: string;
  path: string;
  body: unknown;
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
  };
}

async function run(url: string, s: Scenario) {
  if (s.rate) return steady(url, { ...s, rate: s.rate });
  const result = await autocannon({
    url: url + s.path,
    method: s.method ?? 'POST',
    headers: s.method ? { ...s.headers } : { 'content-type': 'application/json', ...s.headers },
    ...(s.method ? {} : { body: JSON.stringify(s.body) }),
    connections: 20,
    duration: DURATION,
  });
  return {
    scenario: s.name + (s.rate ? ` @ ${s.rate} req/s` : ' (max)'),
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
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

/** Five different products of the restaurant demo menu, as the storefront's cart sends them. */
async function fiveItemCart(url: string) {
  const list = await (
    await fetch(`${url}/api/app/getproductlistnotoken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({}),
    })
  ).json();
  const plain = (list.data.products as { _id: string; combosession_list?: unknown[] }[]).filter(
    (p) => !p.combosession_list?.length,
  );
  const body = { products: plain.slice(0, 5).map((p, i) => ({ product_id: p._id, quantity: i + 1 })) };
  const probe = await fetch(`${url}/api/app/ordercartproductvalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // Until the cart call exists the scenario is left out rather than measuring 404s.
  return probe.ok ? body : null;
}

const pct = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);

/**
 * Pay call: payments/transactions/buyer with the sandbox provider at a fixed rate, open
 * loop. `customers` new customers each place one pending order and save a sandbox card (the
 * create-user limit is 50 an hour per IP, so there are at most 40 distinct orders); requests go
 * round-robin over them, so the first request of each order is a real charge (claim, provider,
 * record) and the rest take the repeat path (the order's live charge answered again), which is what
 * double clicks and retries cost. Reports both kinds.
 */
async function payCalls(url: string, rate = 200, customers = 40) {
  const post = async (p: string, body: unknown, headers: Record<string, string> = {}) =>
    (await fetch(url + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then((r) => r.json())) as {
      ok: boolean;
      data: { token: string; order: { _id: string }; card: { _id: string } };
      error?: { message: string };
    };
  const cart = await fiveItemCart(url);
  if (!cart) return null;
  const payers: { headers: Record<string, string>; body: unknown }[] = [];
  const run = Date.now() % 1_000_000;
  for (let i = 0; i < customers; i++) {
    const phone = `119${String(40_000_000 + run * 10 + i).slice(-8)}`;
    const user = await post('/api/app/createuser', { username: `Pagador ${i}`, phone, password: 'bench-pay-1' });
    if (!user.ok) break;
    const headers = { authorization: `Bearer ${user.data.token}` };
    const order = await post('/api/app/v2/orderdelivery', { ...cart, delivery_type: 2, phone }, headers);
    if (!order.ok) throw new Error(`bench order: ${order.error?.message}`);
    const creds = await fetch(`${url}/api/payments/cards/token-credentials`).then((r) => r.json());
    const token = await fetch(url + creds.data.tokenize_url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${creds.data.zpk}:`).toString('base64')}`,
      },
      body: JSON.stringify({
        holder_name: 'BENCH',
        card_number: '4111111111111111',
        security_code: '123',
        expiration_month: '12',
        expiration_year: '2035',
      }),
    }).then((r) => r.json());
    const card = await post(
      '/api/payments/cards/buyer',
      { token: token.id, description: 'Bench', owner_taxpayer_id: '12345678909' },
      headers,
    );
    if (!card.ok) throw new Error(`bench card: ${card.error?.message}`);
    payers.push({ headers, body: { reference_id: order.data.order._id, card_id: card.data.card._id } });
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const total = rate * DURATION;
  const first: number[] = [];
  const repeat: number[] = [];
  let errors = 0;
  const start = performance.now() + 50;
  const send = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      const payer = payers[i % payers.length] as (typeof payers)[number];
      const req = http.request(
        `${url}/api/payments/transactions/buyer`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', ...payer.headers } },
        (res) => {
          res.resume();
          res.on('end', () => {
            // 409 payment_pending answers a repeat that raced the first charge: not an error.
            if (res.statusCode !== 200 && res.statusCode !== 409) errors++;
            (i < payers.length ? first : repeat).push(performance.now() - due);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(JSON.stringify(payer.body));
    });
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; ) {
    const now = performance.now();
    while (i < total && start + (i * 1000) / rate <= now) pending.push(send(i, start + (i++ * 1000) / rate));
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
  agent.destroy();
  const all = [...first, ...repeat].sort((a, b) => a - b);
  first.sort((a, b) => a - b);
  repeat.sort((a, b) => a - b);
  const r1 = (n: number) => Math.round(n * 10) / 10;
  return {
    scenario: `pay call (transactions/buyer, sandbox) @ ${rate} req/s over ${payers.length} orders`,
    requests: all.length,
    'p50 ms': r1(pct(all, 50)),
    'p99 ms': r1(pct(all, 99)),
    'first charge p50 ms': r1(pct(first, 50)),
    'first charge p99 ms': r1(pct(first, 99)),
    'repeat p99 ms': r1(pct(repeat, 99)),
    errors,
  };
}

/**
 * Order creation → board SSE event: `streams` staff connections hold GET /api/app/events
 * with the manager token; the demo customer places `orders` orders one after another (each is then
 * cancelled by the manager so the next may be placed). Latency per connection and order: the event's
 * arrival minus the moment v2/orderdelivery's response arrived (negative when the event came first:
 * the server publishes right after the commit, before it answers).
 */
async function orderEventFanout(url: string, streams = 200, orders = 20) {
  const post = async (p: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${url}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (!json.ok) throw new Error(`${p}: ${JSON.stringify(json.error)}`);
    return json.data;
  };
  const staff = await post('/api/app/login', { phone: '11987650001', password: 'gerente123' });
  const asManager = { authorization: `Bearer ${staff.token}`, 'x-manager-token': staff.manager.managerToken as string };
  const customer = await post('/api/app/login', { phone: '11987654321', password: 'cliente123' });
  const asCustomer = { authorization: `Bearer ${customer.token}` };
  const product = await post('/api/app/getproductnotoken', { code: '401' });

  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  /** order id → arrival times (ms, performance.now) of its pending event, one per connection. */
  const arrivals = new Map<string, number[]>();
  const requests: http.ClientRequest[] = [];
  let open = 0;
  await new Promise<void>((resolve, reject) => {
    for (let i = 0; i < streams; i++) {
      const req = http.get(
        `${url}/api/app/events`,
        { agent, headers: { accept: 'text/event-stream', ...asManager } },
        (res) => {
          if (res.statusCode !== 200) return reject(new Error(`events: HTTP ${res.statusCode}`));
          open += 1;
          if (open === streams) resolve();
          res.setEncoding('utf8');
          let text = '';
          res.on('data', (chunk: string) => {
            const now = performance.now();
            text += chunk;
            let cut = text.indexOf('\n\n');
            while (cut >= 0) {
              const block = text.slice(0, cut);
              text = text.slice(cut + 2);
              const data = /^data: (.+)$/m.exec(block)?.[1];
              if (/^event: order$/m.test(block) && data) {
                const e = JSON.parse(data) as { order_id: string; status: number };
                if (e.status === 2) {
                  const list = arrivals.get(e.order_id) ?? [];
                  list.push(now);
                  arrivals.set(e.order_id, list);
                }
              }
              cut = text.indexOf('\n\n');
            }
          });
        },
      );
      req.on('error', reject);
      requests.push(req);
    }
  });

  const latencies: number[] = [];
  try {
    for (let n = 0; n < orders; n++) {
      const placed = await post(
        '/api/app/v2/orderdelivery',
        { products: [{ product_id: product._id, quantity: 1 }], delivery_type: 2, phone: '11987654321' },
        asCustomer,
      );
      const answered = performance.now();
      const id = placed.order._id as string;
      const deadline = Date.now() + 10_000;
      while ((arrivals.get(id)?.length ?? 0) < streams) {
        if (Date.now() > deadline) throw new Error(`only ${arrivals.get(id)?.length ?? 0}/${streams} events for ${id}`);
        await new Promise((r) => setTimeout(r, 2));
      }
      for (const at of arrivals.get(id) ?? []) latencies.push(at - answered);
      await post('/api/app/manager/cancelordermanager', { order_id: id, reason_cancel: 'bench' }, asManager);
    }
  } finally {
    for (const req of requests) req.destroy();
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  return {
    scenario: `order creation → board SSE event (${streams} staff streams, ${orders} orders)`,
    events: latencies.length,
    'p50 ms': Number(pct(latencies, 50).toFixed(2)),
    'p99 ms': Number(pct(latencies, 99).toFixed(2)),
    'max ms': Number((latencies.at(-1) ?? Number.NaN).toFixed(2)),
  };
}

/** With BENCH_DATABASE_URL the same scenarios run on PostgreSQL, in a scratch database. */
async function databaseEnv(): Promise<Record<string, string>> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return {};
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('drop database if exists app_bench with (force)');
  await admin.query('create database app_bench');
  await admin.end();
  const u = new URL(url);
  u.pathname = '/app_bench';
  return { DATABASE_URL: u.toString() };
}

const dbEnv = await databaseEnv();
const dbLabel = dbEnv.DATABASE_URL ? 'PostgreSQL 15 (pool 10)' : 'PGlite';
const dataDir = path.join(root, '.tmp', `bench-${process.pid}`);
await seedBigMenu(dbEnv.DATABASE_URL ? { url: dbEnv.DATABASE_URL } : { dataDir });
await seedClinicYear(dbEnv.DATABASE_URL ? { url: dbEnv.DATABASE_URL } : { dataDir });
const server = await startServer({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...dbEnv });
try {
  const login = await (
    await fetch(`${server.url}/api/app/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '11987654321', password: 'cliente123' }),
    })
  ).json();
  const token = login.data.token as string;
  // Warm-up: JIT, caches and prepared statements, so the measured runs see a steady server.
  await run(server.url, { name: 'warm-up', path: '/api/app/preloginprime', body: {} });
  const asUser = { authorization: `Bearer ${token}` };
  const bigMenu = { 'x-place-id': BIG_MENU_SLUG };
  const productPage = { type: 'bebidas', page: 3 };
  const cart = await fiveItemCart(server.url);
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
  const rows = [];
  // BENCH_ONLY=<text> runs only the scenarios whose name contains it.
  const only = process.env.BENCH_ONLY;
  for (const s of scenarios) if (!only || s.name.includes(only)) rows.push(await run(server.url, s));
  if (rows.length > 0) {
    console.log(
      `\nAPI on loopback, ${dbLabel}, ${DURATION} s each, max = autocannon 20 connections, fixed rate = open loop — ${os.cpus().length} cores, Node ${process.version}`,
    );
    console.table(rows);
  }
  if (!only || 'pay call'.includes(only)) {
    console.log('\nPay call with the sandbox payments provider');
    console.table([await payCalls(server.url, Number(process.env.BENCH_PAY_RATE ?? 200))]);
  }
  if (!only || 'order creation → board SSE event'.includes(only)) {
    console.log("\nOrder creation → board SSE event (from v2/orderdelivery's response to the event on each stream)");
    console.table([await orderEventFanout(server.url)]);
  }
  if (!only || 'openorder'.includes(only)) {
    console.log('\nOpen accounts: the QR entry and the OpenOrder read');
    console.table(await openOrderScenarios(server.url, DURATION));
  }
  // BENCH_API_ONLY=1 skips the browser part (no web build needed).
  for (const [label, route, ready] of process.env.BENCH_API_ONLY
    ? []
    : ([
        ['the login screen is interactive', '/entrar', loginReady],
        ['Home shows its first product', '/', homeReady],
      ] as const)) {
    const bundle = await routeBundle(server.url, route, ready);
    console.log(
      `\nJavaScript loaded before ${label}: ${bundle.totalKb} KB gzipped (${bundle.laterKb} KB more after it)`,
    );
    console.table(bundle.files);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
