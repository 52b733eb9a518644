import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type Server, shot, startServer, WIDTHS } from './harness.ts';

// The app shell of spec 3 §2.3–§2.4: guard redirects, place base path, drawer, install prompt.

let server: Server;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Headless Chromium never offers installation: play the browser's part with the same event. */
async function offerInstall(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('load', () => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as { prompted?: boolean }).prompted = true;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
  });
}

describe.each(WIDTHS)('at %i px', (width) => {
  it('sends an anonymous visitor of a user route to login, then back to where they were going', async () => {
    const page = await newPage(browser, { width });
    await page.goto(`${server.url}/minha-conta`);
    await page.waitForURL((url) => url.pathname === '/entrar' && url.searchParams.get('redirect') === '/minha-conta');
    await page.getByLabel('Celular').fill('11987654321');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Senha', { exact: true }).fill('cliente123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/minha-conta');
    await page.getByText('Maria Cliente').first().waitFor();
    await shot(page, `shell-my-account-${width}`);
    await page.close();
  });

  it('serves another place under /p/{place}/ with its own name, and the drawer shows the version', async () => {
    const page = await newPage(browser, { width });
    await page.goto(`${server.url}/p/bar-do-porto/`);
    await page.getByRole('heading', { name: 'Bar e Pousada do Porto' }).waitFor();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByText('Versão 0.96.0').waitFor();
    await shot(page, `shell-drawer-bar-${width}`);
    await page.close();
  });

  it("keeps the place's name and manifest when the page comes from the service worker's copy", async () => {
    const page = await newPage(browser, { width });
    // What the service worker answers a later visit with: the built page, not the place's own.
    const generic = readFileSync(path.join(import.meta.dirname, '../apps/web/dist/index.html'), 'utf8');
    await page.route(`${server.url}/p/bar-do-porto/`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: generic }),
    );
    await page.goto(`${server.url}/p/bar-do-porto/`);
    await page.getByRole('heading', { name: 'Bar e Pousada do Porto' }).waitFor();
    await expect.poll(() => page.title()).toBe('Bar e Pousada do Porto');
    const manifest = await page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href'));
    expect(manifest).toBe('/p/bar-do-porto/manifest.webmanifest');
    await page.close();
  });
});

describe('install prompt', () => {
  it('appears on a phone after the browser offers installation, installs, and stays away once ignored', async () => {
    const page = await newPage(browser, { width: 390 });
    await offerInstall(page);
    await page.goto(`${server.url}/entrar`);
    const prompt = page.getByRole('region', { name: 'Instale o aplicativo' });
    await prompt.waitFor();
    await shot(page, 'shell-install-prompt-390');
    await prompt.getByRole('button', { name: 'Instalar' }).click();
    expect(await page.evaluate(() => (window as { prompted?: boolean }).prompted)).toBe(true);

    await page.reload();
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Não mostrar mais' }).click();
    await page.reload();
    await page.getByLabel('Celular').waitFor();
    await page.waitForTimeout(1000);
    expect(await prompt.count()).toBe(0);
    await page.close();
  });

  it('never appears on a wide screen', async () => {
    const page = await newPage(browser, { width: 1280 });
    await offerInstall(page);
    await page.goto(`${server.url}/entrar`);
    await page.getByLabel('Celular').waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('region', { name: 'Instale o aplicativo' }).count()).toBe(0);
    await page.close();
  });
});
