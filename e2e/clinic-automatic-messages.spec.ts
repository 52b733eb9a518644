import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CONSENT_TEXT_VERSION } from '@app/domain/patients/rules';
import { localParts } from '@app/domain/scheduling/rules';
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

// WhatsApp automatic messages at a phone and a desktop width: the owner of Clínica Bem-Estar picks
// the sandbox number and the birthday template, is told to fill every variable (and keeps what
// was typed), previews the message with a real patient whose birthday is today, creates it, runs
// it now from the sandbox, and the sandbox outbox shows it sent once, even after a second run.

const OWNER = { phone: '11987650002', password: 'dona1234' };
const SLUG = 'clinica-bem-estar';
const PREFIX = `/p/${SLUG}`;
const SHOTS = 'clinic-automatic-messages';

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

const step = <T>(page: Page, name: string, run: () => Promise<T>) => shotOnFailure(page, SHOTS, name, run);

const ownerClient = () => apiAs(server.url, SLUG, OWNER);

type Outbox = { to: string; text: string; template: string }[];
const outbox = async () => (await (await fetch(`${server.url}/dev/outbox/whatsapp.json`)).json()) as Outbox;

describe('WhatsApp automatic messages', () => {
  for (const width of WIDTHS) {
    it(`a birthday message is created from a template and sent once (${width} px)`, async () => {
      const owner = await ownerClient();
      const first = width === 390 ? 'Lívia' : 'Heitor';
      const phone = `119${String(Date.now() % 10_000_000).padStart(7, '0')}${width % 10}`.slice(0, 11);
      const created = await owner.call('patients/create', {
        full_name: `${first} Aniversário ${width}`,
        phone,
        birthdate: `1990-${localParts(new Date()).date.slice(5)}`,
      });
      await owner.call('patients/consent', {
        patient_id: created.patient._id,
        purpose: 'messages',
        granted: true,
        text_version: CONSENT_TEXT_VERSION.messages,
      });
      const description = `Parabéns e2e ${width}`;
      const page = await newPage(browser, { width });
      await logInAt(page, server.url, PREFIX, OWNER);

      await step(page, `list-${width}`, async () => {
        await page.goto(`${server.url}${PREFIX}/mensagens-automaticas`);
        await page.getByRole('heading', { name: 'Mensagens automáticas', level: 1 }).waitFor();
        // The demo's messages, with their counts.
        await page.getByRole('listitem', { name: 'Feliz aniversário' }).waitFor();
        expect(await page.getByRole('listitem', { name: 'Feliz aniversário' }).textContent()).toContain('Entregues:');
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/list-${width}`);
        // The reminder choice (decision 212): the number and hours only when WhatsApp is in it.
        const reminders = page.getByRole('region', { name: 'Lembrete de consulta' });
        await reminders.getByLabel('Como lembrar os pacientes').selectOption({ label: 'SMS e WhatsApp' });
        await reminders.getByLabel('Enviar pelo número').waitFor();
        await reminders.scrollIntoViewIfNeeded();
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/reminders-${width}`);
        await reminders.getByLabel('Como lembrar os pacientes').selectOption({ label: 'Não enviar lembretes' });
        expect(await reminders.getByLabel('Enviar pelo número').count()).toBe(0);
        await page.getByLabel('Modelo').selectOption({ label: 'aniversario' });
        await page.getByRole('button', { name: 'Continuar' }).click();
        await page.waitForURL((url) => url.pathname.includes('/mensagens-automaticas/criar/'));
      });

      await step(page, `form-${width}`, async () => {
        await page.getByRole('heading', { name: 'Nova mensagem automática', level: 1 }).waitFor();
        await page.getByLabel('Descrição').fill(description);
        await page
          .getByRole('group', { name: 'Inserir campo · Variável 1' })
          .getByRole('button', { name: 'Primeiro nome' })
          .click();
        expect(await page.getByLabel('Variável 1', { exact: true }).inputValue()).toBe('{{primeiro_nome}}');
        // Variable 2 left empty: refused, and what was typed stays.
        await page.getByRole('button', { name: 'Criar mensagem automática' }).click();
        await page.getByText('Preencha todas as variáveis do modelo.').waitFor();
        expect(await page.getByLabel('Descrição').inputValue()).toBe(description);
        await page.getByLabel('Variável 2', { exact: true }).fill('{{clinica}}');
        await page.getByTestId('preview').filter({ hasText: 'Clínica Bem-Estar' }).waitFor();
        expect(await page.getByTestId('preview').textContent()).toMatch(
          /^Olá, \S+! Toda a equipe da Clínica Bem-Estar/,
        );
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/form-${width}`);
        await page.getByRole('button', { name: 'Criar mensagem automática' }).click();
        await page.getByRole('listitem', { name: description }).waitFor();
        expect(await page.getByRole('listitem', { name: description }).textContent()).toContain(
          'Todos os dias às 09:00',
        );
      });

      await step(page, `run-${width}`, async () => {
        const list = await owner.call('automaticmessages/list', {});
        const id = list.automatic_messages.find((m) => m.description === description)?._id;
        for (let i = 0; i < 2; i++) {
          const run = await fetch(`${server.url}/dev/whatsapp/run`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ place: SLUG, id }),
          });
          expect(run.status).toBe(200);
        }
        const mine = (await outbox()).filter((m) => m.to === `55${phone}`);
        expect(mine).toHaveLength(1);
        expect(mine[0]?.text).toBe(
          `Olá, ${first}! Toda a equipe da Clínica Bem-Estar deseja um feliz aniversário. Que seu novo ano seja cheio de saúde!`,
        );
        await page.reload();
        const item = page.getByRole('listitem', { name: description });
        await item.getByText('Enviadas: ', { exact: false }).waitFor();
        expect(await item.getByTestId('counts').textContent()).toMatch(/^Enviadas: [1-9]/);
        await page.getByRole('heading', { name: 'Últimos envios' }).scrollIntoViewIfNeeded();
        await shot(page, `${SHOTS}/after-run-${width}`);
        await page.goto(`${server.url}/dev/outbox/whatsapp`);
        await page
          .getByText(mine[0]?.text ?? '')
          .first()
          .waitFor();
        await shot(page, `${SHOTS}/outbox-${width}`);
      });
      await page.context().close();
    }, 180_000);
  }
});
