import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@app/domain/client';
import { localParts } from '@app/domain/scheduling/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAs,
  launchBrowser,
  logInAt,
  newPage,
  noOverflow,
  outbox,
  shot,
  shotOnFailure,
  signUpThroughUi,
  startServer,
  WIDTHS,
} from './harness.ts';

// The clinic's back office and reminders at a phone and a desktop width: the owner of Clínica
// Bem-Estar adds a speciality and edits a professional's services (a wrong price is refused under
// its field and kept as typed) and working hours; a patient joins a professional's waitlist;
// another patient's booking gets its day-before reminder by SMS (read from the sandbox outbox), is
// cancelled from the link, and the waiting patient is texted the freed time.

const OWNER = { phone: '11987650002', password: 'dona1234' };
const SLUG = 'clinica-bem-estar';
const PREFIX = `/p/${SLUG}`;
const SHOTS = 'clinic-admin';
const HOUR = 60 * 60 * 1000;

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

/** Signs a new patient up at the clinic (its Index goes on to CardsMenu, not Home). */
const signUp = (page: Page, phone: string, name: string) => signUpThroughUi(page, server.url, PREFIX, phone, name);

const step = <T>(page: Page, name: string, run: () => Promise<T>) => shotOnFailure(page, SHOTS, name, run);

/** The owner's API session, as any client makes it. */
const ownerClient = () => apiAs(server.url, SLUG, OWNER);

/** A new patient with a booking of a fresh professional's slot about 12 hours from now. */
async function bookedPatient(width: number) {
  const owner = await ownerClient();
  const supplier = `supplier-e2e-${width}`;
  await owner.call('servicesupplier/update', {
    service_supplier_id: supplier,
    name: `Dra. Lembrete ${width}`,
    services: [{ name: 'Consulta', duration_minutes: 30, price_cents: 20000 }],
  });
  let at = new Date(Math.ceil((Date.now() + 12 * HOUR) / (5 * 60_000)) * 5 * 60_000);
  // A slot lies within one local day: one that would cross the clinic's midnight starts after it.
  if (localParts(new Date(at.getTime() + 30 * 60_000)).date !== localParts(at).date) {
    at = new Date(at.getTime() + 35 * 60_000);
  }
  const start = localParts(at);
  const end = localParts(new Date(at.getTime() + 30 * 60_000));
  const slots = await owner.call('appointments/create', {
    service_supplier_id: supplier,
    date: start.date,
    start: start.hour,
    end: end.hour,
  });
  const phone = `119${String(Date.now() % 10_000_000).padStart(7, '0')}${width % 10}`.slice(0, 11);
  const anonymous = createClient({ baseUrl: server.url, placeId: () => SLUG });
  const created = await anonymous.call('createuser', {
    username: `Paciente Lembrete ${width}`,
    phone,
    password: 'segredo1',
  });
  const patient = createClient({ baseUrl: server.url, placeId: () => SLUG, tokens: () => ({ token: created.token }) });
  const booked = await patient.call('attendancies/create', { appointment_id: slots.appointments[0]?._id ?? '' });
  return { phone, patient, bookingId: booked.attendancy._id };
}

/** The cancel link of the last reminder texted to `phone` (the sandbox outbox). */
async function cancelLinkFor(phone: string): Promise<string> {
  const run = await fetch(`${server.url}/dev/jobs/clinic-reminders`, { method: 'POST' });
  expect(run.status).toBe(200);
  const texts = await outbox(server.url);
  const text = texts.find((m) => m.to === `55${phone}` && m.text.includes('/lembrete/'))?.text ?? '';
  const links = [...text.matchAll(/(\/p\/[\w-]+\/lembrete\/[\w-]+)/g)].map((m) => m[1]);
  expect(links).toHaveLength(2);
  return links[1] ?? '';
}

