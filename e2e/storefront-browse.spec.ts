import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type Server, shot, startServer } from './harness.ts';

// Storefront browsing (spec 1 §2, §4, §5; spec 3 §2.2): Index → Home, categories, search, sort,
// 'Carregar Mais', product page, stock tooltip, combo dialog, cart badge, mobile filter drawer.

let server: Server;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const place = () => `${server.url}/p/cantina-da-praca`;
const cards = (page: Page) => page.locator('main article');
const badge = (page: Page) => page.getByTestId('cart-badge');

async function storedCart(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cart@cantina-da-praca') ?? 'null'));
}

describe('at 1280 px', () => {
  it('browses, searches, sorts, loads more, adds with stock limits and builds a combo', async () => {
    const page = await newPage(browser, { width: 1280 });
    await page.goto(`${place()}/`);
    // Index sends a restaurant without cards menu to Home.
    await page.waitForURL((url) => url.pathname === '/p/cantina-da-praca/home');
    await page.getByRole('heading', { name: 'Cantina da Praça', level: 1 }).waitFor();
    // Home opens on the menu grouped by category (decision 065); every product of this small menu shows.
    await page.getByRole('heading', { name: 'Sobremesas', level: 2 }).waitFor();
    await expect.poll(() => cards(page).count()).toBe(38);
    await page.getByRole('region', { name: 'Seu carrinho' }).getByText('Seu carrinho está vazio.').waitFor();
    await shot(page, 'browse-home-1280');

    // Another sort lists the whole menu in pages of 30; 'Carregar Mais' brings the rest.
    await page.getByLabel('Ordenar por').selectOption('price desc');
    await page.getByText('38 produtos').waitFor();
    expect(await cards(page).count()).toBe(30);
    await page.getByRole('button', { name: 'Carregar Mais' }).click();
    await expect.poll(() => cards(page).count()).toBe(38);
    expect(await page.getByRole('button', { name: 'Carregar Mais' }).count()).toBe(0);

    // A category, then one of its subcategories.
    const nav = page.getByRole('navigation', { name: 'Categorias' });
    await nav.getByRole('button', { name: 'Pizzas' }).click();
    await page.getByText('12 produtos').waitFor();
    await nav.getByRole('button', { name: 'Doces' }).click();
    await page.getByText('2 produtos').waitFor();
    await nav.getByRole('button', { name: 'Todas' }).first().click();
    await page.getByText('38 produtos').waitFor();

    // Search: two letters do nothing, a word searches after the debounce; nothing found shows the hints.
    const search = page.getByRole('searchbox', { name: 'Buscar produtos' });
    await search.fill('fr');
    await page.getByText('Digite pelo menos 3 letras para buscar.').waitFor();
    await search.fill('frango');
    await page.getByText('1 produto', { exact: true }).waitFor();
    await cards(page).filter({ hasText: 'Pizza Frango com Catupiry' }).waitFor();
    await search.fill('xyzw');
    await page.getByText('Produto não encontrado.').waitFor();
    await page.getByText('Procure em outras categorias.').waitFor();
    await shot(page, 'browse-not-found-1280');
    await search.fill('');
    await page.getByText('38 produtos').waitFor();

    // Sort by price, cheapest first.
    await page.getByLabel('Ordenar por').selectOption('price asc');
    await expect.poll(() => cards(page).first().getAttribute('aria-label')).toBe('Água mineral sem gás');
    await expect.poll(() => cards(page).nth(1).getAttribute('aria-label')).toBe('Água com gás');
    await page.getByLabel('Ordenar por').selectOption('productname asc');

    // Add from the list: the side panel lists it.
    await page.getByRole('button', { name: 'Adicionar Pão de alho ao carrinho' }).click();
    const panel = page.getByRole('region', { name: 'Seu carrinho' });
    await panel.getByText('Pão de alho', { exact: true }).waitFor();
    // The card turns into a stepper; the panel follows the cart.
    await page.getByRole('button', { name: 'Mais uma unidade de Pão de alho', exact: true }).click();
    await expect.poll(async () => (await storedCart(page))?.products[0]?.quantity).toBe(2);
    await panel.getByText('R$ 37,80').first().waitFor();
    await shot(page, 'browse-home-cart-1280');

    // A product page: only 2 tiramisù may be sold (stock 3, safety margin 1).
    await page.goto(`${place()}/produto/501`);
    await page.getByRole('heading', { name: 'Tiramisù da casa' }).waitFor();
    await page.getByRole('button', { name: 'Mais uma unidade de Tiramisù da casa' }).click();
    const plus = page.getByRole('button', { name: 'Mais uma unidade de Tiramisù da casa' });
    expect(await plus.getAttribute('aria-disabled')).toBe('true');
    await plus.hover();
    await page.getByRole('tooltip', { name: 'Estoque insuficiente' }).waitFor();
    await page.getByRole('button', { name: /Adicionar · R\$\s45,80/ }).click();
    await expect.poll(() => badge(page).textContent()).toBe('4');
    const add = page.getByRole('button', { name: /^Adicionar · / });
    expect(await add.getAttribute('aria-disabled')).toBe('true');
    await add.hover();
    await page.getByRole('tooltip', { name: 'Estoque insuficiente' }).waitFor();
    await shot(page, 'browse-product-stock-1280');

    // The combo: confirming empty shows each session's minimum; caps refuse with a notice.
    await page.goto(`${place()}/produto/309`);
    await page.getByRole('button', { name: /^Adicionar · / }).click();
    const dialog = page.getByRole('dialog', { name: 'Monte do seu jeito: Combo Executivo' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await dialog.getByText('Escolha pelo menos 1', { exact: true }).waitFor();
    await dialog.getByText('Escolha pelo menos 2', { exact: true }).waitFor();
    await shot(page, 'browse-combo-incomplete-1280');
    await dialog.getByRole('radio', { name: 'Lasanha da Nonna' }).check();
    await dialog.getByRole('checkbox', { name: 'Salada verde' }).check();
    await dialog.getByRole('checkbox', { name: /Polenta frita/ }).check();
    await dialog.getByRole('button', { name: 'Mais uma unidade de Suco de laranja' }).click();
    await dialog.getByRole('button', { name: 'Mais uma unidade de Coca-Cola lata' }).click();
    await dialog.getByRole('button', { name: 'Mais uma unidade de Coca-Cola lata' }).click();
    await dialog.getByText('Escolha no máximo 2').waitFor();
    await dialog.getByText('Total R$ 56,90').waitFor(); // 49,90 + polenta 4,00 + suco 3,00
    expect(await dialog.getByText('Escolha pelo menos 2', { exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => badge(page).textContent()).toBe('5');
    const cart = await storedCart(page);
    const combo = cart.products.find((l: { snapshot: { code: string } }) => l.snapshot.code === '309');
    expect(combo.snapshot.unit_price_cents).toBe(5690);
    expect(combo.snapshot.combo_summary).toEqual([
      '1x Lasanha da Nonna',
      '1x Salada verde',
      '1x Polenta frita',
      '1x Coca-Cola lata',
      '1x Suco de laranja',
    ]);
    expect(combo.combo).toHaveLength(3);

    // An unknown category.
    await page.goto(`${place()}/categoria/nao-existe`);
    await page.getByText('Categoria não encontrada').waitFor();
    await page.close();
  });
});

describe('at 390 px', () => {
  it('filters with the drawer, keeps the comanda id and shows the floating cart button', async () => {
    const page = await newPage(browser, { width: 390 });
    await page.goto(`${place()}/home/12`);
    await page.getByRole('heading', { name: 'Cantina da Praça', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Entradas', level: 2 }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('comanda@cantina-da-praca'))).toBe('"12"');
    await shot(page, 'browse-home-390');

    await page.getByRole('button', { name: 'Filtrar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtros' });
    await drawer.getByRole('button', { name: 'Bebidas' }).click();
    await drawer.getByRole('button', { name: 'Sucos' }).click();
    await drawer.getByLabel('Ordenar por').selectOption('price desc');
    await shot(page, 'browse-drawer-390');
    await drawer.getByRole('button', { name: 'Ver produtos' }).click();
    await page.getByText('3 produtos').waitFor();
    await expect.poll(() => cards(page).first().getAttribute('aria-label')).toBe('Limonada suíça');

    await page.getByRole('button', { name: 'Adicionar Limonada suíça ao carrinho' }).click();
    await expect.poll(() => badge(page).textContent()).toBe('1');
    await page.getByRole('button', { name: 'Mais uma unidade de Limonada suíça', exact: true }).click();
    await expect.poll(() => badge(page).textContent()).toBe('2');
    const fab = page.getByRole('link', { name: 'Abrir carrinho, 2 itens' });
    expect(await fab.getAttribute('href')).toBe('/p/cantina-da-praca/carrinhoMobile');
    await shot(page, 'browse-home-filtered-390');

    // The stored comanda id joins a category path without one.
    await page.goto(`${place()}/categoria/massas`);
    await page.waitForURL((url) => url.pathname === '/p/cantina-da-praca/categoria/massas/12');
    await page.getByRole('heading', { name: 'Massas', level: 1 }).waitFor();
    await page.close();
  });

  it('opens a combo from the list and completes it on a phone', async () => {
    const page = await newPage(browser, { width: 390 });
    await page.goto(`${place()}/categoria/massas`);
    await page.getByRole('button', { name: 'Adicionar Combo Executivo ao carrinho' }).click();
    const dialog = page.getByRole('dialog', { name: 'Monte do seu jeito: Combo Executivo' });
    await dialog.getByRole('radio', { name: 'Nhoque ao Sugo' }).check();
    await dialog.getByRole('checkbox', { name: 'Pão de alho' }).check();
    await dialog.getByRole('checkbox', { name: 'Arroz branco' }).check();
    await shot(page, 'browse-combo-390');
    await dialog.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => badge(page).textContent()).toBe('1');
    await page.close();
  });

  it('opens the cards menu of a cards-menu place', async () => {
    const page = await newPage(browser, { width: 390 });
    await page.goto(`${server.url}/p/clinica-bem-estar/`);
    await page.waitForURL((url) => url.pathname === '/p/clinica-bem-estar/menu');
    await page.getByRole('link', { name: 'Todos os produtos' }).waitFor();
    // The provider splash covers only the loading (decision 067): the ready screen is not hidden.
    expect(await page.getByTestId('splash').count()).toBe(0);
    await shot(page, 'browse-cards-menu-390');
    await page.close();
  });
});
