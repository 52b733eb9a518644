import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInAt, newPage, shot, startServer, WIDTHS } from './harness.ts';

// The clinic's own patient system (spec 2 §7; decisions 158, 185, 194), driven in a browser at a
// phone and a desktop width on the sandbox adapter: the owner (Ana Dona) sets the integration in
// 'Configurações › Sistema integrado'; on a patient's 'Sistema integrado' section she sees the
// system does not know them yet, sends the patient ('Atualizar no sistema integrado') and reads
// the custom fields back; on the patient list she searches the integrated system
// (getPatientFilter) and finds the patient she sent. The sandbox keeps its patients in a table, so
// a second server on the same data agrees (decision 194).

const OWNER = { phone: '11987650002', password: 'dona1234' };
const RECEPTION = { phone: '11987650001', password: 'gerente123' };
const PREFIX = '/p/clinica-bem-estar';
const SHOTS = 'clinic-integration';
// A patient per attempt: a retried journey meets a patient the integrated system does not know yet.
const PATIENTS: Record<(typeof WIDTHS)[number], [string, string]> = {
  390: ['Juliana Ribeiro Cardoso', 'Rodrigo Lima Bastos'],
  1280: ['Carlos Eduardo Menezes', 'Fernanda Alves Pacheco'],
};
const attempts: Record<number, number> = {};

