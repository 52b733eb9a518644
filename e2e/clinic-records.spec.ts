import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { validateCpfCnpj } from '@app/domain/users/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  launchBrowser,
  logInAt,
  newPage,
  noOverflow,
  shot,
  shotOnFailure,
  startServer,
  WIDTHS,
} from './harness.ts';

// Surgeries, procedures and the patient import at a phone and a desktop width: Dr. Pedro opens one
// of his patients, signs a surgery and a procedure and finds each in the timeline through its
// filter; the reception imports a small CSV of patients, sees the bad row before importing, and the
// good ones are created.

const RECEPTION = { phone: '11987650001', password: 'gerente123' };
const PEDRO = { phone: '11987650003', password: 'prestador123' };
const PREFIX = '/p/clinica-bem-estar';
const SHOTS = 'records';
const PATIENT = 'Juliana Ribeiro Cardoso';

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

function cpfFrom(base: string): string {
  for (let n = 0; n < 100; n++) {
    const cpf = `${base}${String(n).padStart(2, '0')}`;
    if (validateCpfCnpj(cpf) === null) return cpf;
  }
  throw new Error('no CPF');
}

const step = <T>(page: Page, name: string, run: () => Promise<T>) => shotOnFailure(page, SHOTS, name, run);

describe('surgeries, procedures and the patient import', () => {
  for (const width of WIDTHS) {
    it(`Dr. Pedro signs a surgery and a procedure, the reception imports patients (${width} px)`, async () => {
      const pedro = await newPage(browser, { width });
      await logInAt(pedro, server.url, PREFIX, PEDRO);
      await step(pedro, `surgery-${width}`, async () => {
        await pedro.goto(`${server.url}${PREFIX}/pacientes`);
        await pedro.getByLabel('Buscar por nome, CPF ou celular').fill(PATIENT);
        await pedro.getByRole('button', { name: 'Buscar' }).click();
        await pedro.getByRole('link', { name: PATIENT }).click();
        await pedro.getByRole('heading', { name: PATIENT, level: 1 }).waitFor();
        await pedro.getByRole('link', { name: 'Nova cirurgia' }).click();
        await pedro.getByRole('heading', { name: 'Nova cirurgia', level: 1 }).waitFor();
        // Missing fields are named before anything is sent; what was typed stays.
        await pedro.getByLabel('Tipo de cirurgia').fill('Exérese de lipoma');
        await pedro.getByRole('button', { name: 'Assinar e salvar' }).click();
        await pedro.getByText('Informe o local da cirurgia.').waitFor();
        expect(await pedro.getByLabel('Tipo de cirurgia').inputValue()).toBe('Exérese de lipoma');
        await pedro.getByLabel('Local', { exact: true }).fill(`Sala de procedimentos ${width}`);
        await pedro.getByLabel('Observações').fill('Anestesia local. Lipoma de 3 cm em dorso, removido íntegro.');
        expect(await noOverflow(pedro)).toBe(true);
        await shot(pedro, `${SHOTS}/surgery-new-${width}`);
        await pedro.getByRole('button', { name: 'Assinar e salvar' }).click();
        await pedro.getByText('Assinado por Dr. Pedro Prestador em').waitFor();
        await pedro.getByText(`Sala de procedimentos ${width}`).waitFor();
        expect(await noOverflow(pedro)).toBe(true);
        await shot(pedro, `${SHOTS}/surgery-view-${width}`);
      });
      await step(pedro, `procedure-${width}`, async () => {
        await pedro.getByRole('link', { name: 'Novo procedimento' }).click();
        await pedro.getByRole('heading', { name: 'Novo procedimento', level: 1 }).waitFor();
        await pedro.getByLabel('Tipo de procedimento').fill('Toxina botulínica');
        await pedro.getByLabel('Região').fill(`Glabela ${width}`);
        await pedro.getByLabel('Produto', { exact: true }).fill('Dysport 300U');
        await pedro.getByLabel('Lote').fill('T81245');
        await pedro.getByLabel('Quantidade').fill('abc');
        await pedro.getByRole('button', { name: 'Assinar e salvar' }).click();
        await pedro.getByText('Quantidade: informe um número, como 20 ou 1,5.').waitFor();
        await pedro.getByLabel('Quantidade').fill('50');
        await pedro.getByLabel('Unidade').selectOption({ label: 'U' });
        expect(await noOverflow(pedro)).toBe(true);
        await shot(pedro, `${SHOTS}/procedure-new-${width}`);
        await pedro.getByRole('button', { name: 'Assinar e salvar' }).click();
        await pedro.getByText('T81245').waitFor();
        await pedro.getByText('50 U').waitFor();
        await shot(pedro, `${SHOTS}/procedure-view-${width}`);
      });
      await step(pedro, `timeline-${width}`, async () => {
        await pedro.getByRole('link', { name: 'Prontuário' }).first().click();
        const timeline = pedro.getByRole('list').filter({ hasText: 'por Dr. Pedro Prestador' });
        await timeline.getByText(`Toxina botulínica · Glabela ${width}`).waitFor();
        await pedro.getByRole('button', { name: 'Cirurgias', exact: true }).click();
        await timeline.getByText(`Exérese de lipoma · Sala de procedimentos ${width}`).waitFor();
        expect(await timeline.getByText(`Toxina botulínica · Glabela ${width}`).count()).toBe(0);
        expect(await timeline.getByText('Consulta', { exact: false }).count()).toBe(0);
        await shot(pedro, `${SHOTS}/timeline-surgeries-${width}`);
        await pedro.getByRole('button', { name: 'Procedimentos', exact: true }).click();
        await timeline.getByText(`Toxina botulínica · Glabela ${width}`).waitFor();
        expect(await timeline.getByText('Exérese de lipoma').count()).toBe(0);
        await pedro.getByRole('button', { name: 'Tudo', exact: true }).click();
        await timeline.getByText('Exérese de lipoma', { exact: false }).first().waitFor();
        expect(await noOverflow(pedro)).toBe(true);
        await shot(pedro, `${SHOTS}/timeline-all-${width}`);
      });
      await step(pedro, `procedure-import-${width}`, async () => {
        // The patient's CPF as the view shows it; procedures are imported by CPF (decision 185).
        await pedro.getByRole('link', { name: 'Dados' }).click();
        const cpf = (
          await pedro
            .getByText(/\d{3}\.\d{3}\.\d{3}-\d{2}/)
            .first()
            .textContent()
        )?.match(/\d{3}\.\d{3}\.\d{3}-\d{2}/)?.[0];
        expect(cpf).toBeTruthy();
        const csv = [
          'CPF;Procedimento;Data;Hora;Região;Lote;Quantidade;Unidade',
          `${cpf};Skinbooster;10/03/2025;9h30;Face ${width};SB${width};2;ml`,
          `${cpfFrom(`${width === 390 ? '612' : '613'}204303`)};Laser;11/03/2025;10:00;Face;;;`,
        ].join('\n');
        await pedro.goto(`${server.url}${PREFIX}/pacientes`);
        await pedro.getByRole('link', { name: 'Importar procedimentos' }).click();
        await pedro.getByRole('heading', { name: 'Importar procedimentos', level: 1 }).waitFor();
        await pedro.getByLabel('Arquivo CSV ou XLSX').setInputFiles({
          name: 'procedimentos.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(csv),
        });
        await pedro.getByText('2 linha(s) · 1 pronta(s) para importar · 1 com erro').waitFor();
        await pedro.getByText(/Linha 3: .*Nenhum paciente seu com este CPF\/CNPJ\./).waitFor();
        expect(await noOverflow(pedro)).toBe(true);
        await shot(pedro, `${SHOTS}/procedure-import-preview-${width}`);
        await pedro.getByRole('button', { name: 'Importar 1 procedimento(s)' }).click();
        await pedro.getByText('Procedimentos importados: 1').waitFor();
      });
      await step(pedro, `from-agenda-${width}`, async () => {
        // A booking of Dr. Pedro's agenda opens its patient in the schedule context (decision 183).
        const api = await apiAs(server.url, 'clinica-bem-estar', PEDRO);
        const { attendancies } = await api.call('attendancies/scheduledList', {});
        expect(attendancies.length).toBeGreaterThan(0);
        let opened = false;
        for (const booking of attendancies.slice(0, 5)) {
          const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
            new Date(booking.starts_at),
          );
          await pedro.goto(`${server.url}${PREFIX}/agendamento/${booking._id}?dia=${day}`);
          await pedro.getByRole('heading', { name: 'Agendamento', level: 1 }).waitFor();
          const open = pedro.getByRole('link', { name: 'Abrir paciente' });
          await open
            .or(pedro.getByRole('link', { name: 'Cadastrar paciente' }))
            .first()
            .waitFor();
          if ((await open.count()) === 0) continue;
          await shot(pedro, `${SHOTS}/booking-patient-${width}`);
          await open.click();
          await pedro.waitForURL((url) => url.pathname.includes(`/agendamento/${booking._id}/${day}/paciente/`));
          await pedro.getByRole('link', { name: '← Voltar ao agendamento' }).waitFor();
          expect(await noOverflow(pedro)).toBe(true);
          await shot(pedro, `${SHOTS}/patient-from-agenda-${width}`);
          await pedro.getByRole('link', { name: '← Voltar ao agendamento' }).click();
          await pedro.getByRole('heading', { name: 'Agendamento', level: 1 }).waitFor();
          opened = true;
          break;
        }
        expect(opened).toBe(true);
      });
      await pedro.context().close();

      const patient = await newPage(browser, { width });
      await logInAt(patient, server.url, PREFIX, { phone: '11987654321', password: 'cliente123' });
      await step(patient, `my-audit-${width}`, async () => {
        // The demo customer is one of Dr. Pedro's patients: she reads who accessed her data.
        await patient.goto(`${server.url}${PREFIX}/minha-conta`);
        await patient.getByRole('link', { name: 'Acessos aos meus dados de paciente' }).click();
        await patient.getByRole('heading', { name: 'Acessos aos meus dados de paciente', level: 1 }).waitFor();
        await patient.getByRole('listitem').first().waitFor();
        expect(await noOverflow(patient)).toBe(true);
        await shot(patient, `${SHOTS}/my-audit-${width}`);
      });
      await patient.context().close();

      const reception = await newPage(browser, { width });
      await logInAt(reception, server.url, PREFIX, RECEPTION);
      await step(reception, `import-${width}`, async () => {
        const base = width === 390 ? '610' : '611';
        const csv = [
          'Nome completo;CPF;Data de nascimento;Celular;Sexo',
          `Rosa Amaral ${width};${cpfFrom(`${base}204301`)};12/08/1975;(11) 98123-4501;Feminino`,
          `Tiago Prates ${width};${cpfFrom(`${base}204302`)};03/01/1990;11981234502;Masculino`,
          `Sem Documento ${width};123.456.789-00;01/01/1980;;`,
        ].join('\n');
        await reception.goto(`${server.url}${PREFIX}/pacientes`);
        await reception.getByRole('link', { name: 'Importar pacientes' }).click();
        await reception.getByRole('heading', { name: 'Importar pacientes', level: 1 }).waitFor();
        await shot(reception, `${SHOTS}/import-choose-${width}`);
        await reception.getByLabel('Arquivo CSV ou XLSX').setInputFiles({
          name: 'pacientes.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(csv),
        });
        await reception.getByText('3 linha(s) · 2 pronta(s) para importar · 1 com erro').waitFor();
        await reception.getByText(/Linha 4: CPF\/CNPJ: .*CPF inválido/).waitFor();
        expect(await noOverflow(reception)).toBe(true);
        await shot(reception, `${SHOTS}/import-preview-${width}`);
        await reception.getByRole('button', { name: 'Importar 2 paciente(s)' }).click();
        await reception.getByText('Pacientes importados: 2').waitFor();
        await shot(reception, `${SHOTS}/import-done-${width}`);
        await reception.goto(`${server.url}${PREFIX}/pacientes`);
        await reception.getByLabel('Buscar por nome, CPF ou celular').fill(`Rosa Amaral ${width}`);
        await reception.getByRole('button', { name: 'Buscar' }).click();
        await reception.getByRole('link', { name: `Rosa Amaral ${width}` }).waitFor();
      });
      await reception.context().close();
    }, 180_000);
  }
});
