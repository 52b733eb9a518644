import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInAt, newPage, shot, startServer } from './harness.ts';

// The manager builds the menu in the back office (/admin/cardapio): a category,
// a product with a photo that the storefront shows at once; bad values are refused under their
// fields with what was typed kept. Screenshots of every catalogue screen at 390 and 1280 px.

const MANAGER = { phone: '11987650001', password: 'gerente123' };

let server: { url: string; stop(): Promise<void>; logs(): string };
let browser: Browser;
let png: Buffer;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e67e22' } })
    .composite([
      {
        input: Buffer.from('<svg width="640" height="480"><circle cx="320" cy="240" r="150" fill="#f1c40f"/></svg>'),
      },
    ])
    .png()
    .toBuffer();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The manager logs in and the login screen sends them on to the catalogue. */
async function logInToCatalogue(page: Page) {
  await logInAt(page, server.url, '', MANAGER, '/admin/cardapio');
  await page.waitForURL((url) => url.pathname === '/admin/cardapio');
}

describe('back-office catalogue', () => {
  it('creates a category and a product with a photo that the storefront shows; refuses bad values under the fields', async () => {
    const page = await newPage(browser, { width: 1280 });
    await logInToCatalogue(page);
    await page.getByRole('heading', { name: 'Cardápio' }).waitFor();
    await page.getByRole('button', { name: 'Pizzas', exact: true }).waitFor();
    await shot(page, 'catalogue/catalogue-1280');

    // A category: the link identifier follows the name.
    await page.getByRole('button', { name: 'Nova categoria' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova categoria' });
    await dialog.getByLabel('Nome').fill('Lanches da Casa');
    expect(await dialog.getByLabel('Identificador no link').inputValue()).toBe('lanches-da-casa');
    await dialog.getByLabel('Subcategorias').fill('Artesanais, Clássicos');
    await shot(page, 'catalogue/category-dialog-1280');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Lanches da Casa', exact: true }).click();

    // A product with a photo, in that category.
    await page.getByRole('link', { name: 'Novo produto' }).click();
    await page.waitForURL(/\/admin\/cardapio\/produto\/novo/);
    await page.getByRole('heading', { name: 'Novo produto' }).waitFor();
    // The menu keeps 'Cardápio' highlighted on its sub-pages (and only it).
    const nav = page.getByRole('navigation', { name: 'Menu do painel' });
    expect(await nav.getByRole('link', { name: 'Cardápio' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    expect(await page.getByLabel('Categoria', { exact: true }).inputValue()).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByLabel('Nome do produto').fill('X-Burguer da Casa');
    await page.getByLabel('Código', { exact: true }).fill('LC-1');
    await page.getByLabel('Subcategoria').selectOption('Artesanais');
    await page.getByLabel('Descrição').fill('Pão brioche, burguer 180 g e queijo');
    await page.getByLabel('Preço de venda (R$)').fill('32,9');
    await page.getByLabel('Estoque', { exact: true }).fill('20');
    await page.locator('input[type=file]').setInputFiles({ name: 'lanche.png', mimeType: 'image/png', buffer: png });
    await page.locator('img[src^="/uploads/"]').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/admin\/cardapio\/produto\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Editar produto' }).waitFor();
    // Money reads the Brazilian way once saved: two decimals after a comma.
    expect(await page.getByLabel('Preço de venda (R$)').inputValue()).toBe('32,90');
    await shot(page, 'catalogue/product-1280');

    // The storefront shows it at once, with its photo.
    const store = await newPage(browser, { width: 390 });
    await store.goto(`${server.url}/produto/LC-1`);
    await store.getByText('X-Burguer da Casa').first().waitFor({ timeout: 15_000 });
    expect(await store.locator('img[src^="/uploads/"]').count()).toBeGreaterThan(0);
    await shot(store, 'catalogue/storefront-product-390');
    await store.close();

    // A negative price, then a duplicate code: messages under the fields, values kept.
    await page.goto(`${server.url}/admin/cardapio/produto/novo`);
    await page.getByRole('heading', { name: 'Novo produto' }).waitFor();
    await page.getByLabel('Nome do produto').fill('Outro lanche');
    await page.getByLabel('Código', { exact: true }).fill('LC-1');
    await page.getByLabel('Preço de venda (R$)').fill('-5');
    // A file that is not an image, then one over 10 MB: refused under the photo, nothing else lost.
    const photo = page.locator('input[type=file]');
    await photo.setInputFiles({ name: 'cardapio.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await page.getByText('O arquivo não é uma imagem.').waitFor();
    await photo.setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0),
    });
    await page.getByText('A imagem deve ter no máximo 10 MB.').waitFor();
    expect(await page.getByLabel('Nome do produto').inputValue()).toBe('Outro lanche');
    await shot(page, 'catalogue/photo-error-1280');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const price = page.getByLabel('Preço de venda (R$)');
    await page.getByText('O preço não pode ser negativo.').waitFor();
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    expect(await price.inputValue()).toBe('-5,00');
    await price.fill('1.234,5');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Já existe um produto com este código.').waitFor();
    const code = page.getByLabel('Código', { exact: true });
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    expect(await code.inputValue()).toBe('LC-1');
    expect(await page.getByLabel('Nome do produto').inputValue()).toBe('Outro lanche');
    expect(await price.inputValue()).toBe('1.234,50');
    await shot(page, 'catalogue/product-errors-1280');
    await page.close();
  }, 180_000);

  it('adjusts stock with a history, imports a CSV with row errors, edits a combo (phone and desktop shots)', async () => {
    for (const width of [390, 1280] as const) {
      const page = await newPage(browser, { width });
      await logInToCatalogue(page);
      await page.getByRole('heading', { name: 'Cardápio' }).waitFor();
      await page.getByRole('button', { name: 'Pizzas', exact: true }).click();
      const margherita = page.getByRole('listitem', { name: /Margherita/ }).first();
      await margherita.waitFor();
      await shot(page, `catalogue/catalogue-${width}`);
      if (width === 390) {
        await page.getByRole('button', { name: 'Editar Pizzas' }).click();
        await page.getByRole('dialog', { name: 'Editar categoria' }).getByLabel('Nome').waitFor();
        await shot(page, 'catalogue/category-dialog-390');
        await page.keyboard.press('Escape');
      }

      // Stock adjustment with a reason, kept in the history.
      await margherita.getByRole('button', { name: 'Estoque' }).click();
      const stock = page.getByRole('dialog', { name: /^Estoque de/ });
      await stock.getByLabel('Quantidade').fill('5');
      await stock.getByLabel('Motivo').fill(`Entrada ${width}`);
      await stock.getByRole('button', { name: 'Registrar ajuste' }).click();
      await stock.getByRole('cell', { name: `Entrada ${width}` }).waitFor();
      await shot(page, `catalogue/stock-dialog-${width}`);
      await page.keyboard.press('Escape');

      // Availability switch.
      const toggle = margherita.getByRole('switch');
      await toggle.click();
      await page
        .getByText(/não aparece mais na loja/)
        .first()
        .waitFor();
      await toggle.click();

      // CSV import: every bad row listed, nothing saved.
      await page.getByRole('button', { name: 'Importar CSV' }).click();
      const csv = page.getByRole('dialog', { name: 'Importar CSV' });
      await csv.locator('input[type=file]').setInputFiles({
        name: 'cardapio.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'code;productname;category;price\nN-1;Pastel;entradas;12,50\nN-2;Pastel 2;nada;10\nN-3;Pastel 3;entradas;-1\n',
        ),
      });
      await csv.getByRole('button', { name: 'Importar' }).click();
      await csv.getByText('2 erros encontrados; nada foi salvo.').waitFor();
      await csv.getByRole('cell', { name: 'Categoria não encontrada.' }).waitFor();
      await shot(page, `catalogue/csv-errors-${width}`);
      await page.keyboard.press('Escape');

      // The combo editor of the demo combo, then a session left empty is refused under its fields.
      await page.getByRole('button', { name: 'Todos os produtos' }).click();
      await page.getByLabel('Buscar por nome ou código').fill('Combo Executivo');
      const combo = page.getByRole('listitem', { name: 'Combo Executivo' });
      await combo.getByRole('link', { name: 'Editar combo de Combo Executivo' }).click();
      await page.getByRole('heading', { name: 'Combo: Combo Executivo' }).waitFor();
      expect(await page.getByLabel('Título').first().inputValue()).toBe('Escolha o prato');
      // Items stand for menu products: the link is shown once the product list has loaded.
      const linked = page.getByLabel('Produto do cardápio').first();
      await linked.waitFor();
      expect(await linked.locator('option:checked').textContent()).toBe('Espaguete à Bolonhesa');
      await shot(page, `catalogue/combo-${width}`);
      await page.getByRole('button', { name: 'Adicionar sessão' }).click();
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Informe o título da sessão.').first().waitFor();
      await shot(page, `catalogue/combo-errors-${width}`);
      await page.goto(`${server.url}/admin/cardapio`);
      await page.getByRole('heading', { name: 'Cardápio' }).waitFor();
      if (width === 390) {
        await page.getByRole('button', { name: 'Pizzas', exact: true }).click();
        await page
          .getByRole('link', { name: /^Editar Pizza Margherita/ })
          .first()
          .click();
        await page.getByRole('heading', { name: 'Editar produto' }).waitFor();
        await shot(page, 'catalogue/product-390');
      }
      await page.close();
    }
  }, 240_000);
});
