import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A client generated from /api/openapi.json by a common generator (openapi-typescript types,
// openapi-fetch calls) must compile and work against a running server: what a team integrating
// with the product does on day one.
const apiRoot = path.resolve(import.meta.dirname, '../..');
const generated = path.join(apiRoot, '.tmp/openapi-client/paths.ts');
const program = path.join(apiRoot, 'src/test/openapi-client/place-order.ts');

type PlaceOrder = (baseUrl: string) => Promise<{ userId: string; order: Record<string, unknown> & { number: number } }>;

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  // The generated types are a by-product of this run, not a file of the tree.
  rmSync(path.dirname(generated), { recursive: true, force: true });
});

describe('a client generated from the OpenAPI document', () => {
  it('type-checks, signs in and places an order', async () => {
    const doc = await (await fetch(`${baseUrl}/api/openapi.json`)).json();
    mkdirSync(path.dirname(generated), { recursive: true });
    writeFileSync(generated, astToString(await openapiTS(doc)));

    const base = ts.readConfigFile(path.join(apiRoot, '../../tsconfig.base.json'), ts.sys.readFile);
    const { options } = ts.convertCompilerOptionsFromJson(base.config.compilerOptions, apiRoot);
    const diagnostics = ts
      .getPreEmitDiagnostics(ts.createProgram([program], options))
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);

    // Imported by its path only: apps/api's own type-check must not need the generated file.
    const { placeOrder } = (await import(program)) as { placeOrder: PlaceOrder };
    const { userId, order } = await placeOrder(baseUrl);
    expect(order).toMatchObject({ status: 2, user_id: userId, delivery_type: 1, subtotal: expect.any(Number) });
    expect(order.number).toBeGreaterThan(0);
  }, 120_000);
});
