import { Writable } from 'node:stream';
import { allCalls, callUrl, ERROR_CODES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, DEMO, type TestApp } from '../test/test-app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: '4096' } });
});
afterAll(() => t.close());

/** A POST whose JSON body is sent as written, even when it is too big, broken or empty. */
const postRaw = (url: string, body: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });

describe('HTTP edge', () => {
  it('answers a body over the limit with 413 in the envelope', async () => {
    const res = await postRaw(
      '/api/app/login',
      JSON.stringify({ phone: DEMO.customer.phone, password: 'x'.repeat(10_000) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ ok: false, error: { code: 'payload_too_large' } });
  });

  it('answers malformed JSON with 400 validation', async () => {
    const res = await postRaw('/api/app/login', '{"phone":');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.error_type).toBe('validation');
  });

  it('answers an unknown call with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/app/naoexiste', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      ok: false,
      error: { message: 'Chamada desconhecida.', code: 'not_found', error_type: 'not_found' },
    });
  });

  it('answers an unknown place with a 404 envelope', async () => {
    const res = await t.call('preloginprime', {}, { place: 'lugar-que-nao-existe' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Estabelecimento não encontrado.');
  });

  it('treats an empty POST body as an empty object', async () => {
    const res = await postRaw('/api/app/preloginprime', '');
    expect(res.statusCode).toBe(200);
  });

  it('serves the place by slug or id, header or body', async () => {
    const bySlug = await t.call('preloginprime', { restaurant_id: 'bar-do-porto' });
    expect(bySlug.body.data.restaurant_data.restaurantname).toBe('Bar e Pousada do Porto');
    const byId = await t.call('preloginprime', {}, { place: bySlug.body.data.restaurant_data._id });
    expect(byId.body.data.restaurant_data.slug).toBe('bar-do-porto');
  });
});

describe('OpenAPI document', () => {
  it('documents every call of the contract with its access level', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const def of allCalls) {
      const op = doc.paths[callUrl(def)]?.[def.method.toLowerCase()];
      expect(op?.operationId, def.name).toBe(def.name);
      expect(op['x-access-level']).toContain(def.level);
    }
    const code = doc.components.responses.Error.content['application/json'].schema.properties.error.properties.code;
    expect(code.anyOf[0].enum).toEqual([...ERROR_CODES]);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('resetpasswordsms');
  });
});

/** A log destination that keeps every line written. */
function logLines() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, sink };
}

describe('logs', () => {
  it('carry no password, token or query string', async () => {
    const { lines, sink } = logLines();
    const logger = createLogger('trace', sink);
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }),
      database: t.database,
      logger,
      sms: { send: async () => {} },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/app/login',
      payload: { phone: DEMO.customer.phone, password: DEMO.customer.password },
    });
    const token = login.json().data.token as string;
    await app.inject({
      method: 'POST',
      url: '/api/app/readuserinfo',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    await app.inject({ method: 'GET', url: `/api/docs?token=${token}&cpf=52998224725` });
    await app.close();
    const text = lines.join('');
    expect(text).toContain('/api/app/login');
    expect(text).not.toContain(DEMO.customer.password);
    expect(text).not.toContain(token);
    expect(text).not.toContain('52998224725');
  });

  it("bind each request's id to its lines, though its logger is made only when it writes (decision 244)", async () => {
    const { lines, sink } = logLines();
    for (const level of ['info', 'warn']) {
      const app = await buildApp({
        config: loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }),
        database: t.database,
        logger: createLogger(level, sink),
        sms: { send: async () => {} },
      });
      await app.inject({ method: 'POST', url: '/api/app/preloginprime', payload: {} });
      await app.close();
    }
    const requestLines = lines.map((line) => JSON.parse(line)).filter((line) => line.reqId !== undefined);
    // info: Fastify's two lines of the request, bound to its id; warn: none.
    expect(requestLines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(new Set(requestLines.map((line) => line.reqId)).size).toBe(1);
    expect(requestLines[0].req).toMatchObject({ method: 'POST', path: '/api/app/preloginprime' });
  });
});

describe('config', () => {
  it('refuses a bad value at start, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ SMS_PROVIDER: 'infobip' })).toThrow(/INFOBIP_BASE_URL/);
  });

  it('defaults to PGlite in ./.data on port 3000 with sandboxes on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, sandbox: true, databaseUrl: undefined });
    expect(config.dataDir.endsWith('/.data')).toBe(true);
  });
});
