import { readFileSync } from 'node:fs';
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
export async function preparePayers(url: string, customers: number): Promise<Payer[] | null> {
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

/**
 * The checkout burst: the first pay call of `customers` orders, all sent at the same moment, each
 * twice (a double click), then the repeat path at `rate` req/s open loop over the same orders.
 * A double charge = two different successful charges answered for one order (must be 0); 409
 * payment_pending answers a repeat that raced the first charge and is not an error.
 */
export async function payBurst(url: string, rate = 200, customers = 40, serverPid?: number) {
  const payers = await preparePayers(url, customers);
  if (!payers) return null;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const start = performance.now();
  const burst = await Promise.all(
    payers.flatMap((p) => [payOnce(url, agent, p, start), payOnce(url, agent, p, start)]),
  );
  const chargesByOrder = new Map<string, Set<string>>();
  let errors = 0;
  /** HTTP status → count, for the answers that are errors (0 = no answer). */
  const errorStatuses: Record<number, number> = {};
  const countError = (status: number) => {
    errors++;
    errorStatuses[status] = (errorStatuses[status] ?? 0) + 1;
  };
  for (const [i, r] of burst.entries()) {
    if (r.status !== 200 && r.status !== 409) countError(r.status);
    const orderId = (payers[Math.floor(i / 2)] as Payer).orderId;
    if (r.status === 200 && r.transactionId) {
      const set = chargesByOrder.get(orderId) ?? new Set();
      set.add(r.transactionId);
      chargesByOrder.set(orderId, set);
    }
  }
  const doubles = [...chargesByOrder.values()].filter((s) => s.size > 1).length;
  const first = burst.map((r) => r.ms).sort((a, b) => a - b);
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
  // The floor under the burst: first charges one at a time (the create-user limit leaves 10).
  const alone: number[] = [];
  const lonePayers = (await preparePayers(url, 8)) ?? [];
  // The API's own CPU per first charge, whatever the machine's load (what the burst queues behind).
  const cpuBefore = cpuMs(serverPid);
  for (const payer of lonePayers) {
    const r = await payOnce(url, agent, payer, performance.now());
    if (r.status !== 200) countError(r.status);
    alone.push(r.ms);
  }
  const cpuPerCharge = (cpuMs(serverPid) - cpuBefore) / lonePayers.length;
  agent.destroy();
  alone.sort((a, b) => a - b);
  repeat.sort((a, b) => a - b);
  const r1 = (n: number) => Math.round(n * 10) / 10;
  return {
    scenario: `pay call (transactions/buyer, sandbox): ${payers.length} first charges together, twice each; then repeats @ ${rate} req/s; then first charges one at a time`,
    'orders charged': chargesByOrder.size,
    'double charges': doubles,
    'burst p50 ms': r1(pct(first, 50)),
    'burst p99 ms': r1(pct(first, 99)),
    'repeat p50 ms': r1(pct(repeat, 50)),
    'repeat p99 ms': r1(pct(repeat, 99)),
    [`first charge alone ×${alone.length} p50 ms`]: r1(pct(alone, 50)),
    'API CPU ms per first charge alone': r1(cpuPerCharge),
    errors,
    'error statuses': JSON.stringify(errorStatuses),
  };
}
