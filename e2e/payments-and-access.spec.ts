import { readFile } from 'node:fs/promises';
import { createClient } from '@app/domain/client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, logInAt, newPage, readPin, type Server, shot, startServer, WIDTHS } from './harness.ts';

// The counter's payments list and the new-user flow (decisions 120, 122), at a phone and a desktop
// width: today's orders of the Cantina with their totals per payment type and the CSV download; a
// new customer of the Estúdio Vida Leve asks for access and a manager approves it, which the
// waiting screen shows without a reload.

const MANAGER = { phone: '11987650001', password: 'gerente123' };
const STUDIO = '/p/estudio-vida-leve';

let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function noOverflow(page: Page, width: number) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, `scrollWidth ${scroll} > ${width}`).toBeLessThanOrEqual(width);
}

async function staffPage(width: number, prefix = '') {
  const page = await newPage(browser, { width });
  await logInAt(page, server.url, prefix, MANAGER);
  return page;
}

/** A new customer of the Cantina orders `quantity` waters for pickup and pays with `paymentType`. */
async function orderAtCantina(phone: string, quantity: number, paymentType: number) {
  const anonymous = createClient({ baseUrl: server.url });
  const created = await anonymous.call('createuser', { username: `Cliente ${phone}`, phone, password: 'segredo1' });
  const customer = createClient({ baseUrl: server.url, tokens: () => ({ token: created.token, managerToken: null }) });
  const product = await customer.call('getproductnotoken', { code: '401' });
  const placed = await customer.call('v2/orderdelivery', {
    products: [{ product_id: product._id, quantity }],
    delivery_type: 2,
    phone,
  });
  await customer.call('v2/orderdeliverypayment', { order_id: placed.order._id, payment_type: paymentType });
  return placed.order;
}

