import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspViolations, launchBrowser, logInThroughUi, newPage, type Server, startServer } from './harness.ts';

// The pages run under a strict CSP and nothing of theirs is refused —
// the service worker, the manifest, the back office — while an injected script is.

let server: Server;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const nonceIn = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('security headers in the browser', () => {
  it('the storefront runs under its nonce: boot data read, manifest and service worker installed, an injected script refused', async () => {
    const page = await newPage(browser, { width: 390, serviceWorkers: 'allow' });
    const res = await page.goto(`${server.url}/p/cantina-da-praca/home`);
    const headers = res?.headers() ?? {};
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    const nonce = nonceIn(headers['content-security-policy']);
    expect(nonce).toBeTruthy();
    // The page's boot data carries this answer's nonce (the app reads it, then removes the element).
    expect(await res?.text()).toContain(`<script id="boot-data" type="application/json" nonce="${nonce}">`);
    await page.getByRole('heading', { name: 'Cantina da Praça', level: 1 }).waitFor();

    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
      return href ? (await fetch(href)).status : 0;
    });
    expect(manifest).toBe(200);
    // Registered ~10 s after load (lib/pwa.ts); its precache fills under the same policy.
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      // 'ready' resolves once a worker is active, which may still be 'activating' on a slow machine.
      const active = registration.active;
      if (active && active.state !== 'activated') {
        await new Promise((done) =>
          active.addEventListener('statechange', () => active.state === 'activated' && done(null)),
        );
      }
      let cached = 0;
      for (const key of await caches.keys()) cached += (await (await caches.open(key)).keys()).length;
      return { state: registration.active?.state, cached };
    });
    expect(worker.state).toBe('activated');
    expect(worker.cached).toBeGreaterThan(50);
    // A page the worker answers from its copy still runs (its CSP travels with the copy).
    const fromWorker = await page.goto(`${server.url}/p/cantina-da-praca/carrinho`);
    expect(fromWorker?.fromServiceWorker()).toBe(true);
    await expect.poll(() => page.locator('#root').innerHTML(), { timeout: 20_000 }).not.toContain('class="boot"');

    // What an XSS would do: an inline script, an inline handler. Neither runs.
    const ran = await page.evaluate(async () => {
      const w = window as unknown as { injected?: number };
      const script = document.createElement('script');
      script.textContent = 'window.injected = 1';
      document.body.append(script);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.injected = 2');
      img.src = 'data:,x';
      document.body.append(img);
      await new Promise((r) => setTimeout(r, 300));
      return w.injected ?? 0;
    });
    expect(ran).toBe(0);
    await expect.poll(() => cspViolations.filter((v) => v.includes('script-src')).length).toBeGreaterThan(0);
    cspViolations.splice(0);
    await page.context().close();
  });

  it('the back office works under its CSP and refuses to be framed', async () => {
    const page = await newPage(browser, { width: 1280 });
    await logInThroughUi(page, server.url, { phone: '11987650001', password: 'gerente123' });
    const res = await page.goto(`${server.url}/admin/pedidos`);
    expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect.poll(() => page.locator('#root').innerHTML(), { timeout: 20_000 }).not.toContain('class="boot"');

    // Another site framing the back office (clickjacking) gets nothing.
    const framer = await newPage(browser, { width: 1280 });
    await framer.setContent(`<iframe src="${server.url}/admin/pedidos" width="800" height="600"></iframe>`);
    await framer.waitForTimeout(1500);
    const framed = framer.frames().find((f) => f !== framer.mainFrame());
    expect(await framed?.locator('#root').count()).toBe(0);
    cspViolations.splice(0); // the refusal is reported by the framed document
    await framer.context().close();
    await page.context().close();
  });

  it('/api/docs renders under its own policy', async () => {
    const page = await newPage(browser, { width: 1280 });
    const res = await page.goto(`${server.url}/api/docs`);
    expect(res?.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(await page.locator('summary', { hasText: 'resetpasswordsms' }).count()).toBe(1);
    // The inline stylesheet applied (max-width of the body).
    expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).toBe('1000px');
    await page.context().close();
  });
});
