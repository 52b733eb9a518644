import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Server, startServer } from './harness.ts';

let server: Server;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the product as started by npm start', () => {
  it('serves the API contract and its readable docs', async () => {
    const openapi = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(openapi.paths)).toContain('/api/app/login');
    const page = await browser.newPage();
    await page.goto(`${server.url}/api/docs`);
    expect(await page.locator('summary', { hasText: 'resetpasswordsms' }).count()).toBe(1);
    await page.close();
  });

  it('answers unknown calls and malformed JSON with the envelope, not a 500', async () => {
    const unknown = await fetch(`${server.url}/api/app/nao-existe`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const bad = await fetch(`${server.url}/api/app/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"phone":',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, error: { error_type: 'validation' } });
  });

  it('shows the sandbox SMS outbox', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/dev/outbox`);
    expect(await page.textContent('h1')).toBe('SMS enviados (sandbox)');
    await page.close();
  });
});
