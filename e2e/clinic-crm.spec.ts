import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInAt, newPage, noOverflow, shot, startServer, WIDTHS } from './harness.ts';

// The patient CRM at a phone and a desktop width: Dr. Pedro looks for his patients aged 30 to 50
// living in Moema who had a Limpeza de pele and were not seen for six months (the demo gives
// exactly Aline and Juliana), and exports them as CSV.

const PEDRO = { phone: '11987650003', password: 'prestador123' };
const OWNER = { phone: '11987650002', password: 'dona1234' };
const PREFIX = '/p/clinica-bem-estar';
const SHOTS = 'crm';

let server: { url: string; stop(): Promise<void>; logs(): string };
let browser: Browser;

beforeAll(async () => {
  mkdirSync(path.resolve(import.meta.dirname, '..', '.tmp', 'shots', SHOTS), { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Adds a filter of `field` and answers its row. */
async function addFilter(page: Page, field: string, index: number) {
  await page.getByLabel('Adicionar filtro').selectOption({ label: field });
  const row = page.locator('li', { has: page.getByLabel('Campo') }).nth(index);
  await row.waitFor();
  return row;
}

describe('the patient CRM', () => {
  for (const width of WIDTHS) {
    it(`filters the recall list and exports it (${width} px)`, async () => {
      const page = await newPage(browser, { width });
      try {
        await logInAt(page, server.url, PREFIX, PEDRO);
        await page.goto(`${server.url}${PREFIX}/crm`);
        await page.getByRole('heading', { name: 'CRM', level: 1 }).waitFor();
        await page
          .getByText(/\d+ pacientes/)
          .first()
          .waitFor();
        await shot(page, `${SHOTS}/start-${width}`);
        if (width < 600) await page.getByRole('button', { name: /^Filtros/ }).click();

        const age = await addFilter(page, 'Idade', 0);
        await age.getByLabel('Condição').selectOption({ label: 'entre' });
        await age.getByLabel('De').fill('30');
        await age.getByLabel('Até').fill('50');

        const district = await addFilter(page, 'Bairro', 1);
        await district.getByLabel('Cidade').selectOption({ label: 'São Paulo' });
        await district.getByRole('button', { name: 'Moema' }).click();

        const procedure = await addFilter(page, 'Procedimento realizado', 2);
        await procedure.getByRole('button', { name: 'Limpeza de pele' }).click();

        const period = await addFilter(page, 'Período dos agendamentos', 3);
        await period.getByLabel('Condição').selectOption({ label: 'sem visita desde' });
        await period.getByRole('button', { name: '6 meses' }).click();
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/filters-${width}`);
        await page.getByRole('button', { name: 'Buscar' }).click();

        await page.getByText('2 pacientes', { exact: false }).first().waitFor();
        const found = page.getByRole(width < 600 ? 'list' : 'table', { name: 'Pacientes encontrados' });
        await found.getByRole('link', { name: 'Aline Souza Carvalho' }).waitFor();
        await found.getByRole('link', { name: 'Juliana Ribeiro Cardoso' }).waitFor();
        expect(await found.getByRole('link').count()).toBe(2);
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/results-${width}`);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Exportar todos (CSV)' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^pacientes-\d{4}-\d{2}-\d{2}\.csv$/);
        const file = await download.path();
        const lines = readFileSync(file, 'utf8')
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\n');
        expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(['Aline Souza Carvalho', 'Juliana Ribeiro Cardoso']);

        // Saving the filters under a name keeps them for the next visit.
        if (width < 600) await page.getByRole('button', { name: /^Filtros/ }).click();
        await page.getByLabel('Nome do filtro').fill(`Recall Moema ${width}`);
        await page.getByRole('button', { name: 'Salvar filtros' }).click();
        await page
          .getByLabel('Filtros salvos')
          .locator('option', { hasText: `Recall Moema ${width}` })
          .waitFor({
            state: 'attached',
          });
        await shot(page, `${SHOTS}/saved-${width}`);
      } catch (error) {
        await shot(page, `${SHOTS}/failed-${width}`).catch(() => {});
        throw error;
      } finally {
        await page.context().close();
      }
    }, 180_000);
  }

  for (const width of WIDTHS) {
    it(`opens for the owner, who has no supplier id (${width} px)`, async () => {
      const page = await newPage(browser, { width });
      try {
        await logInAt(page, server.url, PREFIX, OWNER);
        await page.goto(`${server.url}${PREFIX}/crm`);
        await page.getByRole('heading', { name: 'CRM', level: 1 }).waitFor();
        await page
          .getByText(/\d+ pacientes/)
          .first()
          .waitFor();
        expect(new URL(page.url()).pathname).toBe(`${PREFIX}/crm`);
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/owner-${width}`);
      } catch (error) {
        await shot(page, `${SHOTS}/owner-failed-${width}`).catch(() => {});
        throw error;
      } finally {
        await page.context().close();
      }
    }, 120_000);
  }
});
