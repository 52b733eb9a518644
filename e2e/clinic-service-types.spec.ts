import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInAt, newPage, noOverflow, type Server, shot, startServer, WIDTHS } from './harness.ts';

// The owner's service types and the suppliers' payees at a phone and a desktop width (decisions
// 180, 181): the owner of Clínica Bem-Estar adds a service type, a duplicate name is refused under
// the field, deactivates it; on the split rules screen she clears Dr. Pedro's seller and sets it back.

const OWNER = { phone: '11987650002', password: 'dona1234' };
const PREFIX = '/p/clinica-bem-estar';

let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('service types and payees', () => {
  for (const width of WIDTHS) {
    it(`the owner manages service types and a supplier's seller (${width} px)`, async () => {
      const page = await newPage(browser, { width });
      await logInAt(page, server.url, PREFIX, OWNER);
      await page.goto(`${server.url}${PREFIX}/admin/tipos-de-servico`);
      await page.getByRole('heading', { name: 'Tipos de serviço', level: 1 }).waitFor();
      await page.getByRole('listitem', { name: 'Consulta', exact: true }).waitFor();
      expect(await page.getByRole('listitem', { name: 'Teleconsulta' }).textContent()).toContain('Desativado');

      await page.getByRole('button', { name: 'Novo tipo de serviço' }).click();
      await page.getByLabel('Nome do tipo de serviço').fill('Consulta');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Já existe um tipo de serviço com este nome.').waitFor();
      expect(await page.getByLabel('Nome do tipo de serviço').inputValue()).toBe('Consulta');
      await page.getByLabel('Nome do tipo de serviço').fill(`Avaliação ${width}`);
      await page.getByRole('button', { name: 'Salvar' }).click();
      const added = page.getByRole('listitem', { name: `Avaliação ${width}`, exact: true });
      await added.getByText(`Identificador: avaliacao-${width}`).waitFor();
      await added.getByRole('button', { name: 'Desativar' }).click();
      await added.getByText('Desativado', { exact: false }).waitFor();
      await added.getByRole('button', { name: 'Reativar' }).waitFor();
      expect(await noOverflow(page)).toBe(true);
      await shot(page, `clinic-service-types-${width}`);

      await page.goto(`${server.url}${PREFIX}/admin/regras-de-divisao`);
      await page.getByRole('heading', { name: 'Recebedores no provedor de pagamentos' }).waitFor();
      const seller = page.getByLabel('Vendedor de Dr. Pedro Prestador');
      expect(await seller.inputValue()).toBe('seller-dr-pedro');
      await page.getByRole('button', { name: 'Remover vendedor' }).click();
      await page.getByText('Sem vendedor: a clínica paga o repasse por fora.').waitFor();
      await seller.fill('vendedor inválido');
      await page.getByRole('button', { name: 'Salvar vendedor' }).click();
      await page.getByText('Vendedor: use letras, números, hífen ou sublinhado.', { exact: false }).waitFor();
      await seller.fill('seller-dr-pedro');
      await page.getByRole('button', { name: 'Salvar vendedor' }).click();
      await page.getByText('Atual: seller-dr-pedro').waitFor();
      expect(await noOverflow(page)).toBe(true);
      await shot(page, `clinic-split-payees-${width}`);
      await page.context().close();
    });
  }
});
