import { createClient } from '@app/domain/client';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, logInAt, newPage, shot, startServer } from './harness.ts';

// The owner sets a delivery fee and business hours, bad values are refused
// under their field with what was typed kept, closing the store shows on the storefront at once,
// and a new primary colour reaches the storefront and the place's own manifest.

const CUSTOMER = { phone: '11987654321', password: 'cliente123' };
const OWNER = { phone: '11987650002', password: 'dona1234' };
const MANAGER = { phone: '11987650001', password: 'gerente123' };
const PLACE = 'cantina-da-praca';

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

const prelogin = () => createClient({ baseUrl: server.url, placeId: () => PLACE }).call('preloginprime', {});

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('tabpanel').getByRole('heading', { name, exact: true }).waitFor();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Salvar' }).click();
}

describe('back-office settings', () => {
  let page: Page;

  it('sets a delivery district fee and business hours', async () => {
    page = await newPage(browser, { width: 1280 });
    await logInAt(page, server.url, `/p/${PLACE}`, OWNER, '/admin/configuracoes');
    await page.waitForURL(/\/admin\/configuracoes$/);

    await openTab(page, 'Entrega');
    const names = page.getByLabel('Bairro', { exact: true });
    await names.first().waitFor();
    let row = -1;
    for (let i = 0; i < (await names.count()); i++) if ((await names.nth(i).inputValue()) === 'Consolação') row = i;
    expect(row).toBeGreaterThanOrEqual(0);
    // A negative fee is refused under its row; what was typed stays.
    const fee = page.getByLabel('Taxa (R$)').nth(row);
    await fee.fill('-5');
    await save(page);
    await page.getByText('Taxa de entrega: o valor não pode ser negativo.').waitFor();
    expect(await fee.inputValue()).toBe('-5,00');
    expect(await fee.getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'settings/e2e-fee-error-1280');
    await page.getByLabel('Taxa (R$)').nth(row).fill('9,50');
    await save(page);
    await page.getByText('Configurações salvas.').waitFor();
    expect((await prelogin()).district_list).toContainEqual({ name: 'Consolação', city: 'São Paulo', fee: 9.5 });
    expect(await page.getByLabel('Taxa (R$)').nth(row).inputValue()).toBe('9,50');

    await openTab(page, 'Horários');
    const first = page.getByRole('listitem').first();
    await first.getByLabel('Abre').fill('18:00');
    await first.getByLabel('Fecha').fill('18:00');
    await save(page);
    await page
      .getByText(
        'Abertura e fechamento não podem ser iguais. Para passar da meia-noite, feche antes da abertura (ex.: 18:00 às 02:00).',
      )
      .waitFor();
    // What was typed stays.
    expect(await first.getByLabel('Fecha').inputValue()).toBe('18:00');
    expect(await first.getByLabel('Abre').inputValue()).toBe('18:00');
    await shot(page, 'settings/e2e-hours-error-1280');

    await first.getByLabel('Abre').fill('00:00');
    await first.getByLabel('Fecha').fill('23:59');
    await page.getByRole('button', { name: 'Adicionar horário' }).click();
    await save(page);
    await page.getByText('Configurações salvas.').first().waitFor();
    await expect.poll(async () => (await prelogin()).restaurant_data.business_hours.length).toBe(8);
  });

  it('refuses a cashback percentage over 100 under the field and keeps it', async () => {
    await openTab(page, 'Cashback');
    const percent = page.getByLabel('Percentual de cashback');
    await percent.fill('150');
    await save(page);
    await page.getByText('Percentual de cashback: o percentual deve ser no máximo 100%.').waitFor();
    expect(await percent.inputValue()).toBe('150');
    expect((await prelogin()).restaurant_data.cashback_perc).toBe(5);
  });

  it('creates a coupon: percent over 100 and a taken code are refused under the field', async () => {
    await openTab(page, 'Cupons');
    await page.getByRole('button', { name: 'Novo cupom' }).click();
    await page.getByLabel('Código').fill('verao');
    await page.getByLabel('Valor', { exact: true }).fill('150');
    await save(page);
    await page.getByText('Valor do cupom: o percentual deve ser no máximo 100%.').waitFor();
    expect(await page.getByLabel('Valor', { exact: true }).inputValue()).toBe('150');
    await page.getByLabel('Valor', { exact: true }).fill('15');
    await page.getByLabel('Código').fill('PRIMEIRA');
    await save(page);
    await page.getByText('Código: já existe um cupom PRIMEIRA nesta loja.').waitFor();
    await shot(page, 'settings/e2e-coupon-error-1280');
    await page.getByLabel('Código').fill('verao');
    await save(page);
    await page.getByText('Cupom salvo.').waitFor();
    await page.getByText('VERAO', { exact: true }).waitFor();
  });

  it('fills the scheduled delivery hours of every day', async () => {
    await openTab(page, 'Agendamento');
    const fill = page.getByRole('button', { name: 'Preencher todos os dias' }).first();
    await page.getByLabel('De', { exact: true }).first().fill('12:00');
    await page.getByLabel('Até', { exact: true }).first().fill('14:00');
    await fill.click();
    expect(await page.getByLabel('Segunda-feira').first().inputValue()).toBe('12:00, 12:30, 13:00, 13:30');
    await save(page);
    await page.getByText('Configurações salvas.').first().waitFor();
    const agenda = await (await apiAs(server.url, PLACE, CUSTOMER)).call('getagenda', {});
    expect(agenda.delivery.flatMap((d) => d.hours.map((h) => h.option))).not.toContain('11:00');
  });

  it('shows owner-only settings read-only to a manager', async () => {
    const manager = await newPage(browser, { width: 390 });
    await logInAt(manager, server.url, `/p/${PLACE}`, MANAGER, '/admin/configuracoes');
    await manager.waitForURL(/\/admin\/configuracoes$/);
    await manager.getByRole('tab', { name: /^Cashback/ }).click();
    expect(await manager.getByLabel('Percentual de cashback').getAttribute('readonly')).not.toBeNull();
    await manager.getByText('Somente o dono pode alterar este campo.').first().waitFor();
    // A tab mixing the manager's and the owner's fields saves the manager's change.
    await manager.getByRole('tab', { name: /^Pagamento/ }).click();
    await manager.getByLabel('Aceita dinheiro').uncheck();
    await manager.getByRole('button', { name: 'Salvar' }).click();
    await manager.getByText('Configurações salvas.').waitFor();
    expect((await prelogin()).restaurant_data.accept_cash).toBe(false);
    await manager.context().close();
  });

  it('closing the store shows it closed on the storefront', async () => {
    await openTab(page, 'Loja');
    await page.getByLabel('Loja aberta').uncheck();
    await save(page);
    await page.getByText('Configurações salvas.').first().waitFor();

    const customer = await newPage(browser, { width: 390 });
    await customer.goto(`${server.url}/p/${PLACE}/informacoes`);
    await customer.getByText('Fechado no momento').waitFor();
    await customer.context().close();

    await page.getByLabel('Loja aberta').check();
    await save(page);
    await page.getByText('Configurações salvas.').first().waitFor();
  });

  it('a new primary colour reaches the storefront and the place manifest', async () => {
    await page.goto(`${server.url}/p/${PLACE}/admin/aparencia`);
    const color = page.getByLabel('Cor principal');
    await color.fill('verde');
    await save(page);
    await page.getByText('Cor principal: use o formato #RRGGBB (ex.: #c2410c).').waitFor();
    await color.fill('#1d4ed8');
    // A file that is not an image is refused under the logo field; a PNG is uploaded and previewed.
    const logoInput = page.getByLabel('Enviar o logo');
    await logoInput.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('olá') });
    await page.getByText('Imagem: o arquivo não é uma imagem.').waitFor();
    // So is a picture over 10 MB (checked before sending; the server says the same).
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    await logoInput.setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: big });
    await page.getByText('Imagem: o arquivo deve ter no máximo 10 MB.').waitFor();
    expect(await color.inputValue()).toBe('#1d4ed8');
    await shot(page, 'settings/e2e-logo-too-large-1280');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#16a34a' } })
      .png()
      .toBuffer();
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.getByLabel('Logo', { exact: true }).inputValue()).toMatch(/\/uploads\/.+\.webp$/);
    await save(page);
    await page.getByText('Aparência salva.').waitFor();

    const customer = await newPage(browser, { width: 390 });
    await customer.goto(`${server.url}/p/${PLACE}/informacoes`);
    await customer.getByText('Cantina da Praça').first().waitFor();
    const primary = await customer.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary).toBe('#1d4ed8');
    const manifestHref = await customer.evaluate(() =>
      document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
    );
    expect(manifestHref).toBe(`/p/${PLACE}/manifest.webmanifest`);
    const manifest = await (await fetch(`${server.url}${manifestHref}`)).json();
    expect(manifest).toMatchObject({ theme_color: '#1d4ed8', start_url: `/p/${PLACE}/`, name: 'Cantina da Praça' });
    const icon = await fetch(`${server.url}${manifest.icons[0].src}`);
    expect(icon.headers.get('content-type')).toBe('image/png');
    // The icon is drawn from the uploaded (green) logo.
    const { data } = await sharp(Buffer.from(await icon.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const middle = (96 * 192 + 96) * 3;
    expect(data[middle + 1]).toBeGreaterThan(data[middle] ?? 0);
    await customer.context().close();
  });
});