const brl = (reais: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(reais);

for (const [index, width] of WIDTHS.entries()) {
  describe(`payments list at ${width} px`, () => {
    it("shows today's orders with the totals per payment type, and downloads them as CSV", async () => {
      const base = `119660${String(width).padStart(4, '0')}`;
      const cash = await orderAtCantina(`${base}1`, 2, 0);
      const link = await orderAtCantina(`${base}2`, 1, 4);
      const page = await staffPage(width);
      await page.goto(`${server.url}/pagamentos`);
      await page.getByRole('heading', { name: 'Pagamentos' }).waitFor();
      const orders = page.getByRole('list', { name: 'Pedidos' });
      await orders.getByRole('listitem', { name: `#${cash.number}` }).waitFor();
      await orders.getByRole('listitem', { name: `#${link.number}` }).waitFor();
      // The totals on top are the orders that count: the cash line holds at least this order, and
      // the grand total is the sum of the lines (what a manager's API client reads too).
      const staffApi = await apiAs(server.url, '', MANAGER);
      const today = await staffApi.call('paymentlist', {});
      const cashTotal = today.totals.find((line) => line.payment_type === 0);
      expect(cashTotal?.total).toBeGreaterThanOrEqual(cash.total_payable);
      expect(Math.round(today.total * 100)).toBe(
        today.totals.reduce((sum, line) => sum + Math.round(line.total * 100), 0),
      );
      // This run's two orders are both in it (earlier runs at the other width add theirs).
      expect(today.orders.map((o) => o._id)).toEqual(expect.arrayContaining([cash._id, link._id]));
      const totals = page.getByRole('region', { name: 'Totais por forma de pagamento' });
      await totals.getByText(brl(today.total), { exact: true }).waitFor();
      await totals
        .getByRole('listitem')
        .filter({ hasText: 'Dinheiro' })
        .getByText(brl(cashTotal?.total ?? 0))
        .waitFor();
      // Filters live in the URL: only cash.
      await page.getByRole('combobox', { name: 'Forma de pagamento' }).selectOption({ label: 'Dinheiro' });
      await page.waitForURL(/type=0/);
      await orders.getByRole('listitem', { name: `#${link.number}` }).waitFor({ state: 'detached' });
      await orders.getByRole('listitem', { name: `#${cash.number}` }).waitFor();
      await noOverflow(page, width);
      await shot(page, `payment-list-${width}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportar CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^pagamentos-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
      const file = await download.path();
      const csv = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
      expect(csv.split('\r\n')[0]).toBe('Pedido;Data;Cliente;Situação;Forma de pagamento;Total (R$)');
      expect(csv).toContain(`#${cash.number};`);
      expect(csv).not.toContain(`#${link.number};`);

      // The ticket of the cash order carries its status link; whoever holds it sends the order out.
      await staffApi.call('admin/updateorder', { order_id: cash._id, status: 1 });
      const ticket = await staffApi.call('admin/orders/ticket', { order_id: cash._id });
      const statusLink = /\/p\/[\w-]+\/comprovante\/[0-9a-f-]+\?code=[\w-]+/.exec(ticket.html)?.[0];
      expect(statusLink).toBeTruthy();
      const courier = await newPage(browser, { width });
      await courier.goto(`${server.url}${statusLink}`);
      await courier.getByRole('heading', { name: 'Status do pedido' }).waitFor();
      await courier.getByRole('button', { name: 'Saiu para entrega' }).click();
      await courier
        .getByText(new RegExp(`^Pedido #${cash.number}: (Saiu para entrega|Pronto para retirada)\\.$`))
        .waitFor();
      await noOverflow(courier, width);
      await shot(courier, `ticket-status-${width}`);
      await courier.context().close();
      await page.context().close();
    });
  });

  describe(`access requests at ${width} px`, () => {
    it('a new customer of the studio requests access and a manager approves it', async () => {
      const page = await newPage(browser, { width });
      const phone = `119770${String(width).padStart(4, '0')}${index}`.slice(0, 11);
      await page.goto(`${server.url}${STUDIO}/entrar`);
      await page.getByLabel('Celular').fill(phone);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await page.getByLabel('Nome completo').fill(`Aluna Nova ${width}`);
      await page.getByLabel('Senha', { exact: true }).fill('segredo1');
      await page.getByLabel('Repita a senha').fill('segredo1');
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await page.getByLabel('Código').fill(await readPin(server.url, phone));
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await page.waitForURL((url) => url.pathname === `${STUDIO}/solicitar-acesso`);
      await page.getByRole('heading', { name: 'Solicitar acesso' }).waitFor();
      await page.getByLabel('Mensagem para a equipe (opcional)').fill('Quero fazer pilates.');
      await page.getByRole('button', { name: 'Solicitar acesso' }).click();
      await page.getByText('Sua solicitação foi enviada.', { exact: false }).waitFor();
      await noOverflow(page, width);
      await shot(page, `request-access-${width}`);

      // The cards menu tells staff a request waits and leads to the list.
      const staff = await staffPage(width, STUDIO);
      await staff.goto(`${server.url}${STUDIO}/menu`);
      await staff.getByRole('link', { name: /solicitaç(ão|ões) de acesso aguarda/ }).click();
      await staff.waitForURL((url) => url.pathname === `${STUDIO}/solicitacoes-de-acesso`);
      await staff.getByRole('heading', { name: 'Solicitações de acesso' }).waitFor();
      const request = staff.getByRole('listitem', { name: `Aluna Nova ${width}` });
      await request.getByText('Quero fazer pilates.').waitFor();
      await noOverflow(staff, width);
      await shot(staff, `access-requests-${width}`);
      await request.getByRole('button', { name: 'Aprovar' }).click();
      await request.waitFor({ state: 'detached' });

      // The decision reaches the waiting screen on the live stream (decision 188): well before
      // the 20 s fallback poll, which runs only while the stream is down.
      await page
        .getByText('Seu acesso foi aprovado: Estúdio Vida Leve já está disponível para você.')
        .waitFor({ timeout: 8_000 });
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.waitForURL((url) => !url.pathname.endsWith('/solicitar-acesso'));
      await page.context().close();
      await staff.context().close();
    });
  });
}
