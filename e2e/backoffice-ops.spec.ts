import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInAt, newPage, shot, startServer } from './harness.ts';

// The back office's operations in the browser: the dashboard with today's demo figures, the customers list
// and an audited cashback adjustment, an order's 80 mm ticket and its PDF, and the kitchen display's
// 'Pronto' bump. Screenshots at 390 and 1280 px go to .tmp/shots/ops/.

const MANAGER = { phone: '11987650001', password: 'gerente123' };

let server: { url: string; stop(): Promise<void>; logs(): string };
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await newPage(browser, { width: 1280 });
  await logInAt(page, server.url, '', MANAGER, '/admin');
  await page.waitForURL((url) => url.pathname === '/admin');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Screenshots of the current screen at 1280 and 390 px. */
async function shots(name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForTimeout(300);
  await shot(page, `ops/${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await shot(page, `ops/${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('back-office operations', () => {
  it("dashboard shows today's demo sales, per hour, and the top products", async () => {
    await page.getByRole('heading', { level: 1, name: 'Início' }).waitFor();
    const orders = page.locator('[data-kpi="orders"]');
    await orders.waitFor();
    // The seed makes 5 sales today (2 accepted, 1 out for delivery, 2 delivered).
    expect(Number((await orders.textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(5);
    expect(await page.locator('[data-kpi="revenue"]').textContent()).toMatch(/R\$\s?\d/);
    await page.getByRole('heading', { name: 'Mais vendidos' }).waitFor();
    expect(await page.getByRole('cell', { name: 'Talharim à Carbonara' }).count()).toBe(1);
    await page.getByRole('tab', { name: '7 dias' }).click();
    await page.getByRole('heading', { name: 'Faturamento por dia' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^painel-cantina-da-praca-.*\.csv$/);
    await page.getByRole('tab', { name: 'Hoje' }).click();
    await shots('dashboard');
  });

  it('finds the demo customer by phone and adjusts the cashback with a reason', async () => {
    await page.goto(`${server.url}/admin/clientes`);
    await page.getByRole('heading', { level: 1, name: 'Clientes' }).waitFor();
    await page.getByRole('link', { name: 'Carlos Lima' }).waitFor();
    await shots('customers');
    await page.getByLabel('Buscar por nome ou telefone').fill('11987654321');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('link', { name: 'Carlos Lima' }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Maria Cliente' }).waitFor();
    await page.getByRole('link', { name: 'Maria Cliente' }).click();
    await page.getByRole('heading', { level: 1, name: 'Maria Cliente' }).waitFor();
    const balance = page.getByTestId('cashback-balance');
    const before = (await balance.textContent()) ?? '';
    // Without a reason the form says so under the field and keeps the amount.
    await page.getByLabel('Valor (R$)').fill('10,00');
    await page.getByRole('button', { name: 'Ajustar saldo' }).click();
    await page.getByText('Informe o motivo (ao menos 3 caracteres).').waitFor();
    expect(await page.getByLabel('Valor (R$)').inputValue()).toBe('10,00');
    await page.getByLabel('Motivo', { exact: true }).fill('Cortesia pelo atraso');
    await page.getByRole('button', { name: 'Ajustar saldo' }).click();
    await page.getByText(/^Saldo ajustado:/).waitFor();
    await page.waitForFunction(([el, prev]) => (el as HTMLElement).textContent !== prev, [
      await balance.elementHandle(),
      before,
    ] as const);
    const cents = (s: string) => Number(s.replace(/\D/g, ''));
    expect(cents((await balance.textContent()) ?? '') - cents(before)).toBe(1000);
    await page.getByText('Ajustou o cashback em R$ 10,00'.replace(' 10', '\u00a010')).waitFor();
    await page
      .getByText(/Cortesia pelo atraso/)
      .first()
      .waitFor();
    await shots('customer');
  });

  it("renders an order's ticket and downloads its PDF; the board card links to it", async () => {
    await page.goto(`${server.url}/admin/pedidos`);
    await page.getByRole('heading', { name: /Painel de pedidos/ }).waitFor();
    await page.getByLabel('Dia').waitFor();
    const card = page.getByRole('article').first();
    await card.waitFor();
    const number = (await card.locator('strong').first().textContent())?.replace(/\D/g, '');
    await shots('board-day-filter');
    await card.getByRole('link', { name: /Imprimir comanda/ }).click();
    await page.waitForURL(/\/admin\/pedidos\/[^/]+\/imprimir$/);
    await page.getByRole('heading', { name: 'Comanda do pedido' }).waitFor();
    const frame = page.frameLocator('iframe[title="Comanda em 80 mm"]');
    await frame.getByText(`Pedido #${number}`).waitFor();
    const href = await page.getByRole('link', { name: 'Baixar PDF' }).getAttribute('href');
    expect(href).toMatch(/^\/api\/print\//);
    const pdf = await page.evaluate(async (url) => {
      const r = await fetch(url as string);
      const bytes = new Uint8Array(await r.arrayBuffer());
      return { type: r.headers.get('content-type'), head: String.fromCharCode(...bytes.slice(0, 5)) };
    }, href);
    expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF-' });
    await page.getByRole('button', { name: 'Enviar para a impressora' }).click();
    await page.getByText(/Enviado para a impressora \(trabalho sandbox-/).waitFor();
    await shots('ticket');
    // Another day on the board: yesterday's seeded order list (the cancelled pickup).
    await page.goto(`${server.url}/admin/pedidos`);
    const yesterday = new Date(Date.now() - 27 * 3_600_000).toISOString().slice(0, 10);
    await page.getByLabel('Dia').fill(yesterday);
    await page.getByRole('button', { name: 'Hoje' }).waitFor();
  });

  it('kitchen display shows accepted orders and Pronto moves one on', async () => {
    await page.goto(`${server.url}/admin/cozinha`);
    await page.getByRole('heading', { level: 1, name: /Cozinha/ }).waitFor();
    const tickets = page.locator('article[data-order-id]');
    await tickets.first().waitFor();
    const count = await tickets.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await page.getByText('Escolha o prato:').waitFor();
    await shots('kitchen');
    const first = tickets.first();
    const id = await first.getAttribute('data-order-id');
    await first.getByRole('button', { name: 'Pronto' }).click();
    await page.locator(`article[data-order-id="${id}"]`).waitFor({ state: 'detached', timeout: 15_000 });
    expect(await tickets.count()).toBe(count - 1);
  });
});
