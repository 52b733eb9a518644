import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, logInAt, newPage, shot, startServer, WIDTHS } from './harness.ts';

// The marketplace journey (decision 090) at a phone and a desktop width: a visitor near Avenida
// Paulista opens the demo marketplace, shares the location, keeps the places with free delivery,
// picks the nearest Cantina branch, signs in there and orders a pickup paid in cash; the drawer
// then leads back to the marketplace, where the customer marks a favourite. The brand's own
// address forces the branch choice and suggests the nearest open branch.

const CUSTOMER = { phone: '11987654321', password: 'cliente123' };
const MANAGER = { phone: '11987650001', password: 'gerente123' };
const OWNER = { phone: '11987650002', password: 'dona1234' };
const MARKET = '/p/guia-sabores-de-sao-paulo';
const BRAND = '/p/cantina-da-praca-unidades';
const PAULISTA = '/p/cantina-da-praca-paulista';
const NEAR_PAULISTA = { latitude: -23.5629, longitude: -46.6544 };

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

async function visitorNearPaulista(width: number): Promise<Page> {
  const page = await newPage(browser, { width });
  await page.context().grantPermissions(['geolocation'], { origin: server.url });
  await page.context().setGeolocation(NEAR_PAULISTA);
  return page;
}

async function expectNoSidewaysScroll(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner);
}

const cardNames = (page: Page) => page.getByTestId('market-place').locator('a').allTextContents();

async function orderPickupInCash(page: Page, width: number) {
  await logInAt(page, server.url, PAULISTA, CUSTOMER);
  await page.goto(`${server.url}${PAULISTA}/`);
  // The Paulista branch takes orders from R$ 30,00: two garlic breads and a soda.
  const add = (name: string) =>
    page
      .getByRole('button', { name: `Adicionar ${name} ao carrinho` })
      .first()
      .click();
  await add('Pão de alho');
  await add('Coca-Cola lata');
  await page.goto(`${server.url}${PAULISTA}${width < 600 ? '/carrinhoMobile' : '/carrinho'}`);
  const kind = page.getByRole('dialog', { name: 'Como você quer fazer o pedido?' });
  await page.getByRole('heading', { name: 'Carrinho' }).or(kind).first().waitFor();
  if (await kind.isVisible()) {
    await kind.getByRole('button', { name: 'Pedir agora' }).click();
    await kind.waitFor({ state: 'hidden' });
  }
  await page.getByRole('button', { name: 'Adicionar uma unidade de Pão de alho' }).click();
  await expect.poll(() => page.getByText('R$\u00a044,80').count()).toBeGreaterThan(0);
  await page.getByText('Retirar no local', { exact: true }).click();
  await page.getByRole('button', { name: 'Fazer pedido' }).click();
  const sheet = page.getByRole('dialog', { name: 'Como você vai pagar?' });
  await sheet.getByLabel('Dinheiro').check();
  await sheet.getByRole('button', { name: 'Confirmar' }).click();
  await page
    .getByRole('dialog', { name: 'Precisa de troco?' })
    .getByRole('button', { name: 'Não preciso de troco' })
    .click();
  await page.waitForURL((url) => url.pathname === `${PAULISTA}/acompanhamento`);
  await page.getByText('Pedido Enviado.').waitFor();
  await shot(page, `marketplace/order-${width}`);
  // The branch's staff accept it and hand it over (through the API, at the branch): it is the
  // branch's order, and the customer may order again at the other width.
  const orderId = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('pendingOrderId@cantina-da-praca-paulista') ?? 'null'),
  );
  expect(orderId).toBeTruthy();
  const branchStaff = await apiAs(server.url, 'cantina-da-praca-paulista', MANAGER);
  for (const status of [1, 4]) await branchStaff.call('admin/updateorder', { order_id: orderId, status });
  await expect.poll(() => page.getByTestId('order-status').textContent(), { timeout: 15_000 }).not.toBe('Pendente');
}