const shotsDir = path.resolve(import.meta.dirname, '..', '.tmp', 'shots', SHOTS);
let server: { url: string; stop(): Promise<void>; logs(): string };
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shotsDir, { recursive: true });
  server = await startServer({ CLINIC_INTEGRATION_PROVIDER: 'sandbox' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function step<T>(page: Page, name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    await shot(page, `${SHOTS}/failed-${name}`).catch(() => {});
    throw error;
  }
}

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function openPatient(page: Page, name: string) {
  await page.goto(`${server.url}${PREFIX}/pacientes`);
  await page.getByRole('heading', { name: 'Pacientes', level: 1 }).waitFor();
  await page.getByLabel('Buscar por nome, CPF ou celular').fill(name);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

describe('the clinic integration in a browser', () => {
  for (const width of WIDTHS) {
    it(`the owner sets the integrated system, sends a patient and finds them there (${width} px)`, async () => {
      const attempt = attempts[width] ?? 0;
      attempts[width] = attempt + 1;
      const patient = PATIENTS[width][attempt % 2 === 0 ? 0 : 1];
      const owner = await newPage(browser, { width });
      await logInAt(owner, server.url, PREFIX, OWNER);

      if (width === WIDTHS[0] && attempt === 0) {
        // No integrated system yet: the patient list offers no search of one.
        const status = owner.waitForResponse((r) => r.url().includes('patients/integration/status'));
        await owner.goto(`${server.url}${PREFIX}/pacientes`);
        expect((await (await status).json()).data).toEqual({ configured: false });
        await owner.getByRole('list', { name: 'Pacientes' }).waitFor();
        expect(await owner.getByRole('button', { name: 'Buscar no sistema integrado' }).count()).toBe(0);
      }
      await step(owner, `settings-${width}`, async () => {
        await owner.goto(`${server.url}${PREFIX}/admin/configuracoes`);
        await owner.getByRole('tab', { name: 'Sistema integrado' }).click();
        await owner.getByRole('heading', { name: 'Sistema integrado', level: 2 }).waitFor();
        await owner.getByLabel('Endereço do sistema integrado').fill('sistema.clinica.exemplo.com.br');
        await owner.getByRole('button', { name: 'Salvar', exact: true }).click();
        await owner.getByText('Informe o endereço do sistema integrado começando com https://.').waitFor();
        await owner.getByLabel('Endereço do sistema integrado').fill('https://sistema.clinica.exemplo.com.br');
        await owner.getByLabel('Chave de acesso').fill('chave-da-clinica');
        await owner.getByRole('button', { name: 'Salvar', exact: true }).click();
        await owner.getByText('Integração salva.').first().waitFor();
        await owner.getByText('Chave salva: ••••nica. Deixe em branco para manter.').waitFor();
        expect(await owner.getByLabel('Chave de acesso').inputValue()).toBe('');
        expect(await noOverflow(owner)).toBe(true);
        await shot(owner, `${SHOTS}/settings-${width}`);
      });

      await step(owner, `patient-${width}`, async () => {
        await openPatient(owner, patient);
        await owner.getByRole('link', { name: 'Sistema integrado' }).click();
        await owner.getByText('O sistema integrado ainda não conhece este paciente.').waitFor();
        await shot(owner, `${SHOTS}/patient-unknown-${width}`);
        await owner.getByRole('button', { name: 'Atualizar no sistema integrado' }).click();
        await owner.getByText('Dados enviados ao sistema integrado.').first().waitFor();
        await owner.getByText('Nome no sistema integrado').waitFor();
        await owner.getByText('Convênio').waitFor();
        expect(await owner.getByText('O sistema integrado ainda não conhece este paciente.').count()).toBe(0);
        expect(await noOverflow(owner)).toBe(true);
        await shot(owner, `${SHOTS}/patient-known-${width}`);
      });

      await step(owner, `search-${width}`, async () => {
        await owner.goto(`${server.url}${PREFIX}/pacientes`);
        await owner.getByRole('heading', { name: 'Pacientes', level: 1 }).waitFor();
        await owner.getByRole('button', { name: 'Buscar no sistema integrado' }).click();
        const panel = owner.getByRole('region', { name: 'Buscar no sistema integrado' });
        await panel.getByLabel('Texto da busca').fill('Ninguém Com Este Nome');
        await panel.getByRole('button', { name: 'Pesquisar' }).click();
        await panel.getByText('Nenhum paciente encontrado no sistema integrado.').waitFor();
        // Accents and case do not matter to a person typing a name.
        const typed = patient.split(' ').slice(0, 2).join(' ').toLowerCase();
        await panel.getByLabel('Texto da busca').fill(typed);
        await panel.getByRole('button', { name: 'Pesquisar' }).click();
        const results = panel.getByRole('list', { name: 'Pacientes no sistema integrado' });
        await results.getByText(patient).waitFor();
        expect(await noOverflow(owner)).toBe(true);
        await shot(owner, `${SHOTS}/search-${width}`);
        await panel.screenshot({ path: path.join(shotsDir, `search-panel-${width}.png`) });
        await results
          .getByRole('listitem')
          .filter({ hasText: patient })
          .getByRole('button', { name: 'Procurar na clínica' })
          .click();
        // The clinic's list now searches by the CPF the integrated system answered: the patient is there.
        // The list keeps the previous answer on screen until the new one arrives, so wait for it to settle.
        expect(await owner.getByLabel('Buscar por nome, CPF ou celular').inputValue()).toMatch(/^\d{11}$/);
        const clinicList = owner.getByRole('list', { name: 'Pacientes', exact: true });
        await expect.poll(() => clinicList.getByRole('listitem').count(), { timeout: 10_000 }).toBe(1);
        await clinicList.getByRole('link', { name: patient }).waitFor();
        await shot(owner, `${SHOTS}/found-here-${width}`);
      });

      await step(owner, `audit-${width}`, async () => {
        await openPatient(owner, patient);
        await owner.getByRole('link', { name: 'Auditoria de acesso' }).click();
        await owner.getByText('Enviou ao sistema integrado').first().waitFor();
        await owner.getByText('Consultou no sistema integrado').first().waitFor();
      });
      await owner.context().close();

      // The reception (a manager, not the owner) has no settings tab for it, but searches the
      // integrated system from the patient list like anyone at the desk.
      const reception = await newPage(browser, { width });
      await logInAt(reception, server.url, PREFIX, RECEPTION);
      await step(reception, `reception-${width}`, async () => {
        await reception.goto(`${server.url}${PREFIX}/admin/configuracoes`);
        await reception.getByRole('heading', { name: 'Configurações', level: 1 }).waitFor();
        expect(await reception.getByRole('tab', { name: 'Sistema integrado' }).count()).toBe(0);
        await reception.goto(`${server.url}${PREFIX}/pacientes`);
        await reception.getByRole('button', { name: 'Buscar no sistema integrado' }).click();
        const panel = reception.getByRole('region', { name: 'Buscar no sistema integrado' });
        await panel.getByLabel('Texto da busca').fill(patient);
        await panel.getByRole('button', { name: 'Pesquisar' }).click();
        await panel.getByRole('list', { name: 'Pacientes no sistema integrado' }).getByText(patient).waitFor();
      });
      await reception.context().close();
    });
  }
});
