import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { openDatabase } from '../apps/api/src/platform/db/client.ts';
import { seedDemo } from '../apps/api/src/seed/demo.ts';

// npm run bench -- --crm: patients/crm with five combined filters over 1,000,000 generated patients
// on PostgreSQL (p95 at 1, 4 and 50 connections), and the full export's time and the server's peak RSS.
// BENCH_CRM_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names a server where a
// scratch database crm_bench is created; nothing else is touched. Prints figures for bench/RESULTS.md.

const root = path.resolve(import.meta.dirname, '..');
const ADMIN_URL = process.env.BENCH_CRM_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PATIENTS = Number(process.env.BENCH_CRM_PATIENTS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Closed-loop clients of the 5-filter request, one run each (BENCH_CRM_CONNECTIONS=1,4,50). */
const CONNECTIONS = (process.env.BENCH_CRM_CONNECTIONS ?? '1,4,50').split(',').map(Number);

async function scratchDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query('drop database if exists crm_bench with (force)');
  await admin.query('create database crm_bench');
  await admin.end();
  const u = new URL(ADMIN_URL);
  u.pathname = '/crm_bench';
  return u.toString();
}

/** The demo, then PATIENTS patients of the clinic with accounts, homes, bookings and origins (generate_series). */
async function generate(url: string) {
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  await seedDemo(database, pino({ level: 'silent' }));
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  const one = async (text: string) => (await client.query(text)).rows[0];
  const place = (await one(`select id from places where slug = 'clinica-bem-estar'`)).id as string;
  const limpeza = (await one(`select id from products where place_id = '${place}' and name = 'Limpeza de pele'`))
    .id as string;
  // Triggers off while loading (session_replication_role, superuser only): the CRM summary's row
  // triggers would recompute each patient once per row written; the summaries are then filled in one
  // pass with the migration's own function (decision 177).
  await client.query('set session_replication_role = replica');
  const steps: [string, string][] = [
    [
      'users',
      `insert into users (id, username, phone)
       select md5('u' || g)::uuid, 'Paciente ' || g, '2' || lpad(g::text, 10, '0') from generate_series(1, ${PATIENTS}) g`,
    ],
    [
      'patients',
      `insert into patients (id, place_id, user_id, supplier_ids, full_name, birthdate, gender, marital_status, occupation, phone)
       select md5('p' || g)::uuid, '${place}', md5('u' || g)::uuid,
         array[(array['supplier-pedro','supplier-beatriz','supplier-camila','supplier-rafael'])[1 + g % 4]],
         (array['Ana','Bruno','Carla','Diego','Elisa','Fábio','Gabriela','Heitor','Íris','João','Karina','Lucas','Marina','Nuno','Olívia','Paulo','Renata','Sérgio','Tânia','Vítor'])[1 + g % 20]
           || ' ' || (array['Silva','Souza','Oliveira','Santos','Lima','Pereira','Costa','Rodrigues','Almeida','Nascimento','Carvalho','Gomes','Martins','Araújo','Ribeiro'])[1 + (g / 20) % 15]
           || ' ' || g,
         date '1940-01-01' + (g::bigint * 7919 % 25550)::int,
         (array['female','male'])[1 + g % 2],
         (array['single','married','divorced','widowed','stable_union'])[1 + g % 5],
         (array['Professora','Engenheiro','Advogada','Enfermeira','Motorista','Estudante'])[1 + g % 6],
         '119' || lpad(g::text, 8, '0')
       from generate_series(1, ${PATIENTS}) g`,
    ],
    [
      'addresses',
      `insert into addresses (user_id, state, city, district, street, number, is_default)
       select md5('u' || g)::uuid, 'SP', 'São Paulo',
         (array['Bela Vista','Consolação','Jardim Paulista','Liberdade','Moema','Perdizes','Pinheiros','República','Santa Cecília','Sé','Vila Mariana'])[1 + g % 11],
         'Rua ' || (g % 500), (g % 2000)::text, true
       from generate_series(1, ${PATIENTS}) g`,
    ],
    // Procedure slots (inactive: outside the agenda's exclusion) for every third patient.
    [
      'appointments',
      `insert into appointments (id, place_id, supplier_id, starts_at, ends_at, active, product_id)
       select md5('a' || g)::uuid, '${place}', 'bench-' || (g % 500),
         timestamptz '2024-01-01 06:00-03' + g * interval '1 minute', timestamptz '2024-01-01 06:00-03' + g * interval '1 minute' + interval '50 seconds',
         false, '${limpeza}'
       from generate_series(1, ${PATIENTS}, 3) g`,
    ],
    // One attended procedure and one consultation per third patient, one minute apart over two years.
    [
      'attendancies',
      `insert into attendancies (place_id, supplier_id, appointment_id, user_id, type, status, starts_at, ends_at)
       select '${place}'::uuid, 'bench-' || (g % 500), md5('a' || g)::uuid, md5('u' || g)::uuid, 2, 2,
         now() - g * interval '1 minute', now() - g * interval '1 minute' + interval '50 seconds'
       from generate_series(1, ${PATIENTS}, 3) g
       union all
       select '${place}'::uuid, 'benchc-' || (g % 500), null::uuid, md5('u' || g)::uuid, 0, (array[2, 3, 1])[1 + g % 3],
         now() - g * interval '1 minute', now() - g * interval '1 minute' + interval '50 seconds'
       from generate_series(2, ${PATIENTS}, 3) g`,
    ],
    [
      'patient_origins',
      `insert into patient_origins (patient_id, place_id, publicity_block)
       select md5('p' || g)::uuid, '${place}', g % 10 = 0 from generate_series(1, ${PATIENTS}, 2) g`,
    ],
    [
      'crm summaries',
      `insert into crm_patient_summaries (
         patient_id, place_id, user_id, birthdate, home_city, home_district, home_state, states, cities, districts,
         schedule_count, last_visit, first_booking_at, last_booking_at, booking_statuses, booking_types, day_parts,
         procedure_done, procedures, localities, full_name, gender, marital_status, blood_type, has_children,
         occupation, supplier_ids, tags)
       select p.id, p.place_id, p.user_id, p.birthdate, c.*, crm_localities_of(p.user_id),
         p.full_name, p.gender, p.marital_status, p.blood_type, p.has_children, p.occupation, p.supplier_ids,
         crm_tags(p.gender, p.marital_status, p.blood_type, p.supplier_ids, c.states, c.cities, c.districts, c.procedures)
       from patients p cross join lateral crm_summary_compute(p.place_id, p.user_id) c
       where p.id not in (select patient_id from crm_patient_summaries)`,
    ],
    [
      'crm localities',
      `insert into crm_place_localities (place_id, locality, state, city, district, patients)
       select s.place_id, k, (k::json)->>0, (k::json)->>1, (k::json)->>2, count(*)::integer
       from crm_patient_summaries s cross join lateral unnest(s.localities) k
       group by s.place_id, k
       on conflict (place_id, locality) do update set patients = excluded.patients`,
    ],
    ['analyze', 'analyze'],
  ];
  for (const [name, text] of steps) {
    const t0 = performance.now();
    await client.query(text);
    console.log(`  ${name}: ${Math.round(performance.now() - t0)} ms`);
  }
  await client.end();
  console.log(`generated ${PATIENTS.toLocaleString('en')} patients in ${Math.round(performance.now() - started)} ms`);
  return { limpeza };
}

