import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { validateCpfCnpj } from '@app/domain/users/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInAt, newPage, noOverflow, shot, shotOnFailure, startServer, WIDTHS } from './harness.ts';

// Patients and the signed record at a phone and a desktop width: the reception (João Gerente)
// registers a patient of Dr. Pedro with the image consent, Dr. Pedro opens the patient, writes a
// consultation and corrects it with an addendum, and the owner (Ana Dona) reads who touched the
// patient's data in the access audit.

const RECEPTION = { phone: '11987650001', password: 'gerente123' };
const PEDRO = { phone: '11987650003', password: 'prestador123' };
const OWNER = { phone: '11987650002', password: 'dona1234' };
const PREFIX = '/p/clinica-bem-estar';
const SHOTS = 'patients';

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

/** A valid CPF from nine digits (the check digits the product's own rule accepts). */
function cpfFrom(base: string): string {
  for (let n = 0; n < 100; n++) {
    const cpf = `${base}${String(n).padStart(2, '0')}`;
    if (validateCpfCnpj(cpf) === null) return cpf;
  }
  throw new Error('no CPF');
}

const step = <T>(page: Page, name: string, run: () => Promise<T>) => shotOnFailure(page, SHOTS, name, run);

async function openPatient(page: Page, name: string) {
  await page.goto(`${server.url}${PREFIX}/pacientes`);
  await page.getByRole('heading', { name: 'Pacientes', level: 1 }).waitFor();
  await page.getByLabel('Buscar por nome, CPF ou celular').fill(name);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

describe('clinic patients and the signed record', () => {
  for (const width of WIDTHS) {
    it(`reception registers, Dr. Pedro writes, the owner reads the audit (${width} px)`, async () => {
      const name = `Helena Duarte Moraes ${width}`;
      const cpf = cpfFrom(width === 390 ? '731845209' : '731845210');

      const reception = await newPage(browser, { width });
      await logInAt(reception, server.url, PREFIX, RECEPTION);
      await step(reception, `new-${width}`, async () => {
        // Staff of a clinic reach the patients from the menu.
        await reception.getByRole('button', { name: 'Abrir menu' }).click();
        await reception.getByRole('link', { name: 'Pacientes' }).click();
        await reception.getByRole('heading', { name: 'Pacientes', level: 1 }).waitFor();
        await reception.getByText('Juliana Ribeiro Cardoso').waitFor();
        expect(await noOverflow(reception)).toBe(true);
        await shot(reception, `${SHOTS}/list-${width}`);
        await reception.getByRole('link', { name: 'Novo paciente' }).click();
        await reception.getByRole('heading', { name: 'Novo paciente', level: 1 }).waitFor();
        await reception.getByLabel('Nome completo').fill(name);
        // A wrong CPF is refused under the field with the spec's words and stays as typed.
        await reception.getByLabel('CPF/CNPJ').fill('123.456.789-00');
        await reception.getByLabel('Data de nascimento').fill('1984-09-18');
        await reception.getByRole('button', { name: 'Salvar paciente' }).click();
        await reception.getByText('CPF inválido').waitFor();
        expect(await reception.getByLabel('CPF/CNPJ').inputValue()).toBe('123.456.789-00');
        await reception.getByLabel('CPF/CNPJ').fill(cpf);
        await reception.getByLabel('Celular', { exact: true }).fill('11976543210');
        await reception.getByLabel('Profissão').fill('Fotógrafa');
        await reception.getByLabel('Estado civil').selectOption({ label: 'Casado(a)' });
        await reception.getByLabel('Tipo sanguíneo').selectOption('A+');
        await reception.getByLabel('Dr. Pedro Henrique Albuquerque Prestes').check();
        expect(await noOverflow(reception)).toBe(true);
        await shot(reception, `${SHOTS}/new-${width}`);
        await reception.getByRole('button', { name: 'Salvar paciente' }).click();
        await reception.getByRole('heading', { name, level: 1 }).waitFor();
        await reception.getByText('Fotógrafa').waitFor();
        expect(await noOverflow(reception)).toBe(true);
        await shot(reception, `${SHOTS}/view-${width}`);
        // The image consent (CFM 2.336/2023), with its text version.
        await reception.getByRole('link', { name: 'Consentimentos' }).click();
        const image = reception.getByRole('article', { name: 'Uso de imagem (antes e depois)' });
        await image.getByRole('button', { name: 'Registrar consentimento' }).click();
        await image.getByText(/Consentido em .* \(versão 2026-11-27, registrado por João Gerente\)/).waitFor();
        await shot(reception, `${SHOTS}/consents-${width}`);
        // The reception does not read the clinical record.
        await reception.getByRole('link', { name: 'Prontuário' }).click();
        await reception.getByText('O conteúdo clínico do prontuário é visto só pelos profissionais').waitFor();
      });
      await reception.context().close();

      const pedro = await newPage(browser, { width });
      await logInAt(pedro, server.url, PREFIX, PEDRO);
      await step(pedro, `record-${width}`, async () => {
        await openPatient(pedro, name);
        await pedro.getByRole('link', { name: 'Nova consulta' }).click();
        await pedro.getByRole('heading', { name: 'Nova consulta', level: 1 }).waitFor();
        await pedro.getByRole('button', { name: 'Assinar e salvar' }).click();
        await pedro.getByText('Campo obrigatório').waitFor();
        await pedro.getByLabel('Queixa principal').fill('Manchas escuras na face');
        await pedro.getByLabel('História da doença atual').fill('Surgiram há 1 ano, pioram com sol.');
        await pedro.getByLabel('Evolução').fill('Melasma epidérmico.');
        await pedro.getByLabel('Conduta').fill('Filtro solar FPS 30.');
        expect(await noOverflow(pedro)).toBe(true);
        await shot(pedro, `${SHOTS}/record-new-${width}`);
        await pedro.getByRole('button', { name: 'Assinar e salvar' }).click();
        await pedro.getByText('Assinado por Dr. Pedro Prestador em').waitFor();
        // A correction is an addendum; the signed text stays as it was.
        await pedro.getByRole('link', { name: 'Escrever adendo' }).click();
        await pedro.getByText('Um registro assinado não muda').waitFor();
        await pedro.getByLabel('Queixa principal').fill('Correção da conduta');
        await pedro.getByLabel('Conduta').fill('Filtro solar FPS 50 com cor.');
        await pedro.getByRole('button', { name: 'Assinar e salvar' }).click();
        await pedro.getByRole('heading', { name: 'Adendos' }).waitFor();
        await pedro.getByText('Filtro solar FPS 30.').waitFor();
        await pedro.getByText('Filtro solar FPS 50 com cor.').waitFor();
        expect(await noOverflow(pedro)).toBe(true);
        await shot(pedro, `${SHOTS}/record-view-${width}`);
        await pedro.getByRole('link', { name: 'Prontuário' }).first().click();
        await pedro.getByText('1 adendo(s)').waitFor();
        await shot(pedro, `${SHOTS}/timeline-${width}`);
      });
      await pedro.context().close();

      const owner = await newPage(browser, { width });
      await logInAt(owner, server.url, PREFIX, OWNER);
      await step(owner, `audit-${width}`, async () => {
        await openPatient(owner, name);
        await owner.getByRole('link', { name: 'Auditoria de acesso' }).click();
        const table = owner.getByRole('table');
        await table.waitFor();
        for (const [who, what] of [
          ['João Gerente', 'Cadastrou'],
          ['João Gerente', 'Registrou consentimento'],
          ['Dr. Pedro Prestador', 'Escreveu uma consulta'],
          ['Dr. Pedro Prestador', 'Escreveu um adendo'],
          ['Dr. Pedro Prestador', 'Leu um registro do prontuário'],
          ['Ana Dona', 'Abriu o cadastro'],
        ]) {
          await table.getByRole('row').filter({ hasText: who }).filter({ hasText: what }).first().waitFor();
        }
        expect(await noOverflow(owner)).toBe(true);
        await shot(owner, `${SHOTS}/audit-${width}`);
      });
      await owner.context().close();
    }, 180_000);
  }
});