for (const width of WIDTHS) {
  describe(`marketplace at ${width} px`, () => {
    it('filters by free delivery, picks the nearest Cantina branch and orders there', async () => {
      const page = await visitorNearPaulista(width);
      // Guard step 3: the marketplace's storefront is its list of places.
      await page.goto(`${server.url}${MARKET}/`);
      await page.waitForURL((url) => url.pathname === `${MARKET}/locais`);
      await page.getByRole('heading', { name: 'Guia Sabores de São Paulo' }).waitFor();
      await expect.poll(() => page.getByTestId('market-place').count()).toBe(5);

      await page.getByRole('button', { name: 'Usar minha localização' }).click();
      await page.getByText('Mostrando a distância até você.').waitFor();
      const freeDelivery = page.getByRole('button', { name: 'Entrega grátis' });
      await freeDelivery.click();
      expect(await freeDelivery.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => cardNames(page)).toEqual(['Cantina da Praça — Paulista', 'Cantina da Praça']);
      const nearest = page.getByTestId('market-place').first();
      expect(await nearest.textContent()).toMatch(/Italiana · \d+ m · 35 min/);
      await expectNoSidewaysScroll(page);
      await shot(page, `marketplace/list-free-delivery-${width}`);

      await nearest.getByRole('link', { name: 'Cantina da Praça — Paulista' }).click();
      await page.waitForURL((url) => url.pathname.startsWith(`${PAULISTA}/`));
      await orderPickupInCash(page, width);

      // Leaving the place goes back to the marketplace it was chosen in.
      await page.getByRole('button', { name: 'Abrir menu' }).first().click();
      await page.getByRole('button', { name: 'Voltar para Guia Sabores de São Paulo' }).click();
      await page.waitForURL((url) => url.pathname === `${MARKET}/locais`);

      // A signed-in customer keeps favourites of this marketplace.
      const heart = page.getByRole('button', { name: 'Favoritar Bar e Pousada do Porto' });
      if ((await heart.getAttribute('aria-pressed')) !== 'true') await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: 'Favoritos' }).click();
      await expect.poll(() => cardNames(page)).toEqual(['Bar e Pousada do Porto']);
      await shot(page, `marketplace/favourites-${width}`);
      await page.context().close();
    }, 180_000);

    it("forces the brand's branch choice and suggests the nearest open branch", async () => {
      const page = await visitorNearPaulista(width);
      await page.goto(`${server.url}${BRAND}/produtos`);
      await page.waitForURL((url) => url.pathname === `${BRAND}/escolher-filial`);
      await page.getByRole('heading', { name: 'Escolha a unidade' }).waitFor();
      await expect.poll(() => page.getByTestId('market-place').count()).toBe(3);
      await page.getByRole('button', { name: 'Usar minha localização' }).click();
      const first = page.getByTestId('market-place').first();
      await expect.poll(() => first.textContent()).toContain('Mais próxima');
      expect(await first.getByRole('link').textContent()).toBe('Cantina da Praça — Paulista');
      await expectNoSidewaysScroll(page);
      await shot(page, `marketplace/branches-${width}`);
      await first.getByRole('link').click();
      await page.waitForURL((url) => url.pathname.startsWith(`${PAULISTA}/`));
      await page.getByRole('button', { name: 'Adicionar Pão de alho ao carrinho' }).first().waitFor();
      await page.context().close();
    }, 120_000);
  });
}

describe('the marketplace back office', () => {
  it('lets the operator hide a place from the list and list it again', async () => {
    const page = await newPage(browser, { width: 1280 });
    await logInAt(page, server.url, MARKET, OWNER);
    await page.waitForURL((url) => url.pathname === `${MARKET}/locais`);
    await page.goto(`${server.url}${MARKET}/admin/locais`);
    const list = page.getByRole('region', { name: 'Lista do marketplace' });
    const clinic = list.getByRole('listitem').filter({ hasText: 'Clínica Bem-Estar' });
    await clinic.getByText('Listado').waitFor();
    await clinic.getByRole('button', { name: 'Ocultar' }).click();
    await clinic.getByText('Oculto').waitFor();
    await shot(page, 'marketplace/admin-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await shot(page, 'marketplace/admin-390');

    await page.goto(`${server.url}${MARKET}/locais`);
    await expect.poll(() => page.getByTestId('market-place').count()).toBe(4);
    await page.goto(`${server.url}${MARKET}/admin/locais`);
    await clinic.getByRole('button', { name: 'Listar' }).click();
    await clinic.getByText('Listado').waitFor();
    await page.context().close();
  }, 120_000);
});
