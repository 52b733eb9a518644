import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type CallDef, type CallName, callUrl, catalogue } from '@app/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleBody } from '../test/sample-body.ts';
import { createTestApp, DEMO, type TestApp } from '../test/test-app.ts';

// Random or malformed bodies to every call of the contract: never a 500, always the envelope.
// 300 per call in the everyday suite (a new seed each run, so runs add up); FUZZ_RUNS=5000 digs
// deeper on demand. Decision 100.
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

let t: TestApp;
const report: Record<string, Record<number, number>> = {};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  const dir = path.resolve(import.meta.dirname, '../../../../.tmp');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'fuzz-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  await t.close();
});

const json = fc.jsonValue({ maxDepth: 3 });

/** Bodies that look like the call's own (right names, wrong values) mixed with pure noise. */
function bodies(def: CallDef) {
  const sample = sampleBody(def, { id: '00000000-0000-4000-8000-000000000000', phone: '11987654321', email: 'a@b.co' });
  const keys = Object.keys(sample);
  const mutated = keys.length
    ? fc
        .dictionary(fc.constantFrom(...keys, 'token', 'restaurant_id', 'origin'), json, { maxKeys: keys.length + 2 })
        .map((d) => JSON.stringify({ ...sample, ...d }))
    : fc.constant('{}');
  return fc.oneof(
    mutated,
    json.map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 200 }),
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      'null',
      '[]',
      '"x"',
      '{"__proto__":{"x":1}}',
      '\u0000',
      '{"phone":"\\ud800"}',
      '{"username":"a\\u0000b","emailOrPhone":"a\\u0000b"}',
    ),
  );
}

describe.each(Object.entries(catalogue) as [CallName, CallDef][])('%s', (name, def) => {
  it(`survives ${RUNS} random bodies`, async () => {
    const counts: Record<number, number> = {};
    let i = 0;
    // A fresh owner session per call: an earlier logout must not leave later calls unauthenticated.
    const login = await t.call(
      'login',
      { phone: DEMO.owner.phone, password: DEMO.owner.password },
      { ip: `10.71.0.${name.length}` },
    );
    const auth = {
      token: login.body.data.token as string,
      managerToken: login.body.data.manager.managerToken as string,
    };
    await fc.assert(
      fc.asyncProperty(bodies(def), fc.boolean(), async (payload, withAuth) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (withAuth) {
          headers.authorization = `Bearer ${auth.token}`;
          headers['x-manager-token'] = auth.managerToken;
        }
        const res = await t.app.inject({
          method: def.method,
          url: callUrl(def),
          headers,
          payload,
          remoteAddress: `10.70.${(i >> 8) & 255}.${i++ & 255}`,
        });
        counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
        expect(res.statusCode, `${payload} → ${res.body}`).toBeLessThan(500);
        const body = res.json() as { ok: boolean; error?: { message: string } };
        expect(typeof body.ok).toBe('boolean');
        if (!body.ok) expect(body.error?.message).toBeTruthy();
      }),
      { numRuns: RUNS },
    );
    report[name] = counts;
  });
});
