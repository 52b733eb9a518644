import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@app/domain/client';
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

// The clinic's sales funnel at a phone and a desktop width: a lead arrives from the chat sandbox
// (/dev/chat), the receptionist (João Gerente) finds it on the board, links it to a patient in its
// detail, the patient is booked, and the board moves the lead to Agendado.

const MANAGER = { phone: '11987650001', password: 'gerente123' };
const OWNER = { phone: '11987650002', password: 'dona1234' };
const SLUG = 'clinica-bem-estar';
const PREFIX = `/p/${SLUG}`;
const SHOTS = 'clinic-sales-funnel';

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

const staffClient = () => apiAs(server.url, SLUG, OWNER);

describe('clinic sales funnel', () => {
  for (const width of WIDTHS) {
    it(`a chat lead is linked to a patient and moves to Agendado when booked (${width} px)`, async () => {
      const name = `Lívia Chat ${width}`;
      const phone = `1196${String(width).padStart(3, '0')}4321`.slice(0, 11);
      // The person writes to the clinic: the chat sandbox receives the conversation.
      const sent = await fetch(`${server.url}/dev/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ place: SLUG, name, phone, message: 'Quero agendar uma avaliação' }),
      });
      expect(sent.status).toBe(200);
      // The same person has an account and a patient file (created by the front desk earlier).
      const anonymous = createClient({ baseUrl: server.url, placeId: () => SLUG });
      const account = await anonymous.call('createuser', { username: name, phone, password: 'senha-da-livia' });
      const staff = await staffClient();
      const patient = await staff.call('patients/create', { full_name: name, phone, user_id: account.user._id });

      const page = await newPage(browser, { width });
      await logInAt(page, server.url, PREFIX, MANAGER);
      await step(page, `board-${width}`, async () => {
        await page.goto(`${server.url}${PREFIX}/sales-funnel`);
        await page.getByRole('heading', { name: 'Funil de vendas', level: 1 }).waitFor();
        const newColumn = page.getByRole('region', { name: 'Novo contato' });
        await newColumn.getByRole('button', { name }).waitFor();
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/board-${width}`);
      });
      await step(page, `link-${width}`, async () => {
        await page.getByRole('button', { name }).click();
        const dialog = page.getByRole('dialog', { name });
        await dialog.getByLabel('Buscar paciente (nome, CPF ou telefone)').fill(phone);
        await dialog.getByRole('button', { name: 'Buscar', exact: true }).click();
        await shot(page, `${SHOTS}/detail-${width}`);
        await dialog.getByRole('button', { name: 'Vincular' }).first().click();
        await page.getByText('Contato vinculado ao paciente; a origem foi registrada.').waitFor();
      });
      // The patient is booked (by the app's booking screens; here through the calls).
      const slot = await staff.call('appointments/create', {
        service_supplier_id: 'supplier-pedro',
        date: new Date(Date.now() + (width === 390 ? 4 : 5) * 86_400_000).toISOString().slice(0, 10),
        start: '06:00',
        end: '06:30',
      });
      const asPatient = createClient({
        baseUrl: server.url,
        placeId: () => SLUG,
        tokens: () => ({ token: account.token }),
      });
      await asPatient.call('attendancies/create', { appointment_id: slot.appointments[0]?._id ?? '' });
      await step(page, `scheduled-${width}`, async () => {
        await page.reload();
        await page.getByRole('region', { name: 'Agendado' }).getByRole('button', { name }).waitFor();
        expect(patient.patient._id).toBeTruthy();
        await shot(page, `${SHOTS}/scheduled-${width}`);
      });
      await step(page, `reports-${width}`, async () => {
        await page.getByRole('tab', { name: 'Relatórios' }).click();
        await page.getByText(/contatos? no período/).waitFor();
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/reports-${width}`);
      });
      await page.close();
    }, 120_000);
  }
});
