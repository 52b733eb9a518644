import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shot, signUpThroughUi, startServer } from './harness.ts';

// A new person opens a business and lands in its back office as owner, the new
// storefront answers at its own link, the owner invites a manager by phone, and the manager's
// 'open admin' link logs a fresh browser into /admin once (a second use is refused).

let server: { url: string; stop(): Promise<void>; logs(): string };
let browser: Browser;
const SLUG = 'doceria-da-bia';
const SHOTS = 'onboarding';

beforeAll(async () => {
  mkdirSync(path.resolve(import.meta.dirname, '..', '.tmp', 'shots', SHOTS), { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The same screen at a phone and a desktop width. */
async function shots(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 390, height: 844 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.waitForTimeout(150);
    await shot(page, `${SHOTS}/${name}-${width}`);
  }
  await page.setViewportSize(size);
}

const register = (page: Page, prefix: string, phone: string, name: string) =>
  signUpThroughUi(page, server.url, prefix, phone, name);

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
}

describe('back-office onboarding, team and admin link', () => {
  it('opens a business, invites a manager, and the manager enters the admin by a single-use link', async () => {
    // 1. A new person signs up and opens a business from the drawer.
    const owner = await newPage(browser, { width: 390 });
    await register(owner, '', '11955550001', 'Beatriz Doceira');
    await openDrawer(owner);
    await owner.getByRole('link', { name: 'Criar meu negócio' }).click();
    await owner.getByRole('heading', { name: 'Criar meu negócio' }).waitFor();

    // The form says what is wrong under each field and keeps what was typed.
    await owner.getByRole('button', { name: 'Criar negócio' }).click();
    await owner.getByText('Informe o nome do negócio.').waitFor();
    await owner.getByText('Escolha o tipo de negócio.').waitFor();
    await owner.getByLabel('Nome do negócio').fill('Doceria da Bia');
    expect(await owner.getByLabel('Endereço da loja').inputValue()).toBe(SLUG);
    await owner.getByLabel('Endereço da loja').fill('admin');
    await owner.getByText('Este endereço é reservado. Escolha outro.').first().waitFor();
    await owner.getByLabel('Endereço da loja').fill('cantina-da-praca');
    await owner.getByText('Este endereço já está em uso. Escolha outro.').waitFor();
    await shots(owner, 'new-place-errors');
    await owner.getByLabel('Endereço da loja').fill(SLUG);
    await owner.getByText('Disponível!').waitFor();
    await owner.getByLabel(/^Loja/).check();
    await shots(owner, 'new-place-filled');
    expect(await owner.getByLabel('Nome do negócio').inputValue()).toBe('Doceria da Bia');
    await owner.getByRole('button', { name: 'Criar negócio' }).click();

    // 2. The owner lands in the new place's back office, with the owner-only Team section.
    await owner.waitForURL((url) => url.pathname.startsWith(`/p/${SLUG}/admin`));
    const nav = owner.getByRole('navigation', { name: 'Menu do painel' });
    await nav.getByRole('link', { name: 'Equipe' }).waitFor();
    expect(await owner.evaluate((slug) => localStorage.getItem(`managerToken@${slug}`), SLUG)).toBeTruthy();

    // 3. The storefront of the new slug opens for anyone.
    const visitor = await newPage(browser, { width: 390 });
    await visitor.goto(`${server.url}/p/${SLUG}/`);
    await visitor.getByText('Doceria da Bia').first().waitFor();
    await shots(visitor, 'new-store-home');
    await visitor.context().close();

    // 4. The manager-to-be already has an account (signed up at another store).
    const managerPhone = '11955550002';
    const manager = await newPage(browser, { width: 390 });
    await register(manager, '', managerPhone, 'Carlos Gerente');

    // 5. The owner invites them by phone on the Team screen.
    await nav.getByRole('link', { name: 'Equipe' }).click();
    await owner.getByRole('heading', { name: 'Equipe', exact: true }).waitFor();
    await owner.getByLabel('Celular da pessoa convidada').fill('123');
    await owner.getByRole('button', { name: 'Enviar convite' }).click();
    await owner.getByText('Telefone inválido: informe DDD e número (10 ou 11 dígitos)').waitFor();
    await owner.getByLabel('Celular da pessoa convidada').fill(managerPhone);
    await owner.getByRole('button', { name: 'Enviar convite' }).click();
    await owner.getByText('Convite enviado por SMS.').waitFor();
    await owner.getByText('(11) 95555-0002').waitFor();
    await shots(owner, 'team-pending');

    // 6. The manager, already signed in, opens the new store (the SMS link): the invitation of
    //    their validated phone becomes the manager role and the manager token is stored.
    expect(await manager.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await manager.goto(`${server.url}/p/${SLUG}/`);
    await manager.waitForFunction((slug) => localStorage.getItem(`managerToken@${slug}`), SLUG);
    await owner.reload();
    await owner.getByText('Carlos Gerente').waitFor();
    await owner.getByText('Nenhum convite pendente.').waitFor();
    await shots(owner, 'team-members');

    // The owner links the manager to a service supplier, by code.
    const carlos = owner.getByRole('listitem').filter({ hasText: 'Carlos Gerente' });
    await carlos.getByRole('button', { name: 'Vincular a prestador' }).click();
    await carlos.getByLabel('Código do prestador de serviço').fill('Carlos B');
    await carlos.getByRole('button', { name: 'Salvar vínculo' }).click();
    await carlos.getByText('Use letras minúsculas, números, hífen ou sublinhado.').waitFor();
    await shots(owner, 'team-supplier-error');
    await carlos.getByLabel('Código do prestador de serviço').fill('carlos-b');
    await carlos.getByRole('button', { name: 'Salvar vínculo' }).click();
    await carlos.getByText('Prestador: carlos-b').waitFor();

    // 7. 'Abrir admin' in the manager's drawer gives a single-use link.
    await openDrawer(manager);
    await manager.getByRole('button', { name: 'Abrir admin' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Abrir o admin' });
    const linkField = dialog.getByRole('textbox');
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`/p/${SLUG}/admin/entrar/[A-Za-z0-9_-]{32}$`));
    expect(link).not.toMatch(/token|senha|password/i);
    await shots(manager, 'open-admin-dialog');

    // 8. A fresh browser opens the link and lands in /admin as manager (no Team section).
    const desk = await newPage(browser, { width: 1280 });
    await desk.goto(link);
    await desk.waitForURL((url) => url.pathname.startsWith(`/p/${SLUG}/admin`) && !url.pathname.includes('/entrar/'));
    const deskNav = desk.getByRole('navigation', { name: 'Menu do painel' });
    await deskNav.getByRole('link', { name: 'Pedidos' }).waitFor();
    expect(await deskNav.getByRole('link', { name: 'Equipe' }).count()).toBe(0);
    expect(await desk.evaluate((slug) => localStorage.getItem(`managerToken@${slug}`), SLUG)).toBeTruthy();
    await shots(desk, 'admin-link-landed');

    // 9. The same link a second time is refused with a clear message.
    const again = await newPage(browser, { width: 390 });
    await again.goto(link);
    await again.getByText('Este link de acesso já foi usado. Peça um novo link em "Abrir admin".').waitFor();
    await again.getByRole('heading', { name: 'Não foi possível abrir o admin' }).waitFor();
    expect(await again.evaluate((slug) => localStorage.getItem(`managerToken@${slug}`), SLUG)).toBeNull();
    await shots(again, 'admin-link-used');

    // 10. A manager who is not owner sees no team: the screen says so.
    await desk.goto(`${server.url}/p/${SLUG}/admin/equipe`);
    await desk.getByText('Só o dono do negócio gerencia a equipe.').waitFor();
    await shots(desk, 'team-not-owner');
  }, 240_000);
});
