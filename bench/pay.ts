import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

/** Five different products of the restaurant demo menu, as the storefront's cart sends them. */
export async function fiveItemCart(url: string) {
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

export const pct = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);

type Payer = { orderId: string; headers: Record<string, string>; body: unknown };

/**
 * `customers` new customers each place one pending order and save a sandbox card (the create-user
 * limit is 50 an hour per IP, so there are at most 40 distinct orders).
 */
export async function preparePayers(url: string, customers: number, from?: string): Promise<Payer[] | null> {
  const post = async (p: string, body: unknown, headers: Record<string, string> = {}) =>
    (await fetch(url + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}), ...headers },
      body: JSON.stringify(body),
    }).then((r) => r.json())) as {
      ok: boolean;
      data: { token: string; order: { _id: string }; card: { _id: string } };
      error?: { message: string };
    };
  const cart = await fiveItemCart(url);
  if (!cart) return null;
  const payers: Payer[] = [];
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
    payers.push({
      orderId: order.data.order._id,
      headers,
      body: { reference_id: order.data.order._id, card_id: card.data.card._id },
    });
  }
  return payers;
}

/** A process's CPU time so far (user + system), in ms, from Linux's /proc (clock ticks of 10 ms). */
function cpuMs(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] as string).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * The CPU time so far of every PostgreSQL process on this machine (backends, WAL writer...), in ms:
 * with the API's own, what a burst costs whatever the load (the bench's database is local).
 */
function postgresCpuMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = (stat.split(') ')[1] as string).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {}
  }
  return total;
}

/**
 * BENCH_PERF=<file>: the whole machine's CPU samples (`perf record -a -g`) from now until the
 * returned stop, to see PostgreSQL's side too (`perf report -i <file> --comm postgres`, or
 * `--pid <API pid>`). Without it, nothing is started.
 */
export async function perfRecord(): Promise<() => Promise<void>> {
  const file = process.env.BENCH_PERF;
  if (!file) return async () => {};
  const perf = spawn('perf', ['record', '-a', '-g', '-o', file], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 500));
  return async () => {
    perf.kill('SIGINT');
    await new Promise((r) => perf.once('exit', r));
  };
}

/** One pay call; resolves with its latency from `due`, its status and the charge it answered. */
export function payOnce(url: string, agent: http.Agent, payer: Payer, due: number) {
  return new Promise<{ ms: number; status: number; transactionId: string | null }>((resolve) => {
    const req = http.request(
      `${url}/api/payments/transactions/buyer`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', ...payer.headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          let transactionId: string | null = null;
          try {
            transactionId = JSON.parse(text)?.data?.transaction?.transaction_id ?? null;
          } catch {}
          resolve({ ms: performance.now() - due, status: res.statusCode ?? 0, transactionId });
        });
      },
    );
    req.on('error', () => resolve({ ms: performance.now() - due, status: 0, transactionId: null }));
    req.end(JSON.stringify(payer.body));
  });
}

const WARM_ROUNDS = Number(process.env.BENCH_PAY_WARM_ROUNDS ?? 3);

/** `copies` pay calls per payer, all sent at the same moment; their latencies, and the CPU they cost. */
async function burstOf(url: string, agent: http.Agent, payers: Payer[], copies: number, serverPid?: number) {
  const api0 = cpuMs(serverPid);
  const pg0 = postgresCpuMs();
  const start = performance.now();
  const results = await Promise.all(
    payers.flatMap((p) => Array.from({ length: copies }, () => payOnce(url, agent, p, start))),
  );
  return {
    results,
    ms: results.map((r) => r.ms).sort((a, b) => a - b),
    // Ticks are 10 ms: over a whole burst (hundreds of ms) close enough to compare changes.
    cpu: `${cpuMs(serverPid) - api0} / ${postgresCpuMs() - pg0}`,
  };
}

/**
 * The checkout burst. Payers come from their own forwarded addresses (the server runs with
 * TRUST_PROXY) so the create-user limit per address leaves enough of them.
 * 1. A warm-up: WARM_ROUNDS bursts of 40 orders × 2 calls, as a shop that has taken pay calls
 *    before: each pool connection has run each pay statement more than 5 times, so PostgreSQL
 *    has settled on the prepared statements' and the plpgsql functions' generic plans (it plans
 *    each of the first 5 executions on a connection afresh: plan_cache_mode auto).
 * 2. The issue's measure: the first pay call of `customers` orders, all sent at the same moment.
 * 3. The double click: `customers` other orders, each pay call sent twice at the same moment. A
 *    double charge = two different successful charges answered for one order (must be 0); 409
 *    payment_pending answers a repeat that raced the first charge and is not an error.
 * 4. The same calls again (all repeats now), then the repeat path at `rate` req/s open loop, then
 *    first charges one at a time with the API's and PostgreSQL's CPU per charge.
 */
