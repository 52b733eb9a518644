import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type CallBody, type CallName, callUrl, catalogue } from '@app/domain';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { IdentityPort } from '../integrations/identity/port.ts';
import type { SmsPort } from '../integrations/sms/port.ts';
import { loadConfig } from '../platform/config.ts';
import { type Database, openDatabase } from '../platform/db/client.ts';
import { withDatabase } from './global-setup.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A fresh copy of the seeded test database. */
async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const template = inject('dbTemplate');
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `app_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 4 });
    return {
      database,
      async drop() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const bytes = readFileSync(template);
  const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([bytes]) });
  return { database, drop: () => database.close() };
}

/** The whole HTTP app on a fresh database, with an SMS spy, driven through `inject` (no socket). */
export async function createTestApp(
  options: { sms?: SmsPort; env?: Record<string, string>; identity?: IdentityPort } = {},
) {
  const { database, drop } = await freshDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...options.env });
  const sent: { to: string; text: string }[] = [];
  const sms: SmsPort = options.sms ?? {
    async send(to, text) {
      sent.push({ to, text });
    },
  };
  const app = await buildApp({ config, database, sms, identity: options.identity, logger: pino({ level: 'silent' }) });
  await app.ready();

  /** `headers`: more request headers (e.g. accept-language). */
  type Auth = { token?: string; managerToken?: string; place?: string; ip?: string; headers?: Record<string, string> };
  async function call<N extends CallName>(name: N, body: CallBody<N> | Record<string, unknown>, auth: Auth = {}) {
    const def = catalogue[name];
    const headers: Record<string, string> = { ...auth.headers };
    if (auth.token) headers.authorization = `Bearer ${auth.token}`;
    if (auth.managerToken) headers['x-manager-token'] = auth.managerToken;
    if (auth.place) headers['x-place-id'] = auth.place;
    // As the client does: {braced} path segments from the body; GET and DELETE send the rest as the query.
    const fields: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    const url = callUrl(def).replace(/\{(\w+)\}/g, (_m, key: string) => {
      const value = fields[key];
      delete fields[key];
      return encodeURIComponent(String(value ?? ''));
    });
    const query = def.method === 'GET' || def.method === 'DELETE';
    const response = await app.inject({
      method: def.method,
      url,
      headers,
      ...(query
        ? { query: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])) }
        : { payload: fields }),
      remoteAddress: auth.ip ?? '127.0.0.1',
    });
    return { status: response.statusCode, body: response.json() as { ok: boolean; data?: any; error?: any } };
  }

  /** The last PIN texted to a phone (national digits). */
  function lastPin(phone: string): string {
    const message = [...sent].reverse().find((m) => m.to === `55${phone}`);
    const pin = message?.text.match(/\b(\d{4})\b/)?.[1];
    if (!pin) throw new Error(`no PIN sent to ${phone}`);
    return pin;
  }

  return {
    app,
    database,
    sent,
    call,
    lastPin,
    async close() {
      await app.close();
      await drop();
    },
  };
}

export const DEMO = {
  customer: { phone: '11987654321', password: 'cliente123' },
  manager: { phone: '11987650001', password: 'gerente123' },
  owner: { phone: '11987650002', password: 'dona1234' },
  supplier: { phone: '11987650003', password: 'prestador123' },
  places: ['cantina-da-praca', 'bar-do-porto', 'clinica-bem-estar'] as const,
};
