import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shot, shotOnFailure, signUpThroughUi, startServer } from './harness.ts';

// The back office end to end through the UI: a new owner opens a business at /criar-negocio,
// adds a category, a product with a photo and a combo with a session, sets a delivery district fee
// and opens the store (1280 px). A new customer (second browser context, 390 px) orders that
// product for delivery in that district and sees the fee in the cart. The owner's board, open
// before the order, shows it without a reload; accepting it updates the customer's tracking screen.

const SLUG = 'pastelaria-do-ze';
const OWNER_PHONE = '11955560001';
const CUSTOMER_PHONE = '11955560002';
const SHOTS = 'journey';

let server: { url: string; stop(): Promise<void>; logs(): string };
let browser: Browser;
let png: Buffer;

beforeAll(async () => {
  mkdirSync(path.resolve(import.meta.dirname, '..', '.tmp', 'shots', SHOTS), { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#d35400' } })
    .composite([
      { input: Buffer.from('<svg width="400" height="300"><circle cx="200" cy="150" r="90" fill="#f1c40f"/></svg>') },
    ])
    .png()
    .toBuffer();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const register = (page: Page, prefix: string, phone: string, name: string) =>
  signUpThroughUi(page, server.url, prefix, phone, name);

/** Runs a step; on failure saves a screenshot of the page named after the step. */
const step = <T>(page: Page, name: string, run: () => Promise<T>) => shotOnFailure(page, SHOTS, name, run);

async function openSettingsTab(page: Page, name: string) {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('tabpanel').getByRole('heading', { name, exact: true }).waitFor();
}

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Configurações salvas.').first().waitFor();
}

describe('back-office journey', () => {
  it('a new owner sets up a store; a customer orders; the board and the tracking screen follow live', async () => {
    const owner = await newPage(browser, { width: 1280 });
    const nav = owner.getByRole('navigation', { name: 'Menu do painel' });

    // 1. A new person signs up and opens a business.
    await step(owner, 'create-place', async () => {
      await register(owner, '', OWNER_PHONE, 'José Pasteleiro');
      await owner.goto(`${server.url}/criar-negocio`);
      await owner.getByRole('heading', { name: 'Criar meu negócio' }).waitFor();
      await owner.getByLabel('Nome do negócio').fill('Pastelaria do Zé');
      expect(await owner.getByLabel('Endereço da loja').inputValue()).toBe(SLUG);
      await owner.getByText('Disponível!').waitFor();
      await owner.getByLabel(/^Restaurante/).check();
      await owner.getByRole('button', { name: 'Criar negócio' }).click();
      await owner.waitForURL((url) => url.pathname.startsWith(`/p/${SLUG}/admin`));
      await nav.getByRole('link', { name: 'Cardápio' }).waitFor();
    });

    // 2. A category.
    await step(owner, 'category', async () => {
      await nav.getByRole('link', { name: 'Cardápio' }).click();
      await owner.getByRole('heading', { name: 'Cardápio' }).waitFor();
      await owner.getByRole('button', { name: 'Nova categoria' }).click();
      const dialog = owner.getByRole('dialog', { name: 'Nova categoria' });
      await dialog.getByLabel('Nome').fill('Pastéis');
      expect(await dialog.getByLabel('Identificador no link').inputValue()).toBe('pasteis');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await owner.getByRole('button', { name: 'Pastéis', exact: true }).click();
    });

    // 3. A product with a photo, in that category.
    await step(owner, 'product', async () => {
      await owner.getByRole('link', { name: 'Novo produto' }).click();
      await owner.getByRole('heading', { name: 'Novo produto' }).waitFor();
      expect(await nav.getByRole('link', { name: 'Cardápio' }).getAttribute('aria-current')).toBe('page');
      await owner.getByLabel('Nome do produto').fill('Pastel de carne');
      await owner.getByLabel('Código', { exact: true }).fill('PC-1');
      await owner.getByLabel('Descrição').fill('Massa crocante e carne moída temperada');
      await owner.getByLabel('Preço de venda (R$)').fill('12,50');
      await owner.locator('input[type=file]').setInputFiles({ name: 'pastel.png', mimeType: 'image/png', buffer: png });
      await owner.locator('img[src^="/uploads/"]').waitFor({ timeout: 20_000 });
      await owner.getByRole('button', { name: 'Salvar' }).click();
      await owner.getByRole('heading', { name: 'Editar produto' }).waitFor();
      await owner.waitForURL(/\/admin\/cardapio\/produto\/[0-9a-f-]{36}$/);
      await shot(owner, `${SHOTS}/product-1280`);
    });

    // 4. A combo: a second product whose one session offers the pastel.
    await step(owner, 'combo', async () => {
      await owner.getByRole('link', { name: /Voltar/ }).click();
      await owner.getByRole('heading', { name: 'Cardápio' }).waitFor();
      await owner.getByRole('button', { name: 'Pastéis', exact: true }).click();
      await owner.getByRole('link', { name: 'Novo produto' }).click();
      await owner.getByRole('heading', { name: 'Novo produto' }).waitFor();
      await owner.getByLabel('Nome do produto').fill('Combo Pastel e Caldo');
      await owner.getByLabel('Código', { exact: true }).fill('CB-1');
      await owner.getByLabel('Preço de venda (R$)').fill('20,00');
      await owner.getByRole('button', { name: 'Salvar' }).click();
      await owner.getByRole('heading', { name: 'Editar produto' }).waitFor();
      await owner.getByRole('link', { name: 'Combo', exact: true }).click();
      await owner.getByRole('heading', { name: 'Combo: Combo Pastel e Caldo' }).waitFor();
      await owner.getByRole('button', { name: 'Adicionar sessão' }).click();
      const session = owner.getByRole('region', { name: 'Sessão 1' });
      await session.getByLabel('Título').fill('Escolha o pastel');
      await session.getByLabel('Nome do item').fill('Pastel de carne');
      await session.getByLabel('Produto do cardápio').selectOption({ label: 'Pastel de carne' });
      await owner.getByRole('button', { name: 'Salvar' }).click();
      await owner.getByText('Combo salvo.').waitFor();
      expect(await nav.getByRole('link', { name: 'Cardápio' }).getAttribute('aria-current')).toBe('page');
      await shot(owner, `${SHOTS}/combo-1280`);
    });

    // 5. A delivery district with its fee; hours for the whole day; the store open.
    await step(owner, 'settings', async () => {
      await nav.getByRole('link', { name: 'Configurações' }).click();
      await openSettingsTab(owner, 'Entrega');
      await owner.getByRole('button', { name: 'Adicionar bairro' }).click();
      const row = owner.getByRole('tabpanel').getByRole('listitem').last();
      await row.getByLabel('Bairro', { exact: true }).fill('Bela Vista');
      await row.getByLabel('Cidade', { exact: true }).fill('São Paulo');
      await row.getByLabel('UF', { exact: true }).fill('SP');
      await row.getByLabel('Taxa (R$)').fill('8,50');
      await saveSettings(owner);
      expect(await row.getByLabel('Taxa (R$)').inputValue()).toBe('8,50');
      await shot(owner, `${SHOTS}/settings-delivery-1280`);

      await openSettingsTab(owner, 'Horários');
      const first = owner.getByRole('tabpanel').getByRole('listitem').first();
      await first.getByLabel('Abre').fill('00:00');
      await first.getByLabel('Fecha').fill('23:59');
      await owner.getByRole('button', { name: 'Copiar o primeiro para todos os dias' }).click();
      await saveSettings(owner);

      await openSettingsTab(owner, 'Loja');
      await owner.getByLabel('Loja aberta').check();
      await saveSettings(owner);
    });

    // 6. The board, open before any order.
    await step(owner, 'board', async () => {
      await nav.getByRole('link', { name: 'Pedidos' }).click();
      await owner.getByRole('heading', { name: /Painel de pedidos/ }).waitFor();
      await owner.getByText('Ao vivo').waitFor();
      expect(new URL(owner.url()).pathname).toBe(`/p/${SLUG}/admin/pedidos`);
      // A mark on this document: still there later means the page was never reloaded.
      await owner.evaluate(() => Object.assign(window, { boardMark: true }));
    });
    const boardUrl = owner.url();

    // 7. A new customer, in a second browser context at a phone width, orders the pastel.
    const customer = await newPage(browser, { width: 390 });
    const store = `/p/${SLUG}`;
    await step(customer, 'customer-cart', async () => {
      await register(customer, store, CUSTOMER_PHONE, 'Maria Cliente');
      await customer.getByText('Pastel de carne').first().waitFor();
      expect(await customer.locator('img[src^="/uploads/"]').count()).toBeGreaterThan(0);
      await shot(customer, `${SHOTS}/storefront-390`);
      await customer.getByRole('button', { name: 'Adicionar Pastel de carne ao carrinho' }).first().click();
      await customer.goto(`${server.url}${store}/carrinhoMobile`);
      await customer.getByRole('heading', { name: 'Carrinho' }).waitFor();
      await customer.getByText('Entrega', { exact: true }).click();

      // A person without addresses goes straight to the new-address form.
      await customer.getByRole('button', { name: 'Escolher endereço' }).click();
      const form = customer.getByRole('dialog', { name: 'Endereço' });
      await form.getByLabel('CEP').fill('01310100');
      await expect.poll(() => form.getByLabel('Bairro').inputValue()).toBe('Bela Vista');
      await form.getByLabel('Número').fill('1000');
      await form.getByLabel('Complemento').fill('Apto 12');
      await form.getByRole('button', { name: 'Salvar endereço' }).click();
      await form.waitFor({ state: 'hidden' });
      await customer.getByText('Avenida Paulista, 1000 - Apto 12 - Bela Vista, São Paulo/SP').waitFor();

      // The district's fee: R$ 12,50 + R$ 8,50.
      await customer.getByText('Taxa de entrega').waitFor();
      await customer.getByText('R$\u00a08,50').first().waitFor();
      await expect.poll(() => customer.getByText('R$\u00a021,00').count()).toBeGreaterThan(0);
      await shot(customer, `${SHOTS}/cart-390`);
    });

    await step(customer, 'customer-order', async () => {
      await customer.getByRole('button', { name: 'Fazer pedido' }).click();
      const sheet = customer.getByRole('dialog', { name: 'Como você vai pagar?' });
      await sheet.getByLabel('Dinheiro').check();
      await sheet.getByRole('button', { name: 'Confirmar' }).click();
      const change = customer.getByRole('dialog', { name: 'Precisa de troco?' });
      await change.getByLabel('Troco para quanto?').fill('50');
      await change.getByRole('button', { name: 'Confirmar troco' }).click();
      await customer.waitForURL((url) => url.pathname === `${store}/acompanhamento`);
      await expect.poll(() => customer.getByTestId('order-status').textContent()).toBe('Pendente');
      await customer.evaluate(() => Object.assign(window, { trackingMark: true }));
      await shot(customer, `${SHOTS}/tracking-pending-390`);
    });

    // 8. The order reaches the open board without a reload; the owner accepts it.
    await step(owner, 'board-order', async () => {
      const card = owner.getByRole('article', { name: /^Pedido #\d+,/ });
      await card.waitFor({ timeout: 15_000 });
      expect(owner.url()).toBe(boardUrl);
      expect(await owner.evaluate(() => 'boardMark' in window)).toBe(true);
      expect(await card.textContent()).toContain('1× Pastel de carne');
      const pending = owner.locator('section', { has: owner.getByRole('heading', { name: /^Pendentes/ }) });
      expect(await pending.getByRole('article').count()).toBe(1);
      await shot(owner, `${SHOTS}/board-new-order-1280`);
      await card.getByRole('button', { name: 'Aceitar' }).click();
      const accepted = owner.locator('section', { has: owner.getByRole('heading', { name: /^Aceitos/ }) });
      await accepted.getByRole('article').waitFor();
      await shot(owner, `${SHOTS}/board-accepted-1280`);
    });

    // 9. The customer's tracking screen follows, without a reload.
    await step(customer, 'tracking-accepted', async () => {
      await expect.poll(() => customer.getByTestId('order-status').textContent(), { timeout: 15_000 }).toBe('Aceito');
      await customer.getByText(/^Aceito · por /).waitFor();
      expect(await customer.evaluate(() => 'trackingMark' in window)).toBe(true);
      await shot(customer, `${SHOTS}/tracking-accepted-390`);
    });

    await customer.context().close();
    await owner.context().close();
  }, 240_000);
});
