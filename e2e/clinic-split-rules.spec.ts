import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInAt, newPage, noOverflow, shot, shotOnFailure, startServer, WIDTHS } from './harness.ts';

// Clinic split rules at a phone and a desktop width: the owner of Clínica Bem-Estar manages the
// split rule sets in the back office, then, as staff in the storefront, puts a consultation in the
// cart, chooses a set, edits it past what the cart brings in (the server's split_error reopens the
// editor), fixes it, and reads the costs, recipients and balance statement in the info popup.

const OWNER = { phone: '11987650002', password: 'dona1234' };
const PREFIX = '/p/clinica-bem-estar';
const SHOTS = 'split-rules';

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

const step = <T>(page: Page, name: string, run: () => Promise<T>) => shotOnFailure(page, SHOTS, name, run);

describe('clinic split rules', () => {
  for (const width of WIDTHS) {
    it(`the owner manages the sets and splits a cart (${width} px)`, async () => {
      const page = await newPage(browser, { width });
      await logInAt(page, server.url, PREFIX, OWNER);

      await step(page, `admin-${width}`, async () => {
        await page.goto(`${server.url}${PREFIX}/admin/regras-de-divisao`);
        await page.getByRole('heading', { name: 'Regras de divisão', level: 1 }).waitFor();
        await page.getByText('Procedimento estético com insumos — repasse fixo por sessão').waitFor();
        await page.getByRole('button', { name: 'Nova regra de divisão' }).click();
        await page.getByLabel('Nome', { exact: true }).fill(`Peeling químico ${width}`);
        await page.getByLabel('Descrição da regra').fill('Repasse ao Dr. Pedro pelo peeling');
        await page.getByLabel('Recebedor').selectOption({ label: 'Dr. Pedro Prestador' });
        // Typed wrong, refused under the field, kept as typed.
        await page.getByRole('textbox', { name: 'Porcentagem' }).fill('150');
        await page.getByRole('button', { name: 'Salvar' }).click();
        await page.getByText('Informe uma porcentagem de 0 a 100, com até 2 casas decimais.').waitFor();
        expect(await page.getByRole('textbox', { name: 'Porcentagem' }).inputValue()).toBe('150');
        await page.getByRole('textbox', { name: 'Porcentagem' }).fill('40');
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/admin-form-${width}`);
        await page.getByRole('button', { name: 'Salvar' }).click();
        await page.getByText(`Peeling químico ${width}`).waitFor();
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/admin-list-${width}`);
      });

      await step(page, `cart-${width}`, async () => {
        await page.goto(`${server.url}${PREFIX}/home`);
        await page.getByRole('button', { name: 'Adicionar Consulta nutricional ao carrinho' }).first().click();
        await page.goto(`${server.url}${PREFIX}/carrinho`);
        await page.getByRole('button', { name: 'Escolher regra' }).click();
        const editor = page.getByRole('dialog', { name: 'Regras de divisão' });
        await editor.waitFor();
        // Only the sets relevant to the cart: this consultation has no supplier, so only the set that names none.
        await editor.getByText('Atendimento da própria clínica (sem repasse a prestador)').waitFor();
        expect(await editor.getByText(/Consulta dermatológica com Dr. Pedro/).count()).toBe(0);
        await editor.getByRole('radio', { name: /Atendimento da própria clínica/ }).check();
        const iss = editor.getByRole('checkbox', { name: 'ISS de Belo Horizonte sobre serviços de saúde' });
        expect(await iss.isDisabled()).toBe(true);
        await editor.getByText('Imposto · Obrigatório · fixo').first().waitFor();
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/editor-${width}`);
        await editor.getByRole('button', { name: 'Aplicar' }).click();
        await editor.waitFor({ state: 'hidden' });
        // The server's split: R$ 280,00 less ISS 14,00 and the intermediary's 9,77.
        await page.getByText('Clínica Bem-Estar').first().waitFor();
        await page
          .getByText(/R\$\s256,23/)
          .first()
          .waitFor();
        await page.getByRole('button', { name: 'Ver custos e repasses' }).click();
        const info = page.getByRole('dialog', { name: 'Custos e repasses' });
        await info.getByText('Extrato de saldo da clínica').waitFor();
        await info.getByText('Lucro bruto').waitFor();
        await info.getByText(/R\$\s23,77/).waitFor();
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/info-${width}`);
        await info.getByRole('button', { name: 'Fechar' }).click();
      });
    }, 240_000);
  }
});
