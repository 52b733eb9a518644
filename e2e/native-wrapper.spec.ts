import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type Server, shot, startServer, WIDTHS } from './harness.ts';

// The native wrapper's messages (docs/native-wrapper.md) with a fake wrapper: the page gets the
// bridge a React Native WebView injects before the page's scripts, and the test plays the wrapper's
// side (its inbox, and messages posted into the page as `injectJavaScript` does).

const CUSTOMER = { phone: '11987654321', password: 'cliente123' };

let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Sent = { type: string; url?: string };

/** A WebView's bridge: what the app posts lands in the wrapper's inbox. */
async function insideFakeWrapper(page: Page) {
  await page.context().addInitScript(() => {
    const inbox: unknown[] = [];
    (window as unknown as { wrapperInbox: unknown[] }).wrapperInbox = inbox;
    (window as unknown as { ReactNativeWebView: { postMessage(m: string): void } }).ReactNativeWebView = {
      postMessage: (message: string) => inbox.push(JSON.parse(message)),
    };
  });
}

const inbox = (page: Page) => page.evaluate(() => (window as unknown as { wrapperInbox: Sent[] }).wrapperInbox);
/** The wrapper speaks: `webView.injectJavaScript("window.postMessage('…', location.origin)")`. */
const fromWrapper = (page: Page, message: object) =>
  page.evaluate((m) => window.postMessage(JSON.stringify(m), window.location.origin), message);

for (const width of WIDTHS) {
  describe(`native wrapper at ${width} px`, () => {
    it('tells the wrapper each URL, sends outside links to it, follows its navigate and logout', async () => {
      const page = await newPage(browser, { width });
      await insideFakeWrapper(page);

      // At start and on every route change: changeUrl.
      await page.goto(`${server.url}/entrar`);
      await page.getByLabel('Celular').fill(CUSTOMER.phone);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByLabel('Senha', { exact: true }).fill(CUSTOMER.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/entrar'));
      await expect
        .poll(async () =>
          (await inbox(page)).filter((m) => m.type === 'changeUrl').map((m) => new URL(m.url ?? '').pathname),
        )
        .toEqual(expect.arrayContaining(['/entrar', new URL(page.url()).pathname]));

      // A link to another site (the place's WhatsApp) goes to the wrapper; the WebView stays.
      await page.goto(`${server.url}/informacoes`);
      const before = page.url();
      await page.getByRole('link', { name: 'Fale conosco' }).click();
      await expect
        .poll(async () => (await inbox(page)).find((m) => m.type === 'openExternal') ?? null)
        .toEqual({ type: 'openExternal', url: 'https://wa.me/5511987650001' });
      expect(page.url()).toBe(before);
      expect(page.context().pages()).toHaveLength(1);
      await shot(page, `native-wrapper-info-${width}`);

      // A tapped notification: the wrapper asks for a path of the app; another site is ignored.
      await fromWrapper(page, { type: 'navigate', path: 'https://example.com/phish' });
      await fromWrapper(page, { type: 'navigate', path: '/meus-pedidos' });
      await page.waitForURL((url) => url.pathname === '/meus-pedidos');
      expect(new URL(page.url()).host).toBe(new URL(server.url).host);

      // The wrapper logs the person out: the app ends the session and answers logout.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      expect(token).not.toBeNull();
      await fromWrapper(page, { type: 'logout' });
      await expect.poll(async () => (await inbox(page)).some((m) => m.type === 'logout')).toBe(true);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      const stillValid = await fetch(`${server.url}/api/app/readuserinfo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${JSON.parse(token ?? '""')}` },
        body: '{}',
      });
      expect(stillValid.status).toBe(403);
      await page.context().close();
    });

    it('sends nothing and listens to nothing in a plain browser', async () => {
      const page = await newPage(browser, { width });
      await page.goto(`${server.url}/informacoes`);
      await page.evaluate(() => window.postMessage(JSON.stringify({ type: 'navigate', path: '/entrar' }), '*'));
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe('/informacoes');
      await page.context().close();
    });
  });
}