async function existing(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const row = (await client.query(`select id from products where name = 'Limpeza de pele' limit 1`)).rows[0];
  await client.end();
  return { limpeza: row.id as string };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function startServer(url: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

// BENCH_CRM_REUSE=1 measures an already generated crm_bench again (generation takes minutes).
const reuse = process.env.BENCH_CRM_REUSE === '1';
const url = reuse ? Object.assign(new URL(ADMIN_URL), { pathname: '/crm_bench' }).toString() : await scratchDatabase();
console.log(`CRM bench on ${url.replace(/\/\/[^@]*@/, '//')}`);
const { limpeza } = reuse ? await existing(url) : await generate(url);
// BENCH_CRM_GENERATE_ONLY=1 stops after the generation (measure later with BENCH_CRM_REUSE=1).
if (process.env.BENCH_CRM_GENERATE_ONLY === '1') process.exit(0);
const { base, child } = await startServer(url);
try {
  const login = await (
    await fetch(`${base}/api/app/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-place-id': 'clinica-bem-estar' },
      body: JSON.stringify({ phone: '11987650002', password: 'dona1234' }),
    })
  ).json();
  const headers = {
    'content-type': 'application/json',
    'x-place-id': 'clinica-bem-estar',
    authorization: `Bearer ${login.data.token}`,
    'x-manager-token': login.data.manager.managerToken as string,
  };
  const sixMonthsAgo = new Date(Date.now() - 183 * 86_400_000).toISOString().slice(0, 10);
  const filters = [
    { field: 'age', operator: 'between', value: [30, 50] },
    { field: 'district', operator: 'in', value: ['Moema'] },
    { field: 'procedure', operator: 'in', value: [limpeza] },
    { field: 'period', operator: 'last_seen_before', value: sixMonthsAgo },
    { field: 'gender', operator: 'in', value: ['female'] },
  ];
  const pid = child.pid as number;
  const idleRss = rssMb(pid);

  // params/crm (the filter builder's option lists: districts and cities of every patient).
  const paramsMs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const p0 = performance.now();
    const r = await fetch(`${base}/api/app/params/crm`, { method: 'POST', headers, body: '{}' });
    await r.json();
    paramsMs.push(performance.now() - p0);
  }
  console.log(`params/crm: ${paramsMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);

  // The full export first (no filter: every patient), sampling the server's RSS while it streams.
  // BENCH_CRM_SKIP_EXPORT=1 leaves it out.
  let peak = idleRss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const t0 = performance.now();
  const skipExport = process.env.BENCH_CRM_SKIP_EXPORT === '1';
  const res = await fetch(`${base}/api/app/patients/crm/export`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      format: 'csv',
      filters: skipExport ? [{ field: 'search', operator: 'contains', value: 'nobody at all' }] : [],
    }),
  });
  let bytes = 0;
  let rows = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const b of chunk) if (b === 10) rows++;
  }
  const exportMs = performance.now() - t0;
  clearInterval(sampler);
  console.log(
    `export CSV: ${rows - 1} rows, ${(bytes / 1_048_576).toFixed(1)} MB in ${(exportMs / 1000).toFixed(1)} s; server RSS idle ${idleRss.toFixed(0)} MB, peak ${peak.toFixed(0)} MB`,
  );

  // patients/crm with the five filters: CONNECTIONS clients in a closed loop for SECONDS.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(...CONNECTIONS) });
  const body = JSON.stringify({ hasFilters: true, filters, page: 1, limit: 100 });
  const one = () =>
    new Promise<{ ms: number; ok: boolean; total?: number }>((resolve) => {
      const start = performance.now();
      const req = http.request(`${base}/api/app/patients/crm`, { method: 'POST', agent, headers }, (r) => {
        let text = '';
        r.on('data', (c) => (text += c));
        r.on('end', () => {
          const ok = r.statusCode === 200;
          resolve({ ms: performance.now() - start, ok, total: ok ? JSON.parse(text).data.total : undefined });
        });
      });
      req.on('error', () => resolve({ ms: performance.now() - start, ok: false }));
      req.end(body);
    });
  // Single requests of broad matches (no filter; one filter half the patients match), page 1 and 50.
  for (const [name, f, page] of [
    ['no filter, page 1', [], 1],
    ['no filter, page 50', [], 50],
    ['gender female, page 1', [{ field: 'gender', operator: 'in', value: ['female'] }], 1],
  ] as const) {
    const b0 = performance.now();
    const r = await fetch(`${base}/api/app/patients/crm`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ hasFilters: f.length > 0, filters: f, page, limit: 100 }),
    });
    const data = (await r.json()).data;
    console.log(
      `patients/crm ${name}: total ${data?.total}${data?.total_capped ? ' (capped)' : ''}, ${(performance.now() - b0).toFixed(0)} ms`,
    );
  }
  const probe = await one();
  console.log(`5 combined filters match ${probe.total} patients (single request ${probe.ms.toFixed(0)} ms)`);
  for (let i = 0; i < 20; i++) await one();
  // Closed loops of 1 (one receptionist: requests one after another), 4 (a clinic's front desk) and
  // 50 connections; the goal is read at 1 and 4 (decision 219): on two cores shared by PostgreSQL,
  // the API and this load generator, 50 clients of a query queue whatever the query costs.
  for (const connections of CONNECTIONS) {
    const latencies: number[] = [];
    let errors = 0;
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const r = await one();
          if (!r.ok) errors++;
          latencies.push(r.ms);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const at = (q: number) => (latencies[Math.floor(q * (latencies.length - 1))] ?? 0).toFixed(0);
    console.log(
      `patients/crm, 5 filters, ${connections} connection${connections === 1 ? '' : 's'}, ${SECONDS} s: ${latencies.length} requests (${(latencies.length / SECONDS).toFixed(1)} req/s), p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, errors ${errors}; load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  }
  agent.destroy();
} finally {
  child.kill('SIGTERM');
}
