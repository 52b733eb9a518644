import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  logInAt,
  newPage,
  noOverflow,
  outboxMark,
  readPin,
  shot,
  shotOnFailure,
  startServer,
  WIDTHS,
} from './harness.ts';

// Forms patients fill in from a link, at a phone and a desktop width: the reception (João Gerente)
// sends a registration link and an anamnesis link to a patient; the anonymous visitor (a new
// browser context) fills both; a second submission is refused with a clear page; the owner (Ana
// Dona) reads the answers on the patient; a new patient with an unknown phone registers at
// /cadastro?phone= and later identifies by an SMS code at /identificar.

const RECEPTION = { phone: '11987650001', password: 'gerente123' };
const OWNER = { phone: '11987650002', password: 'dona1234' };
const PREFIX = '/p/clinica-bem-estar';
const SHOTS = 'patient-links';
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

const step = <T>(page: Page, name: string, run: () => Promise<T>) => shotOnFailure(page, SHOTS, name, run);

async function openPatient(page: Page, name: string) {
  await page.goto(`${server.url}${PREFIX}/pacientes`);
  await page.getByRole('heading', { name: 'Pacientes', level: 1 }).waitFor();
  await page.getByLabel('Buscar por nome, CPF ou celular').fill(name);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/** Creates a link of one kind on the patient's 'Links' section and answers its address (this server's). */
async function makeLink(page: Page, button: string): Promise<string> {
  await page.getByRole('button', { name: button }).click();
  const url = (await page.getByTestId('patient-link-url').textContent()) ?? '';
  expect(url).toMatch(/\/(formulario|anamnese)\/paciente\/[A-Za-z0-9_-]{32}$/);
  await page.getByRole('link', { name: 'Enviar pelo WhatsApp' }).waitFor();
  return `${server.url}${new URL(url).pathname}`;
}

describe('forms patients fill in from a link', () => {
  for (const [index, width] of WIDTHS.entries()) {
    it(`the reception sends links, the visitor fills them once, a new patient registers (${width} px)`, async () => {
      const reception = await newPage(browser, { width });
      await logInAt(reception, server.url, PREFIX, RECEPTION);
      const links = await step(reception, `send-${width}`, async () => {
        await openPatient(reception, PATIENT);
        await reception.getByRole('link', { name: 'Links', exact: true }).click();
        await reception.getByRole('heading', { name: 'Links para o paciente' }).waitFor();
        const dataLink = await makeLink(reception, 'Link de cadastro');
        expect(await noOverflow(reception)).toBe(true);
        await shot(reception, `${SHOTS}/created-${width}`);
        const anamnesisLink = await makeLink(reception, 'Link de anamnese');
        await reception
          .getByText(/Aberto até/)
          .first()
          .waitFor();
        await shot(reception, `${SHOTS}/links-${width}`);
        return { dataLink, anamnesisLink };
      });
      await reception.context().close();

      // The patient, in a browser where nobody is signed in.
      const visitor = await newPage(browser, { width });
      await step(visitor, `patient-form-${width}`, async () => {
        await visitor.goto(links.dataLink);
        await visitor.getByRole('heading', { name: 'Seu cadastro', level: 1 }).waitFor();
        await visitor.getByText('pediu que você confira e atualize seu cadastro').waitFor();
        expect(await visitor.getByLabel('Nome completo').inputValue()).toBe(PATIENT);
        await visitor.getByLabel('Profissão').fill(`Designer ${width}`);
        await visitor.getByRole('button', { name: 'Enviar' }).click();
        // The declaration is required; nothing typed is lost.
        await visitor.getByText('Confirme que as informações são verdadeiras.').first().waitFor();
        expect(await visitor.getByLabel('Profissão').inputValue()).toBe(`Designer ${width}`);
        await visitor.getByLabel('Declaro que as informações acima são verdadeiras.').check();
        expect(await noOverflow(visitor)).toBe(true);
        await shot(visitor, `${SHOTS}/patient-form-${width}`);
        await visitor.getByRole('button', { name: 'Enviar' }).click();
        await visitor.getByRole('heading', { name: 'Recebemos suas informações' }).waitFor();
        // A second time the link says it was used.
        await visitor.goto(links.dataLink);
        await visitor.getByRole('heading', { name: 'Link indisponível' }).waitFor();
        await visitor.getByText('Este link já foi usado.').waitFor();
        await shot(visitor, `${SHOTS}/used-${width}`);
      });
      await step(visitor, `anamnesis-form-${width}`, async () => {
        await visitor.goto(links.anamnesisLink);
        await visitor.getByRole('heading', { name: 'Sua ficha de anamnese' }).waitFor();
        await visitor.getByRole('button', { name: 'Enviar' }).click();
        await visitor.getByText('Confira as perguntas marcadas.').waitFor();
        const answer = (question: string, option: string) =>
          visitor.getByLabel(`${question} *`).selectOption({ label: option });
        await answer('Está em tratamento médico atualmente?', 'Não');
        await answer('Usa algum medicamento de forma contínua?', 'Sim');
        await visitor.getByLabel('Detalhes').fill('Levotiroxina 50 mcg');
        await answer('Tem alergia a medicamentos, alimentos, cosméticos, látex ou anestésicos?', 'Não');
        await answer('Usa anticoagulante, AAS ou outro medicamento que afina o sangue?', 'Não');
        await answer('Já fez alguma cirurgia?', 'Não');
        await answer('Já fez procedimentos estéticos (toxina botulínica, preenchimento, peeling, laser)?', 'Não');
        await answer('Está grávida ou pode estar?', 'Não');
        await visitor.getByLabel('Problema de tireoide').check();
        await visitor.getByLabel('Declaro que as informações acima são verdadeiras.').check();
        expect(await noOverflow(visitor)).toBe(true);
        await shot(visitor, `${SHOTS}/anamnesis-form-${width}`);
        await visitor.getByRole('button', { name: 'Enviar' }).click();
        await visitor.getByRole('heading', { name: 'Recebemos suas informações' }).waitFor();
        await visitor.goto(links.anamnesisLink);
        await visitor.getByText('Este link já foi usado.').waitFor();
      });
      await visitor.context().close();

      const owner = await newPage(browser, { width });
      await logInAt(owner, server.url, PREFIX, OWNER);
      await step(owner, `answers-${width}`, async () => {
        await openPatient(owner, PATIENT);
        await owner.getByText(`Designer ${width}`).waitFor();
        await owner.getByRole('link', { name: 'Anamnese', exact: true }).click();
        await owner.getByRole('heading', { name: 'Anamnese', level: 1 }).waitFor();
        const current = owner.getByRole('region', { name: 'Anamnese atual' });
        await current.getByText(/Respondida pelo paciente \(link\) em/).waitFor();
        await current.getByText('Sim — Levotiroxina 50 mcg').waitFor();
        await current.getByText('Problema de tireoide').waitFor();
        expect(await noOverflow(owner)).toBe(true);
        await shot(owner, `${SHOTS}/anamnesis-${width}`);
        await owner.getByRole('link', { name: 'Voltar ao paciente' }).click();
        await owner.getByRole('link', { name: 'Auditoria de acesso' }).click();
        await owner.getByRole('table').getByRole('row').filter({ hasText: 'Link do paciente' }).first().waitFor();
        await shot(owner, `${SHOTS}/audit-${width}`);
      });
      await owner.context().close();

      // A new patient with an unknown phone is sent from the login to /cadastro?phone=.
      const newcomer = await newPage(browser, { width });
      const phone = `1197${String(Date.now() % 1_000_000).padStart(6, '0')}${index}`.slice(0, 11);
      await step(newcomer, `register-${width}`, async () => {
        await newcomer.goto(`${server.url}${PREFIX}/entrar`);
        await newcomer.getByLabel('Celular').fill(phone);
        await newcomer.getByRole('button', { name: 'Continuar' }).click();
        await newcomer.getByRole('button', { name: 'Criar conta' }).click();
        await newcomer.waitForURL(
          (url) => url.pathname.endsWith('/cadastro') && url.searchParams.get('phone') === phone,
        );
        await newcomer.getByRole('heading', { name: 'Criar conta', level: 1 }).waitFor();
        await newcomer.getByLabel('Nome completo').fill(`Paulo Cadastro ${width}`);
        await newcomer.getByLabel('CPF (opcional)').fill('123.456.789-00');
        await newcomer.getByLabel('Senha', { exact: true }).fill('segredo1');
        await newcomer.getByLabel('Repita a senha').fill('segredo1');
        await newcomer.getByRole('button', { name: 'Criar conta' }).click();
        await newcomer.getByText('CPF inválido').waitFor();
        expect(await newcomer.getByLabel('Nome completo').inputValue()).toBe(`Paulo Cadastro ${width}`);
        await newcomer.getByLabel('CPF (opcional)').fill('');
        expect(await noOverflow(newcomer)).toBe(true);
        await shot(newcomer, `${SHOTS}/register-${width}`);
        await newcomer.getByRole('button', { name: 'Criar conta' }).click();
        await newcomer.getByLabel('Código').fill(await readPin(server.url, phone));
        await newcomer.getByRole('button', { name: 'Confirmar' }).click();
        await newcomer.getByLabel('Código').waitFor({ state: 'hidden' });
        await shot(newcomer, `${SHOTS}/registered-${width}`);
      });
      await newcomer.context().close();

      // Later, on another device, the patient identifies by an SMS code at /identificar.
      const identify = await newPage(browser, { width });
      await step(identify, `identify-${width}`, async () => {
        await identify.goto(`${server.url}${PREFIX}/identificar`);
        await identify.getByRole('heading', { name: 'Identifique-se', level: 1 }).waitFor();
        await identify.getByLabel('Celular').fill('11900000000');
        await identify.getByRole('button', { name: 'Enviar código' }).click();
        await identify.getByText('Este número ainda não tem cadastro.').waitFor();
        await identify.getByRole('link', { name: 'Criar conta' }).waitFor();
        await identify.getByLabel('Celular').fill(phone);
        const asked = await outboxMark(server.url, phone);
        await identify.getByRole('button', { name: 'Enviar código' }).click();
        await identify.getByLabel('Código').fill(await readPin(server.url, phone, asked));
        expect(await noOverflow(identify)).toBe(true);
        await shot(identify, `${SHOTS}/identify-${width}`);
        await identify.getByRole('button', { name: 'Confirmar' }).click();
        await identify.waitForURL((url) => !url.pathname.endsWith('/identificar'));
      });
      await identify.context().close();
    }, 240_000);
  }
});
