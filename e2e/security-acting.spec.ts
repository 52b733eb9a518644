import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ApiError, createClient } from '@app/domain/client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInThroughUi, newPage, shot, startServer } from './harness.ts';

// The account takeover as a hostile owner would try it (decision 046): anyone can open a business, so
// its owner tries to take over a customer of another place. Opening the hostile place's link signed
// in makes nobody its customer; once the customer does sign in there, the owner's acting token
// works at that place only, sees no card saved elsewhere, changes no contact detail, and the order
// the owner places for the customer shows in the customer's history as placed by its staff.

const CUSTOMER = { phone: '11987654321', password: 'cliente123' };
const HOSTILE = { username: 'Hugo Armadilha', phone: '11944440001', password: 'hostil123' };
const SLUG = 'armadilha-do-hugo';
const PLACE_NAME = 'Armadilha do Hugo';
const CANTINA = 'cantina-da-praca';
const SHOTS = 'security-acting';

let server: { url: string; stop(): Promise<void>; logs(): string };
let browser: Browser;

beforeAll(async () => {
  mkdirSync(path.resolve(import.meta.dirname, '..', '.tmp', 'shots', SHOTS), { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A client at one place with fixed tokens. */
const at = (place: string, tokens: { token?: string; managerToken?: string } = {}) =>
  createClient({ baseUrl: server.url, placeId: () => place, tokens: () => tokens });

/** The error a call answers (the call must fail). */
async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call was expected to be refused');
}

/** The same screen at a phone and a desktop width. */
async function shots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.waitForTimeout(150);
    await shot(page, `${SHOTS}/${name}-${width}`);
  }
}

/** The hostile owner: signs up, opens a shop that is always open, with one product. */
async function openHostilePlace() {
  await at(CANTINA).call('createuser', HOSTILE);
  const own = await at(CANTINA).call('login', { phone: HOSTILE.phone, password: HOSTILE.password });
  await at(CANTINA, { token: own.token }).call('onboarding/createplace', {
    name: PLACE_NAME,
    slug: SLUG,
    kind: 'shop',
  });
  const session = await at(SLUG).call('login', { phone: HOSTILE.phone, password: HOSTILE.password });
  const owner = at(SLUG, { token: session.token, managerToken: session.manager?.managerToken });
  await owner.call('admin/settings/update', {
    business_hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '00:00', close: '23:59' })),
  });
  const { categories } = await owner.call('admin/catalogue/menus', {});
  const { product } = await owner.call('admin/catalogue/saveproduct', {
    category_id: categories[0]?._id ?? '',
    code: '1',
    productname: 'Bolo de pote',
    price: 12.5,
  });
  return { owner, session, productId: product._id };
}

describe('a hostile owner against a customer of another place', () => {
  it('gets nothing from a page view, and an acting token that stays at its own place', async () => {
    const hostile = await openHostilePlace();
    // The payment seller: neither another place's nor one the provider does not know.
    const taken = await refusal(hostile.owner.call('admin/settings/update', { payments_seller_id: 'seller-cantina' }));
    expect(taken.message).toBe('ID do vendedor: este vendedor já está ligado a outro estabelecimento.');
    const unknown = await refusal(hostile.owner.call('admin/settings/update', { payments_seller_id: 'seller-hugo' }));
    expect(unknown.message).toBe('ID do vendedor: o provedor de pagamentos não conhece este vendedor.');

    // Maria, the Cantina's customer with a saved card, signs in at the Cantina and then merely
    // opens the hostile place's link: the app reads her user there.
    const page = await newPage(browser, { width: 390 });
    await logInThroughUi(page, server.url, CUSTOMER);
    const read = page.waitForResponse((r) => r.url().includes('/api/app/readuserinfo') && r.ok());
    await page.goto(`${server.url}/p/${SLUG}/`);
    await read;
    const maria = await at(CANTINA).call('login', CUSTOMER);
    const mariaId = maria.user._id;

    // A page view made her nobody's customer: the owner cannot act as her.
    const early = await refusal(hostile.owner.call('managerlogin', { user_id: mariaId }));
    expect(early.message).toBe('Cliente não encontrado.');

    // Once she signs in there herself, the owner may act as her, at that place only.
    await at(SLUG).call('login', CUSTOMER);
    const acting = (await hostile.owner.call('managerlogin', { user_id: mariaId })).token;
    for (const call of [
      () => at(CANTINA, { token: acting }).call('readuserinfo', {}),
      () => at(CANTINA, { token: acting }).call('mydelivery', { page: 1 }),
      () => at(CANTINA, { token: acting }).call('payments/cards/list', { buyerId: 'me' }),
    ]) {
      const denied = await refusal(call());
      expect(denied.status).toBe(403);
      expect(denied.code).toBe('access_denied');
    }
    // At its own place: no card she saved at the Cantina, no charging it, no contact change.
    const mariaAtCantina = at(CANTINA, { token: maria.token });
    const [card] = (await mariaAtCantina.call('payments/cards/list', { buyerId: 'me' })).cards;
    expect(card?.last4_digits).toBe('1111');
    const asMaria = at(SLUG, { token: acting });
    expect((await asMaria.call('payments/cards/list', { buyerId: 'me' })).cards).toEqual([]);
    const email = await refusal(asMaria.call('updateuser', { email: 'hugo@armadilha.com' }));
    expect(email.message).toBe(
      'A equipe do estabelecimento não pode alterar a senha, o e-mail, o telefone ou o CPF do cliente. Só o próprio cliente pode fazer isso na conta dele.',
    );

    // The order the owner places for her shows in her history as placed by the place's staff.
    const { order } = await asMaria.call('v2/orderdelivery', {
      products: [{ product_id: hostile.productId, quantity: 1 }],
      delivery_type: 2,
      phone: '',
    });
    const charge = await refusal(
      asMaria.call('payments/transactions/buyer', {
        reference_id: order._id,
        card_id: card?._id ?? '',
        number_installments: 1,
      }),
    );
    expect(charge.message).toBe('Cartão não encontrado.');

    await page.goto(`${server.url}/p/${SLUG}/meus-pedidos`);
    const mark = page.getByTestId('placed-by-staff');
    await mark.waitFor();
    expect(await mark.textContent()).toBe(`Pedido feito pela equipe de ${PLACE_NAME}`);
    await shots(page, 'my-orders');
    await page.goto(`${server.url}/p/${SLUG}/meu-pedido/${order._id}`);
    await page.getByTestId('placed-by-staff').waitFor();
    expect(await page.getByTestId('placed-by-staff').textContent()).toBe(`Pedido feito pela equipe de ${PLACE_NAME}`);
    await shots(page, 'my-order');
    // Her own orders at the Cantina carry no such mark.
    await page.goto(`${server.url}/meus-pedidos`);
    await page
      .getByRole('link', { name: /Ver pedido/i })
      .first()
      .waitFor();
    expect(await page.getByTestId('placed-by-staff').count()).toBe(0);
  });
});
