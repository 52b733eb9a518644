import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, newPage, type Server, shot, startServer } from './harness.ts';

// Home's first screen (decision 065): the store header with banner, status and delivery facts, a
// closed store's notice, the menu grouped in the back-office category order with sticky tabs
// (phones) or a side list (desktop), and no sideways scrolling with long product names.

let server: Server;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const MANAGER = { phone: '11987650001', password: 'gerente123' };

/** A manager's client at one place (the back office's calls). */
const manager = (place: string) => apiAs(server.url, place, MANAGER);

const sectionTitles = (page: Page) => page.locator('main section[data-section] h2').allTextContents();
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('Home at 390 px', () => {
  it('shows the banner, the open status and the delivery facts, and groups the menu in the back-office order', async () => {
    const page = await newPage(browser, { width: 390 });
    await page.goto(`${server.url}/p/cantina-da-praca/home`);
    await page.getByRole('heading', { name: 'Cantina da Praça', level: 1 }).waitFor();
    // The uploaded banner is drawn (loaded, not a broken image).
    const banner = page.getByTestId('store-banner');
    await banner.waitFor();
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await page.getByTestId('place-status').textContent()).toBe('Aberto agora');
    const facts = page.getByRole('list', { name: 'Entrega e pedido' });
    await facts.getByText('40–50 min').waitFor();
    await facts.getByText('Entrega grátis a R$ 8,00').waitFor();
    expect(await page.getByTestId('closed-notice').count()).toBe(0);
    await page.getByRole('heading', { name: 'Destaques' }).waitFor();

    await expect.poll(() => sectionTitles(page)).toEqual(['Entradas', 'Pizzas', 'Massas', 'Bebidas', 'Sobremesas']);
    // Long names and descriptions (a 66-character pizza) do not widen the page.
    await page.getByRole('article', { name: /Pizza Vegetariana de Abobrinha/ }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'home-390');

    // The tabs stay under the toolbar while the menu scrolls, and follow the section on screen.
    const strip = page.getByTestId('category-strip');
    await page.getByRole('heading', { name: 'Massas', level: 2 }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect.poll(async () => Math.round((await strip.boundingBox())?.y ?? -1)).toBe(56);
    const tabs = strip.getByRole('navigation', { name: 'Seções do cardápio' });
    await tabs.getByRole('button', { name: 'Sobremesas' }).click();
    await expect.poll(() => tabs.getByRole('button', { name: 'Sobremesas' }).getAttribute('aria-current')).toBe('true');
    const dessertsTop = () => page.locator('#secao-sobremesas').evaluate((el) => el.getBoundingClientRect().top);
    await expect.poll(async () => (await dessertsTop()) < 200).toBe(true);
    // Scrolling back up moves the current tab with the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => tabs.getByRole('button', { name: 'Entradas' }).getAttribute('aria-current')).toBe('true');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.close();
  });

  it('follows a new category order set in the back office', async () => {
    const owner = await manager('cantina-da-praca');
    const { categories } = await owner.call('admin/catalogue/menus', {});
    const drinks = categories.find((c) => c.type_search === 'bebidas');
    if (!drinks) throw new Error('no drinks category');
    const ids = [drinks._id, ...categories.filter((c) => c._id !== drinks._id).map((c) => c._id)];
    await owner.call('admin/catalogue/reordermenus', { ids });
    try {
      const page = await newPage(browser, { width: 390 });
      await page.goto(`${server.url}/p/cantina-da-praca/home`);
      await expect.poll(() => sectionTitles(page)).toEqual(['Bebidas', 'Entradas', 'Pizzas', 'Massas', 'Sobremesas']);
      const tabs = page.getByRole('navigation', { name: 'Seções do cardápio' }).getByRole('button');
      expect(await tabs.allTextContents()).toEqual(['Bebidas', 'Entradas', 'Pizzas', 'Massas', 'Sobremesas']);
      await page.close();
    } finally {
      await owner.call('admin/catalogue/reordermenus', { ids: categories.map((c) => c._id) });
    }
  });

  it('says a closed store is closed on the first screen and keeps the menu browsable', async () => {
    const owner = await manager('bar-do-porto');
    await owner.call('admin/settings/update', { aberto: false });
    const page = await newPage(browser, { width: 390 });
    await page.goto(`${server.url}/p/bar-do-porto/home`);
    const notice = page.getByTestId('closed-notice');
    await notice.getByText('Loja fechada').waitFor();
    expect(await page.getByTestId('place-status').textContent()).toBe('Fechado no momento');
    // The notice is on the first screen, above the fold.
    const box = await notice.boundingBox();
    expect((box?.y ?? 9999) + (box?.height ?? 0)).toBeLessThan(844);
    await page.getByRole('article', { name: 'Caldinho de feijão' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'home-closed-390');
    await page.close();
  });
});

describe('Home at 1280 px', () => {
  it('lists the categories beside the menu and marks the one on screen', async () => {
    const page = await newPage(browser, { width: 1280 });
    await page.goto(`${server.url}/p/cantina-da-praca/home`);
    await page.getByTestId('store-banner').waitFor();
    const nav = page.getByRole('navigation', { name: 'Seções do cardápio' });
    expect(await nav.getByRole('button').allTextContents()).toEqual([
      'Entradas',
      'Pizzas',
      'Massas',
      'Bebidas',
      'Sobremesas',
    ]);
    await nav.getByRole('button', { name: 'Bebidas' }).click();
    await expect.poll(() => nav.getByRole('button', { name: 'Bebidas' }).getAttribute('aria-current')).toBe('true');
    await expect
      .poll(async () => (await page.locator('#secao-bebidas').evaluate((el) => el.getBoundingClientRect().top)) < 160)
      .toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // A search leaves the grouped menu for the spec's paged list, and back when cleared.
    const search = page.getByRole('searchbox', { name: 'Buscar produtos' });
    await search.fill('pizza');
    await page.getByText('12 produtos').waitFor();
    expect(await page.locator('main section[data-section]').count()).toBe(0);
    await search.fill('');
    await expect.poll(() => sectionTitles(page)).toHaveLength(5);
    await shot(page, 'home-1280');
    await page.close();
  });
});