export async function payBurst(
  url: string,
  rate = 200,
  customers = 40,
  serverPid?: number,
  probe?: () => Promise<unknown>,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const warm = [];
  for (let i = 1; i <= WARM_ROUNDS; i++) warm.push(await preparePayers(url, 40, `10.77.1.${i}`));
  const single = await preparePayers(url, customers, '10.77.0.2');
  const payers = await preparePayers(url, customers, '10.77.0.3');
  if (warm.some((w) => !w) || !single || !payers) return null;
  let errors = 0;
  /** HTTP status → count, for the answers that are errors (0 = no answer). */
  const errorStatuses: Record<number, number> = {};
  const countError = (status: number) => {
    errors++;
    errorStatuses[status] = (errorStatuses[status] ?? 0) + 1;
  };
  const settle = () => new Promise((r) => setTimeout(r, 300));
  for (const w of warm) {
    await burstOf(url, agent, w as Payer[], 2);
    await settle();
  }
  // BENCH_GC=1: the API process's figures (and GC_PROBE_CPU's profile) for the first burst alone.
  await probe?.();
  const stopPerf = await perfRecord();
  const once = await burstOf(url, agent, single, 1, serverPid);
  await stopPerf();
  const onceProbe = await probe?.();
  if (onceProbe) console.log(`The API process during the burst (BENCH_GC=1): ${JSON.stringify(onceProbe)}`);
  for (const r of once.results) if (r.status !== 200) countError(r.status);
  await settle();
  const twice = await burstOf(url, agent, payers, 2, serverPid);
  const chargesByOrder = new Map<string, Set<string>>();
  for (const [i, r] of twice.results.entries()) {
    if (r.status !== 200 && r.status !== 409) countError(r.status);
    const orderId = (payers[Math.floor(i / 2)] as Payer).orderId;
    if (r.status === 200 && r.transactionId) {
      const set = chargesByOrder.get(orderId) ?? new Set();
      set.add(r.transactionId);
      chargesByOrder.set(orderId, set);
    }
  }
  const doubles = [...chargesByOrder.values()].filter((s) => s.size > 1).length;
  await settle();
  // The same calls again, all repeats now (the charge answered again): a burst without a first
  // charge's work, the floor of this machine for that many pay calls at once.
  const again = await burstOf(url, agent, payers, 2, serverPid);
  for (const r of again.results) if (r.status !== 200) countError(r.status);
  const repeat: number[] = [];
  const total = rate * DURATION;
  const t0 = performance.now() + 50;
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; ) {
    const now = performance.now();
    while (i < total && t0 + (i * 1000) / rate <= now) {
      const due = t0 + (i * 1000) / rate;
      pending.push(
        payOnce(url, agent, payers[i++ % payers.length] as Payer, due).then((r) => {
          if (r.status !== 200 && r.status !== 409) countError(r.status);
          repeat.push(r.ms);
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
  // The floor under the burst: first charges one at a time, with the API's and PostgreSQL's own
  // CPU per charge, whatever the machine's load (what a burst queues behind).
  const alone: number[] = [];
  const lonePayers = (await preparePayers(url, 20, '10.77.0.4')) ?? [];
  const cpuBefore = cpuMs(serverPid);
  const pgBefore = postgresCpuMs();
  for (const payer of lonePayers) {
    const r = await payOnce(url, agent, payer, performance.now());
    if (r.status !== 200) countError(r.status);
    alone.push(r.ms);
  }
  const cpuPerCharge = (cpuMs(serverPid) - cpuBefore) / lonePayers.length;
  const pgPerCharge = (postgresCpuMs() - pgBefore) / lonePayers.length;
  agent.destroy();
  alone.sort((a, b) => a - b);
  repeat.sort((a, b) => a - b);
  const r1 = (n: number) => Math.round(n * 10) / 10;
  const spread = (ms: number[]) => `${r1(pct(ms, 50))} / ${r1(pct(ms, 99))}`;
  return {
    scenario: `pay call (transactions/buyer, sandbox), ${customers} orders per burst`,
    [`${single.length} first charges together: p50 / p99 ms`]: spread(once.ms),
    'their CPU ms, API / PostgreSQL': once.cpu,
    [`${payers.length} orders × 2 calls together: p50 / p99 ms`]: spread(twice.ms),
    'orders charged': chargesByOrder.size,
    'double charges': doubles,
    'CPU ms, API / PostgreSQL': twice.cpu,
    'the same as repeats: p50 / p99 ms': spread(again.ms),
    'repeats CPU ms': again.cpu,
    [`repeats @ ${rate} req/s: p50 / p99 ms`]: spread(repeat),
    [`first charge alone ×${alone.length}: p50 ms`]: r1(pct(alone, 50)),
    'CPU ms per charge alone, API / PostgreSQL': `${r1(cpuPerCharge)} / ${r1(pgPerCharge)}`,
    errors,
    'error statuses': JSON.stringify(errorStatuses),
  };
}
