import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { BIG_MENU_SLUG, seedBigMenu } from './big-menu.ts';

// npm run bench -- round-trips (needs BENCH_DATABASE_URL): the statements each hot call sends to
// PostgreSQL, counted on the driver (every round trip of pg.Client), the second time the call runs
// (caches warm). Deterministic evidence, unlike the load figures: a change that saves a round trip
// shows here on any machine.

/**
 * Every statement any pg.Client sends, its text (whitespace folded) to `onText`, until the
 * returned function restores the driver.
 */
export function watchStatements(
  onText: (text: string) => void,
  onDone?: (text: string, ms: number) => void,
): () => void {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text).replace(
      /\s+/g,
      ' ',
    );
    onText(text);
    const t0 = performance.now();
    // A query object the API built (a place statement, decision 253): its callback is the answer.
    const submittable = args[0] as { submit?: unknown; callback?: (error: unknown, result: unknown) => void };
    if (onDone && typeof submittable?.submit === 'function' && submittable.callback) {
      const callback = submittable.callback;
      submittable.callback = (error, result) => {
        if (!error) onDone(text, performance.now() - t0);
        callback(error, result);
      };
    }
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    // With a promise (no callback), its settling is the statement's round trip as the API waits it.
    if (onDone && result instanceof Promise)
      result.then(
        () => onDone(text, performance.now() - t0),
        () => {},
      );
    return result;
  } as typeof original;
  return () => {
    pg.Client.prototype.query = original;
  };
}

/** A sandbox card token for the test card that approves (the web app's tokenize step), through inject. */
export async function sandboxCardToken(app: {
  inject(o: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: string }): Promise<{
    json(): { data?: { tokenize_url: string; zpk: string }; id?: string };
  }>;
}): Promise<{ id: string }> {
  const creds = (await app.inject({ method: 'GET', url: '/api/payments/cards/token-credentials' })).json().data;
  if (!creds) throw new Error('no token credentials');
  const token = await app.inject({
    method: 'POST',
    url: creds.tokenize_url,
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${creds.zpk}:`).toString('base64')}`,
    },
    payload: JSON.stringify({
      holder_name: 'BENCH',
      card_number: '4111111111111111',
      security_code: '123',
      expiration_month: '12',
      expiration_year: '2035',
    }),
  });
  return token.json() as { id: string };
}

type Probe = { name: string; url: string; body: unknown; headers?: Record<string, string> };

export async function roundTrips(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `app_round_trips_${process.pid}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  await seedBigMenu({ url }, 500);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const app = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
  await app.ready();
  let seen: string[] | null = null;
  const restore = watchStatements((text) => seen?.push(text.slice(0, 110)));
  const call = async (p: Probe) => {
    const res = await app.inject({
      method: 'POST',
      url: p.url,
      headers: { 'content-type': 'application/json', ...p.headers },
      payload: JSON.stringify(p.body),
    });
    return res.json() as { ok: boolean; data: Record<string, unknown> };
  };
  try {
    const login = await call({
      name: 'login',
      url: '/api/app/login',
      body: { phone: '11987654321', password: 'cliente123' },
    });
    const asUser = { authorization: `Bearer ${login.data.token as string}` };
    const list = await call({ name: 'list', url: '/api/app/getproductlistnotoken', body: {} });
    const plain = (list.data.products as { _id: string; combosession_list?: unknown[] }[]).filter(
      (p) => !p.combosession_list?.length,
    );
    const cart = { products: plain.slice(0, 5).map((p, i) => ({ product_id: p._id, quantity: i + 1 })) };
    const probes: Probe[] = [
      { name: 'readuserinfo', url: '/api/app/readuserinfo', body: {}, headers: asUser },
      { name: 'ordercartproductvalidate (5 items)', url: '/api/app/ordercartproductvalidate', body: cart },
      {
        name: 'getproductlistnotoken search (a new query)',
        url: '/api/app/getproductlistnotoken',
        body: { search: 'queijo' },
        headers: { 'x-place-id': BIG_MENU_SLUG },
      },
    ];
    const rows = [];
    for (const [i, p] of probes.entries()) {
      await call(p);
      seen = [];
      // A search is measured on a query the cache has not seen (a different one each request).
      const answer = await call(i === 2 ? { ...p, body: { search: 'leite' } } : p);
      if (!answer.ok) throw new Error(`${p.name}: ${JSON.stringify(answer)}`);
      rows.push({ call: p.name, 'round trips': seen.length });
      if (process.env.BENCH_VERBOSE) for (const s of seen) console.log(`  ${p.name}: ${s}`);
      seen = null;
    }
    // 50 app opens arriving together (one token, as the api group's scenario): the session
    // lookups not yet sent are read as one statement (decision 221). Counted over the 50 calls.
    {
      const probe = probes[0] as Probe;
      seen = [];
      const answers = await Promise.all(Array.from({ length: 50 }, () => call(probe)));
      if (!answers.every((a) => a.ok)) throw new Error('readuserinfo x50: a call failed');
      rows.push({ call: 'readuserinfo x50 arriving together (all 50 calls)', 'round trips': seen.length });
      seen = null;
    }
    // The pay call: a new customer's order and saved sandbox card, then the first charge and a repeat.
    const phone = `119${String(Date.now()).slice(-8)}`;
    const user = await call({
      name: 'createuser',
      url: '/api/app/createuser',
      body: { username: 'Pagador', phone, password: 'bench-pay-1' },
    });
    const payer = { authorization: `Bearer ${user.data.token as string}` };
    const order = await call({
      name: 'order',
      url: '/api/app/v2/orderdelivery',
      body: { ...cart, delivery_type: 2, phone },
      headers: payer,
    });
    const token = await sandboxCardToken(app);
    const card = await call({
      name: 'card',
      url: '/api/payments/cards/buyer',
      body: { token: token.id, description: 'Bench', owner_taxpayer_id: '12345678909' },
      headers: payer,
    });
    const pay: Probe = {
      name: 'pay call',
      url: '/api/payments/transactions/buyer',
      body: {
        reference_id: (order.data.order as { _id: string })._id,
        card_id: (card.data.card as { _id: string })._id,
      },
      headers: payer,
    };
    for (const label of ['pay call, first charge', 'pay call, repeat']) {
      seen = [];
      const answer = await call(pay);
      if (!answer.ok) throw new Error(`${label}: ${JSON.stringify(answer)}`);
      rows.push({ call: label, 'round trips': seen.length });
      if (process.env.BENCH_VERBOSE) for (const s of seen) console.log(`  ${label}: ${s}`);
      seen = null;
    }
    return rows;
  } finally {
    restore();
    await app.close();
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (process.argv[1]?.endsWith('round-trips.ts')) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  console.table(await roundTrips(adminUrl));
}
