import { mkdirSync } from 'node:fs';
import path from 'node:path';
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

// The clinic's CRM lists at a phone and a desktop width: Ana Dona (the owner) creates a contact
// type and a campaign that names it (a duplicate name is refused under its field and kept as
// typed), edits and deletes the campaign after confirming, and records a patient's origin with a
// publicity block on the patient's 'Origem e contato' tab.

const OWNER = { phone: '11987650002', password: 'dona1234' };
const SLUG = 'clinica-bem-estar';
const PREFIX = `/p/${SLUG}`;
const SHOTS = 'clinic-crm-lists';

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

/** The owner's API session, to find a patient and read back what the screens saved. */
const ownerClient = () => apiAs(server.url, SLUG, OWNER);

describe('clinic CRM lists', () => {
  for (const width of WIDTHS) {
    it(`the owner manages contact types and campaigns, and a patient's origin (${width} px)`, async () => {
      const page = await newPage(browser, { width });
      await logInAt(page, server.url, PREFIX, OWNER);
      const type = `Telegram ${width}`;
      const campaign = `Black Friday Peeling ${width}`;

      await step(page, `contact-types-${width}`, async () => {
        await page.goto(`${server.url}${PREFIX}/admin`);
        await page.getByRole('link', { name: 'Listas do CRM' }).click();
        await page.getByRole('heading', { name: 'Campanhas', level: 1 }).waitFor();
        await page.getByRole('listitem', { name: 'Instagram Harmonização Novembro' }).waitFor();
        await page
          .getByRole('navigation', { name: 'Listas do CRM' })
          .getByRole('link', { name: 'Tipos de contato' })
          .click();
        await page.getByRole('heading', { name: 'Tipos de contato', level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Novo tipo de contato' }).click();
        const form = page.getByRole('form', { name: 'Novo tipo de contato' });
        await form.getByLabel('Nome').fill('whatsapp');
        await form.getByRole('button', { name: 'Salvar' }).click();
        await form.getByText('Já existe um tipo de contato com este nome.').waitFor();
        expect(await form.getByLabel('Nome').inputValue()).toBe('whatsapp');
        await form.getByLabel('Nome').fill(type);
        await form.getByLabel('Tipo').selectOption({ label: 'Cliente' });
        await form.getByRole('button', { name: 'Salvar' }).click();
        await page.getByRole('listitem', { name: type }).getByText('Cliente').waitFor();
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/contact-types-${width}`);
      });

      await step(page, `campaigns-${width}`, async () => {
        await page.getByRole('navigation', { name: 'Listas do CRM' }).getByRole('link', { name: 'Campanhas' }).click();
        await page.getByRole('heading', { name: 'Campanhas', level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Nova campanha' }).click();
        const form = page.getByRole('form', { name: 'Nova campanha' });
        await form.getByLabel('Nome').fill('Google Ads Implante');
        await form.getByLabel('Tipo de contato').selectOption({ label: type });
        await form.getByLabel('Mensagem da campanha').fill('Peeling com 20% de desconto na Black Friday.');
        await form.getByLabel('Especialidade de interesse').selectOption({ label: 'Dermatologia' });
        await form
          .getByLabel('Profissional principal')
          .selectOption({ label: 'Dr. Pedro Henrique Albuquerque Prestes' });
        await form.getByRole('button', { name: 'Salvar' }).click();
        await form.getByText('Já existe uma campanha com este nome.').waitFor();
        expect(await form.getByLabel('Mensagem da campanha').inputValue()).toContain('Black Friday');
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/campaign-form-${width}`);
        await form.getByLabel('Nome').fill(campaign);
        await form.getByRole('button', { name: 'Salvar' }).click();
        const item = page.getByRole('listitem', { name: campaign });
        await item.getByText(`${type} · Dr. Pedro Henrique Albuquerque Prestes`).waitFor();

        await item.getByRole('button', { name: 'Editar' }).click();
        await item.getByLabel('Nome').fill(`${campaign} 2026`);
        await item.getByRole('button', { name: 'Salvar' }).click();
        const renamed = page.getByRole('listitem', { name: `${campaign} 2026` });
        await renamed.waitFor();
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/campaigns-${width}`);

        await renamed.getByRole('button', { name: 'Excluir' }).click();
        const dialog = page.getByRole('alertdialog');
        await dialog.getByText(`Excluir a campanha "${campaign} 2026"?`, { exact: false }).waitFor();
        await shot(page, `${SHOTS}/campaign-delete-${width}`);
        await dialog.getByRole('button', { name: 'Excluir' }).click();
        await renamed.waitFor({ state: 'detached' });
      });
      const owner = await ownerClient();
      const kept = await owner.call('listCampaing', { include_deleted: true });
      expect(kept.campaigns.find((c) => c.name === `${campaign} 2026`)?.deleted_at).toBeTruthy();

      await step(page, `origin-${width}`, async () => {
        const patients = await owner.call('patients/list', { search: 'Lucas Martins' });
        const lucas = patients.patients[0]?._id ?? '';
        await page.goto(`${server.url}${PREFIX}/pacientes/${lucas}/ver`);
        await page.getByRole('link', { name: 'Origem e contato' }).click();
        const form = page.getByRole('form', { name: 'Origem e contato' });
        await form.getByLabel('Campanha').selectOption({ label: 'Indicação de paciente' });
        await form.getByLabel('Tipo de contato').selectOption({ label: type });
        await form.getByLabel('Não receber publicidade').check();
        await form.getByRole('button', { name: 'Salvar origem' }).click();
        await page.getByText('Origem do paciente salva.').waitFor();
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/origin-${width}`);
        const origin = await owner.call('patients/origin/get', { patient_id: lucas });
        expect(origin.origin.publicity_block).toBe(true);
        expect(origin.origin.contact_type_id).toBeTruthy();
        // The edit screen shows the same origin under the patient's form.
        await page.goto(`${server.url}${PREFIX}/pacientes/${lucas}/editar`);
        await page.getByRole('heading', { name: 'Origem e contato', level: 2 }).waitFor();
        const edit = page.getByRole('form', { name: 'Origem e contato' });
        expect(await edit.getByLabel('Não receber publicidade').isChecked()).toBe(true);
        // Each choice shows the saved entry by name once the lists arrive (never a stale option).
        const saved = origin.origin;
        for (const [label, id] of [
          ['Primeiro contato', saved.first_contact_id],
          ['Organização', saved.organization_id],
          ['Especialidade de interesse', saved.interest_speciality_id],
        ] as const) {
          const select = edit.getByLabel(label);
          await expect
            .poll(() => select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent))
            .not.toMatch(/excluído|Carregando/);
          expect(await select.inputValue()).toBe(id ?? '');
        }
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/edit-patient-origin-${width}`);
      });
      await page.context().close();
    });
  }
});
