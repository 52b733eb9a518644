import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brandShades } from '@app/domain/places/brand-colours';
import type { AxeResults, Result } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, logInAt, newPage, shot, startServer, WIDTHS } from './harness.ts';

// axe-core walks the storefront and the back office at a phone and a desktop width, with the default
// colour and with a light brand colour (docs/decisions/069): no 'serious' or 'critical' violation.
// axe is evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
// govern, so no inline script is added and no CSP rule is loosened for the audit.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PLACE = 'cantina-da-praca';
const CUSTOMER = { phone: '11987654321', password: 'cliente123' };
const MANAGER = { phone: '11987650001', password: 'gerente123' };
const LIGHT_YELLOW = '#ffe066';

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

const place = (path: string) => `${server.url}/p/${PLACE}${path}`;

/** Sets the place's colour through the theme call, as the back office's theme screen does. */
async function setBrandColour(color: string) {
  const staff = await apiAs(server.url, PLACE, MANAGER);
  const { theme } = await staff.call('admin/settings/theme/get', {});
  await staff.call('admin/settings/theme', {
    restaurantname: theme.restaurantname,
    photo: theme.photo ?? '',
    banner: theme.banner ?? '',
    primary_color: color,
  });
}

/** Waits for the screen's heading and for its loading spinners to go. */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(
    () => ![...document.querySelectorAll('[role="status"]')].some((e) => e.textContent?.includes('Carregando')),
  );
}

type Finding = { page: string; violation: Result };

/** Runs axe on the page as it stands and keeps its serious and critical violations. */
async function audit(page: Page, name: string, findings: Finding[]) {
  await settle(page);
  // A string is evaluated as a script by the protocol itself (no eval in the page, which CSP forbids).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(o: unknown): Promise<unknown> } }).axe.run({ resultTypes: ['violations'] }),
  )) as AxeResults;
  for (const violation of results.violations) {
    if (violation.impact === 'serious' || violation.impact === 'critical') findings.push({ page: name, violation });
  }
}

/** One readable block per violation: where, which rule, and the first elements with axe's reason. */
function report(findings: Finding[]): string {
  return findings
    .map(({ page, violation: v }) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    (+${v.nodes.length - 5} more)` : '';
      return `[${v.impact}] ${page}: ${v.id} — ${v.help}\n  ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

const THEMES = [
  { name: 'default', color: '#c2410c' },
  { name: 'light', color: LIGHT_YELLOW },
] as const;

describe.each(THEMES)('accessibility with the $name brand colour', ({ name: themeName, color }) => {
  beforeAll(async () => {
    await setBrandColour(color);
  });

  it.each(WIDTHS)('storefront at %i px has no serious or critical violation', async (width) => {
    const page = await newPage(browser, { width });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const findings: Finding[] = [];
    const tag = `${themeName}-${width}`;
    await page.goto(place('/'));
    await page.getByRole('heading', { name: 'Cantina da Praça', level: 1 }).waitFor();
    // The page wears the colour and the shades derived from it.
    const tokens = await page.evaluate(() => {
      const css = getComputedStyle(document.documentElement);
      return ['--color-primary', '--color-primary-ink', '--color-primary-line'].map((n) =>
        css.getPropertyValue(n).trim(),
      );
    });
    const shades = brandShades(color);
    expect(tokens).toEqual([color, shades.ink, shades.line]);
    await audit(page, `Home ${tag}`, findings);
    if (themeName === 'light') await shot(page, `a11y/home-${tag}`);

    await page.goto(place('/produto/501'));
    await page.getByRole('heading', { name: 'Tiramisù da casa' }).waitFor();
    await audit(page, `Product ${tag}`, findings);
    if (themeName === 'light') await shot(page, `a11y/product-${tag}`);

    await page.goto(place('/informacoes'));
    await audit(page, `Store info ${tag}`, findings);

    await page.goto(place('/entrar'));
    await page.getByLabel('Celular').waitFor();
    await audit(page, `Login (phone) ${tag}`, findings);
    await page.getByLabel('Celular').fill(CUSTOMER.phone);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Senha', { exact: true }).waitFor();
    await audit(page, `Login (password) ${tag}`, findings);
    await page.getByLabel('Senha', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/entrar'));

    await page.goto(place('/meus-pedidos'));
    await audit(page, `My orders ${tag}`, findings);

    await page.goto(place('/'));
    await page.getByRole('button', { name: 'Adicionar Pão de alho ao carrinho' }).click();
    await page.goto(place('/carrinho'));
    await page.getByText('Pão de alho').first().waitFor();
    // The cart first asks now or scheduled in a dialog; then the form itself.
    await audit(page, `Cart (order type dialog) ${tag}`, findings);
    await page.getByRole('dialog').getByRole('button', { name: 'Pedir agora' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await audit(page, `Cart ${tag}`, findings);
    if (themeName === 'light') await shot(page, `a11y/cart-${tag}`);

    await page.context().close();
    expect(findings.length, `\n${report(findings)}\n`).toBe(0);
  });

  it.each(WIDTHS)('back office at %i px has no serious or critical violation', async (width) => {
    const page = await newPage(browser, { width });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const findings: Finding[] = [];
    const tag = `${themeName}-${width}`;
    await logInAt(page, server.url, `/p/${PLACE}`, MANAGER, '/admin');
    await page.waitForURL((url) => url.pathname.endsWith('/admin'));
    const screens = [
      ['Dashboard', '/admin'],
      ['Board', '/admin/pedidos'],
      ['Kitchen', '/admin/cozinha'],
      ['Catalogue', '/admin/cardapio'],
      ['Settings', '/admin/configuracoes'],
      ['Theme', '/admin/aparencia'],
      ['Team', '/admin/equipe'],
      ['Customers', '/admin/clientes'],
    ] as const;
    for (const [label, path] of screens) {
      await page.goto(place(path));
      await audit(page, `${label} ${tag}`, findings);
      if (label === 'Theme' && themeName === 'light') {
        await page.getByTestId('theme-adjusted').waitFor();
        await shot(page, `a11y/theme-${tag}`);
      }
    }
    await page.context().close();
    expect(findings.length, `\n${report(findings)}\n`).toBe(0);
  });
});
