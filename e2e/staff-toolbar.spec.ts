import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInAt, newPage, shot, startServer, WIDTHS } from './harness.ts';

// Staff see the counter tools in the toolbar (switch account, payments) next to the place's name:
// at a phone's width the name must still be readable, whole, not cut to a few letters.

const MANAGER = { phone: '11987650001', password: 'gerente123' };
const CLINIC_OWNER = { phone: '11987650002', password: 'dona1234' };
const PLACES = [
  { prefix: '', who: MANAGER, name: 'Cantina da Praça', tag: 'cantina-manager' },
  { prefix: '/p/clinica-bem-estar', who: CLINIC_OWNER, name: 'Clínica Bem-Estar', tag: 'clinic-owner' },
];

let server: { url: string; stop(): Promise<void>; logs(): string };
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Whether the place name's text is shown whole (not clipped by an ellipsis or a line clamp). */
const nameFits = (page: Page) =>
  page
    .locator('header a', { hasText: /./ })
    .first()
    .locator('span')
    .first()
    .evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight);

describe('staff toolbar', () => {
  for (const width of WIDTHS) {
    for (const place of PLACES) {
      it(`shows the place's name whole next to the staff tools (${place.tag}, ${width} px)`, async () => {
        const page = await newPage(browser, { width });
        await logInAt(page, server.url, place.prefix, place.who);
        await page.goto(`${server.url}${place.prefix}/`);
        const header = page.locator('header').first();
        await header.getByRole('button', { name: 'Trocar de conta' }).waitFor();
        const brand = header.getByRole('link', { name: new RegExp(`^${place.name}`) });
        await brand.waitFor();
        await page.screenshot({
          path: `.tmp/shots/staff-toolbar-${place.tag}-${width}.png`,
          clip: { x: 0, y: 0, width, height: 120 },
        });
        await shot(page, `staff-toolbar-${place.tag}-${width}-page`);
        await expect.poll(() => nameFits(page)).toBe(true);
        expect(await brand.getAttribute('title')).toBe(place.name);
        await page.context().close();
      }, 90_000);
    }
  }
});
