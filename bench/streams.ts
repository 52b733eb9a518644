import http from 'node:http';
import { pct } from './pay.ts';

/**
 * Order creation → board SSE event: `streams` staff connections hold GET /api/app/events
 * with the manager token; the demo customer places `orders` orders one after another (each is then
 * cancelled by the manager so the next may be placed). Latency per connection and order: the event's
 * arrival minus the moment v2/orderdelivery's response arrived (negative when the event came first:
 * the server publishes right after the commit, before it answers).
 */
export async function orderEventFanout(url: string, streams = 200, orders = 20) {
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

/**
 * Order status change → customer screen: `streams` SSE streams of the demo customer (GET
 * /api/app/events with their token) held open through `url` (one instance, or the balancing proxy
 * in front of several); for each of `orders` orders the customer places, the manager accepts it
 * (admin/updateorder, status 1) and every stream must receive that change. Latency per stream and
 * order from admin/updateorder's answer to the event; `lost` counts streams that never got it.
 */
export async function statusChangeFanout(url: string, streams = 1000, orders = 10) {
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
  const arrivals = new Map<string, number[]>();
  const requests: http.ClientRequest[] = [];
  let open = 0;
  await new Promise<void>((resolve, reject) => {
    for (let i = 0; i < streams; i++) {
      const req = http.get(
        `${url}/api/app/events`,
        { agent, headers: { accept: 'text/event-stream', ...asCustomer } },
        (res) => {
          if (res.statusCode !== 200) return reject(new Error(`events: HTTP ${res.statusCode}`));
          res.setEncoding('utf8');
          let text = '';
          let counted = false;
          res.on('data', (chunk: string) => {
            const now = performance.now();
            text += chunk;
            let cut = text.indexOf('\n\n');
            while (cut >= 0) {
              const block = text.slice(0, cut);
              text = text.slice(cut + 2);
              // The stream is subscribed once its first block (": connected") arrives.
              if (!counted) {
                counted = true;
                open += 1;
                if (open === streams) resolve();
              }
              const data = /^data: (.+)$/m.exec(block)?.[1];
              if (/^event: order$/m.test(block) && data) {
                const e = JSON.parse(data) as { order_id: string; status: number };
                if (e.status === 1) arrivals.set(e.order_id, [...(arrivals.get(e.order_id) ?? []), now]);
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
  let lost = 0;
  try {
    for (let n = 0; n < orders; n++) {
      const placed = await post(
        '/api/app/v2/orderdelivery',
        { products: [{ product_id: product._id, quantity: 1 }], delivery_type: 2, phone: '11987654321' },
        asCustomer,
      );
      const id = placed.order._id as string;
      await post('/api/admin/updateorder', { order_id: id, status: 1 }, asManager);
      const answered = performance.now();
      const deadline = Date.now() + 10_000;
      while ((arrivals.get(id)?.length ?? 0) < streams && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 2));
      }
      const got = arrivals.get(id) ?? [];
      lost += streams - got.length;
      for (const at of got) latencies.push(at - answered);
      await post('/api/app/manager/cancelordermanager', { order_id: id, reason_cancel: 'bench' }, asManager);
    }
  } finally {
    for (const req of requests) req.destroy();
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  return {
    events: latencies.length,
    lost,
    'p50 ms': Number(pct(latencies, 50).toFixed(2)),
    'p99 ms': Number(pct(latencies, 99).toFixed(2)),
    'max ms': Number((latencies.at(-1) ?? Number.NaN).toFixed(2)),
  };
}