describe('clinic back office and reminders', () => {
  for (const width of WIDTHS) {
    it(`the owner edits a professional's services and hours (${width} px)`, async () => {
      const page = await newPage(browser, { width });
      await logInAt(page, server.url, PREFIX, OWNER);

      await step(page, `specialities-${width}`, async () => {
        await page.goto(`${server.url}${PREFIX}/admin/especialidades`);
        await page.getByRole('heading', { name: 'Especialidades', level: 1 }).waitFor();
        await page.getByRole('listitem', { name: 'Dermatologia' }).waitFor();
        await page.getByRole('button', { name: 'Nova especialidade' }).click();
        await page.getByLabel('Nome da especialidade').fill('Dermatologia');
        await page.getByRole('button', { name: 'Salvar' }).click();
        await page.getByText('Já existe uma especialidade com este nome.').waitFor();
        expect(await page.getByLabel('Nome da especialidade').inputValue()).toBe('Dermatologia');
        await page.getByLabel('Nome da especialidade').fill(`Psicologia ${width}`);
        await page.getByRole('button', { name: 'Salvar' }).click();
        await page.getByRole('listitem', { name: `Psicologia ${width}` }).waitFor();
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/specialities-${width}`);
      });

      await step(page, `supplier-${width}`, async () => {
        await page.goto(`${server.url}${PREFIX}/admin/profissionais`);
        await page.getByRole('heading', { name: 'Profissionais', level: 1 }).waitFor();
        const rafael = page.getByRole('listitem', { name: 'Rafael Tavares Monteiro' });
        await rafael.getByRole('button', { name: 'Editar' }).click();
        await page.getByRole('heading', { name: 'Rafael Tavares Monteiro', level: 2 }).waitFor();
        await page.getByLabel(`Psicologia ${width}`).check();
        await page.getByRole('button', { name: 'Adicionar serviço' }).click();
        expect(await page.getByRole('group', { name: /^Serviço \d+$/ }).count()).toBeGreaterThan(1);
        // The new service and hours are the last lines of their lists.
        const last = (label: string) => page.getByLabel(label, { exact: true }).last();
        await last('Nome do serviço').fill(`Avaliação ${width}`);
        await last('Duração').fill('20');
        await last('Preço').fill('noventa');
        await page.getByRole('button', { name: 'Adicionar horário' }).click();
        await last('Dia da semana').selectOption({ label: 'Sábado' });
        await last('Início').fill('08:00');
        await last('Fim').fill('12:00');
        await page.getByRole('button', { name: 'Salvar' }).click();
        await page.getByText('Informe um preço válido, como 150,00.').waitFor();
        expect(await last('Preço').inputValue()).toBe('noventa');
        await last('Preço').fill('90,00');
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/supplier-form-${width}`);
        await page.getByRole('button', { name: 'Salvar' }).click();
        await rafael.getByText(`Avaliação ${width} (20 min, R$\u00a090,00)`, { exact: false }).waitFor();
        await rafael.getByText('Sáb 08:00–12:00', { exact: false }).waitFor();
        expect(await rafael.textContent()).toContain(`Psicologia ${width}`);

        await rafael.getByRole('button', { name: 'Gerar link da agenda (.ics)' }).click();
        const address = (await rafael.getByRole('status', { name: 'Endereço da agenda' }).textContent()) ?? '';
        expect(address).toMatch(/\/api\/calendar\/[\w-]+\.ics$/);
        const feed = await fetch(address.replace(/^https?:\/\/[^/]+/, server.url));
        expect(feed.status).toBe(200);
        expect(await feed.text()).toContain('BEGIN:VCALENDAR');
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/suppliers-${width}`);
      });
      await page.context().close();
    });

    it(`a patient waits for a time; another cancels from the reminder link; the first is told (${width} px)`, async () => {
      const { phone, patient, bookingId } = await bookedPatient(width);
      const waiting = await newPage(browser, { width });
      const waitingPhone = `118${String(Date.now() % 10_000_000).padStart(7, '0')}${width % 10}`.slice(0, 11);
      await step(waiting, `waitlist-${width}`, async () => {
        await signUp(waiting, waitingPhone, `Paciente Espera ${width}`);
        await waiting.goto(`${server.url}${PREFIX}/agendar/supplier-e2e-${width}`);
        await waiting.getByRole('link', { name: 'Nenhum horário bom? Entre na lista de espera' }).click();
        await waiting.getByRole('heading', { name: 'Lista de espera' }).waitFor();
        const today = localParts(new Date()).date;
        // Typed wrong, refused under the field, kept as typed.
        await waiting.getByLabel('Até').fill('2020-01-01');
        await waiting.getByRole('button', { name: 'Entrar na lista de espera' }).click();
        await waiting.getByText('A data final deve ser igual ou depois da inicial.').waitFor();
        expect(await waiting.getByLabel('Até').inputValue()).toBe('2020-01-01');
        await waiting.getByLabel('Até').fill(localParts(new Date(Date.now() + 48 * HOUR)).date);
        expect(await waiting.getByLabel('A partir de').inputValue()).toBe(today);
        await waiting.getByRole('button', { name: 'Entrar na lista de espera' }).click();
        const entry = waiting.getByRole('listitem', { name: `Dra. Lembrete ${width}` });
        await entry.getByText('Aguardando um horário').waitFor();
        expect(await entry.textContent()).toMatch(/De \d{2}\/\d{2}\/\d{4} até \d{2}\/\d{2}\/\d{4}/);
        expect(await noOverflow(waiting)).toBe(true);
        await shot(waiting, `${SHOTS}/waitlist-${width}`);
      });

      const link = await cancelLinkFor(phone);
      const page = await newPage(browser, { width });
      await step(page, `reminder-${width}`, async () => {
        await page.goto(`${server.url}${link}`);
        await page.getByRole('heading', { name: 'Lembrete do seu horário' }).waitFor();
        await page.getByText(`Dra. Lembrete ${width}`).waitFor();
        await page.getByText('Deseja cancelar este agendamento?', { exact: false }).waitFor();
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/reminder-${width}`);
        await page.getByRole('button', { name: 'Cancelar agendamento' }).click();
        await page.getByText('Agendamento cancelado.').waitFor();
        await shot(page, `${SHOTS}/reminder-done-${width}`);
        // The link works once.
        await page.reload();
        await page.getByText('Este link não é mais válido. Fale com a clínica.').waitFor();
      });
      const mine = await patient.call('attendancies/list', {});
      expect(mine.attendancies.find((a) => a._id === bookingId)?.status).toBe(3);

      // The freed time goes to the waiting patient by SMS (the queue runs it at once; the dev
      // trigger only makes sure it ran before we look).
      await step(waiting, `offer-${width}`, async () => {
        await fetch(`${server.url}/dev/jobs/clinic-waitlist-offers`, { method: 'POST' });
        const texts = await outbox(server.url);
        const offer = texts.find((m) => m.to === `55${waitingPhone}`)?.text ?? '';
        expect(offer).toContain(`/agendar/supplier-e2e-${width}`);
        await waiting.reload();
        await waiting
          .getByRole('listitem', { name: `Dra. Lembrete ${width}` })
          .getByText('Avisamos por SMS que abriu um horário')
          .waitFor();
      });
      await waiting.context().close();
      await page.context().close();
    });
  }
});
