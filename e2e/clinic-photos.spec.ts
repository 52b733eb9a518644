import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInAt, newPage, shot, shotOnFailure, startServer, WIDTHS } from './harness.ts';

// Before/after photos at a phone and a desktop width: Dr. Pedro records the patient's image
// consent, uploads a before/after pair, compares it and shares the result by link; an anonymous
// visitor opens the link; the owner (Ana Dona) reads every step in the access audit.

const PEDRO = { phone: '11987650003', password: 'prestador123' };
const OWNER = { phone: '11987650002', password: 'dona1234' };
const PREFIX = '/p/clinica-bem-estar';
const SHOTS = 'photos';
const PATIENT: Record<(typeof WIDTHS)[number], string> = {
  390: 'Rodrigo Lima Bastos',
  1280: 'Thiago Rocha Moreira',
};

let server: { url: string; stop(): Promise<void>; logs(): string };
let browser: Browser;

beforeAll(async () => {
  mkdirSync(path.resolve(import.meta.dirname, '..', '.tmp', 'shots', SHOTS), { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const step = <T>(page: Page, name: string, run: () => Promise<T>) => shotOnFailure(page, SHOTS, name, run);

/** True when nothing is wider than the window; otherwise the elements that stick out (to say which). */
const noOverflow = async (page: Page) => {
  const wide = await page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth
      ? []
      : [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
          .slice(0, 5)
          .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
  );
  if (wide.length > 0) console.error('overflow:', wide.join(' | '));
  return wide.length === 0;
};
/** Every <img> of the page has loaded (the signed URLs answered). */
const imagesLoaded = (page: Page) =>
  page.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));

async function openPatient(page: Page, name: string) {
  await page.goto(`${server.url}${PREFIX}/pacientes`);
  await page.getByRole('heading', { name: 'Pacientes', level: 1 }).waitFor();
  await page.getByLabel('Buscar por nome, CPF ou celular').fill(name);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

const picture = (color: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

describe('clinic before/after photos and the shared result', () => {
  for (const width of WIDTHS) {
    it(`Dr. Pedro uploads and shares with the image consent; the link opens; the owner reads the audit (${width} px)`, async () => {
      const name = PATIENT[width];
      const pedro = await newPage(browser, { width });
      await logInAt(pedro, server.url, PREFIX, PEDRO);
      const link = await step(pedro, `upload-${width}`, async () => {
        await openPatient(pedro, name);
        await pedro.getByRole('link', { name: 'Prontuário', exact: true }).click();
        await pedro.getByRole('link', { name: 'Adicionar fotos' }).click();
        // Nothing chosen: each missing field says so, and what was typed stays.
        await pedro.getByLabel('Procedimento', { exact: true }).fill('Laser para melasma');
        await pedro.getByRole('button', { name: 'Enviar fotos' }).click();
        await pedro.getByText('Escolha uma foto.').first().waitFor();
        expect(await pedro.getByLabel('Procedimento', { exact: true }).inputValue()).toBe('Laser para melasma');
        await pedro.getByLabel('Antes', { exact: true }).setInputFiles({
          name: 'antes.jpg',
          mimeType: 'image/jpeg',
          buffer: await picture('#b9826b'),
        });
        await pedro.getByLabel('Depois', { exact: true }).setInputFiles({
          name: 'depois.jpg',
          mimeType: 'image/jpeg',
          buffer: await picture('#d8a98f'),
        });
        await pedro.getByLabel('Região').fill('Face, região malar');
        expect(await noOverflow(pedro)).toBe(true);
        await shot(pedro, `${SHOTS}/upload-${width}`);
        await pedro.getByRole('button', { name: 'Enviar fotos' }).click();
        await pedro.getByRole('heading', { name: 'Laser para melasma' }).waitFor();
        await pedro.getByRole('figure').first().waitFor();
        await pedro.waitForFunction(() => [...document.images].every((i) => i.complete && i.naturalWidth > 0));
        // Without the image consent the result cannot be shared.
        await pedro.getByText('O paciente ainda não consentiu o uso de imagem').waitFor();
        expect(await noOverflow(pedro)).toBe(true);
        await shot(pedro, `${SHOTS}/compare-${width}`);
        const photoUrl = pedro.url();
        await pedro.getByRole('link', { name: 'Consentimentos' }).last().click();
        const image = pedro.getByRole('article', { name: 'Uso de imagem (antes e depois)' });
        await image.getByRole('button', { name: 'Registrar consentimento' }).click();
        await image.getByText(/Consentido em/).waitFor();
        await pedro.goto(photoUrl);
        await pedro.getByRole('button', { name: 'Deslizar' }).click();
        await pedro.getByLabel('Mostrar mais de antes ou de depois').waitFor();
        await pedro.getByRole('button', { name: 'Criar link' }).click();
        await pedro.getByText('Campo obrigatório').waitFor();
        await pedro.getByLabel('Especialidade').fill('Dermatologia');
        await pedro.getByRole('button', { name: 'Criar link' }).click();
        await pedro.getByText('Link pronto para enviar:').waitFor();
        await pedro.getByRole('button', { name: 'Revogar' }).waitFor();
        expect(await noOverflow(pedro)).toBe(true);
        await shot(pedro, `${SHOTS}/shared-${width}`);
        const href = await pedro.getByRole('link', { name: /resultado-procedimento\/fotos\// }).getAttribute('href');
        // The timeline lists the pair; the chips filter it.
        await pedro.goto(photoUrl.replace(/\/foto\/[^/]+$/, '/prontuario'));
        await pedro.getByRole('button', { name: 'Fotos' }).click();
        await pedro.getByRole('link', { name: 'Laser para melasma' }).waitFor();
        await shot(pedro, `${SHOTS}/timeline-${width}`);
        // The whole record for portability: one PDF through a signed link, and JSON.
        await pedro.getByRole('link', { name: 'Exportar prontuário' }).click();
        await pedro.getByRole('button', { name: 'Exportar prontuário' }).click();
        const pdf = await pedro.getByRole('link', { name: 'Baixar PDF' }).getAttribute('href');
        await pedro.getByRole('link', { name: 'Baixar JSON' }).waitFor();
        const answer = await pedro.request.get(`${server.url}${pdf}`);
        expect(answer.status()).toBe(200);
        expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
        expect(await noOverflow(pedro)).toBe(true);
        await shot(pedro, `${SHOTS}/export-${width}`);
        // A seeded patient's lab report previews in the page; her plan marks a session done.
        await openPatient(pedro, 'Aline Souza Carvalho');
        await pedro.getByRole('link', { name: 'Prontuário', exact: true }).click();
        await pedro.getByRole('button', { name: 'Arquivos' }).click();
        await pedro.getByRole('link', { name: 'Hemograma completo' }).click();
        await pedro.locator('iframe[title="Hemograma completo"]').waitFor();
        expect(await noOverflow(pedro)).toBe(true);
        await shot(pedro, `${SHOTS}/file-${width}`);
        await pedro.getByRole('link', { name: '← Prontuário' }).click();
        await pedro.getByRole('link', { name: 'Planos de aplicação' }).click();
        const plan = pedro.getByRole('article', { name: 'Toxina botulínica' });
        await plan.getByLabel(/^Sessão 2 · /).selectOption('done');
        await plan
          .getByText(/2 de 3|Em andamento/)
          .first()
          .waitFor();
        expect(await noOverflow(pedro)).toBe(true);
        await shot(pedro, `${SHOTS}/plans-${width}`);
        return href as string;
      });
      await pedro.context().close();

      const visitor = await newPage(browser, { width });
      await step(visitor, `result-${width}`, async () => {
        await visitor.goto(link);
        await visitor.getByRole('heading', { name: 'Laser para melasma', level: 1 }).waitFor();
        await visitor.getByText('Dermatologia').waitFor();
        await visitor.waitForFunction(() => [...document.images].every((i) => i.complete && i.naturalWidth > 0));
        expect(await imagesLoaded(visitor)).toBe(true);
        expect(await visitor.getByText(name).count()).toBe(0);
        expect(await noOverflow(visitor)).toBe(true);
        await shot(visitor, `${SHOTS}/result-${width}`);
      });
      await visitor.context().close();

      const owner = await newPage(browser, { width });
      await logInAt(owner, server.url, PREFIX, OWNER);
      await step(owner, `audit-${width}`, async () => {
        await openPatient(owner, name);
        await owner.getByRole('link', { name: 'Auditoria de acesso' }).click();
        const table = owner.getByRole('table');
        await table.waitFor();
        for (const [who, what] of [
          ['Dr. Pedro Prestador', 'Enviou fotos de antes e depois'],
          ['Dr. Pedro Prestador', 'Abriu fotos de antes e depois'],
          ['Dr. Pedro Prestador', 'Viu uma foto'],
          ['Dr. Pedro Prestador', 'Registrou consentimento'],
          ['Dr. Pedro Prestador', 'Compartilhou um resultado'],
          ['Link do paciente', 'Resultado aberto pelo link'],
          ['Link do paciente', 'Viu uma foto'],
          ['Dr. Pedro Prestador', 'Exportou o prontuário'],
        ]) {
          await table.getByRole('row').filter({ hasText: who }).filter({ hasText: what }).first().waitFor();
        }
        expect(await noOverflow(owner)).toBe(true);
        await shot(owner, `${SHOTS}/audit-${width}`);
      });
      await owner.context().close();
    }, 240_000);
  }
});
