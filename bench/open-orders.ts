import autocannon from 'autocannon';

// Open accounts under load (decision 113): openorder/check (the QR entry) and openorder/get (the
// OpenOrder screen's read) at 50 connections, as the demo guest of the Porto's table 3.
// Prints figures only; bench/RESULTS.md records them by hand.

const PORTO = 'bar-do-porto';
const CONNECTIONS = 50;

async function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-place-id': PORTO, ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { ok: boolean; data: Record<string, unknown> };
}

export async function openOrderScenarios(url: string, seconds: number) {
  // Rafael (demo) sits at table 3 with an open account.
  const login = await post(url, '/api/app/login', { phone: '11987650101', password: 'mesa1234' });
  const headers = { authorization: `Bearer ${login.data.token as string}`, 'x-place-id': PORTO };
  const me = await post(url, '/api/app/readuserinfo', {}, headers);
  const orderId = me.data.openOrderId as string | null;
  if (!orderId) throw new Error('the demo guest of table 3 has no open account');
  const scenarios = [
    { name: 'openorder/check (table 5)', path: '/api/app/openorder/check', body: { number: '5' } },
    {
      name: 'openorder/get (table 3, 2 guests, 2 rounds)',
      path: '/api/app/openorder/get',
      body: { order_id: orderId },
    },
  ];
  const rows = [];
  for (const s of scenarios) {
    const result = await autocannon({
      url: url + s.path,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(s.body),
      connections: CONNECTIONS,
      duration: seconds,
    });
    rows.push({
      scenario: `${s.name} (${CONNECTIONS} connections)`,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  return rows;
}
