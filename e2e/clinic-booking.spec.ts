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
  sandboxPaymentAction,
  sandboxPayments,
  shot,
  shotOnFailure,
  signUpThroughUi,
  startServer,
  WIDTHS,
} from './harness.ts';

// Booking through the cart (decisions 125–128) at a phone and a desktop width: a new patient books
// a consultation with Dr. Pedro, the time goes to the cart with the service, the order is paid by
// Pix and the sandbox records Dr. Pedro's split share; Dr. Pedro finds it on his agenda, confirms
// it and marks it attended; the reception reschedules another patient's booking.

const SLUG = 'clinica-bem-estar';
const PREFIX = `/p/${SLUG}`;
const SUPPLIER = { phone: '11987650003', password: 'prestador123' };
const RECEPTION = { phone: '11987650001', password: 'gerente123' };
const OWNER = { phone: '11987650002', password: 'dona1234' };
const SHOTS = 'clinic-booking';

let server: { url: string; stop(): Promise<void>; logs(): string };
let browser: Browser;

beforeAll(async () => {
  mkdirSync(path.resolve(import.meta.dirname, '..', '.tmp', 'shots', SHOTS), { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
  // Open whatever the hour the journey runs (no business hours: always open).
  await (await clientOf(OWNER)).call('admin/settings/update', { business_hours: [] });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const step = <T>(page: Page, name: string, run: () => Promise<T>) => shotOnFailure(page, SHOTS, name, run);

const clientOf = (who: { phone: string; password: string }) => apiAs(server.url, SLUG, who);

/** Local 'YYYY-MM-DD' n days from today in São Paulo. */
function dayFromToday(n: number): string {
  return new Date(Date.now() - 3 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
}

/** Presses 'Próximo' until an agenda item named `name` shows (at most `max` steps). */
async function findOnAgenda(page: Page, name: RegExp, max = 12) {
  const item = page.getByRole('listitem', { name }).first();
  for (let i = 0; i < max; i++) {
    if (await item.isVisible().catch(() => false)) return item;
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.waitForTimeout(400);
  }
  await item.waitFor({ timeout: 3_000 });
  return item;
}

describe('clinic booking through the cart', () => {
  for (const [index, width] of WIDTHS.entries()) {
    it(`a new patient books Dr. Pedro, pays by Pix with the split; he confirms and attends; the reception reschedules (${width} px)`, async () => {
      const page = await newPage(browser, { width });
      const patientName = `Paciente Carrinho ${width}`;
      const phone = `119${String(Date.now() % 10_000_000).padStart(7, '0')}${index}`.slice(0, 11);

      await step(page, `signup-${width}`, async () => {
        await signUpThroughUi(page, server.url, PREFIX, phone, patientName);
      });

      await step(page, `menu-${width}`, async () => {
        // Clinic mode: no prices and no add buttons for a patient in the catalogue.
        await page.goto(`${server.url}${PREFIX}/produto/101`);
        await page.getByRole('heading', { name: 'Consulta dermatológica' }).waitFor();
        await page.getByRole('link', { name: 'Agendar' }).waitFor();
        expect(await page.getByText(/R\$/).count()).toBe(0);
        expect(await page.getByRole('button', { name: /Adicionar/ }).count()).toBe(0);
        await shot(page, `${SHOTS}/product-${width}`);
      });

      const hour = await step(page, `schedule-${width}`, async () => {
        await page.goto(`${server.url}${PREFIX}/agendar/supplier-pedro`);
        await page.getByRole('heading', { name: 'Agendar atendimento' }).waitFor();
        await page
          .getByRole('button', { name: /horários? livres?$/ })
          .first()
          .waitFor();
        const time = page.getByRole('group', { name: 'Escolha o horário' }).getByRole('button').first();
        await time.click();
        const chosen = (await time.textContent()) ?? '';
        await page
          .getByRole('group', { name: 'Serviços' })
          .getByRole('button', { name: 'Consulta dermatológica' })
          .click();
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/schedule-${width}`);
        await page.getByRole('button', { name: 'Adicionar Consulta dermatológica ao carrinho' }).click();
        await page.waitForURL((url) => url.pathname === `${PREFIX}/carrinho`);
        return chosen;
      });

      const transactionId = await step(page, `cart-${width}`, async () => {
        // The clinic asks every new patient who referred them (force_referred_by) before the order;
        // while it is open the rest of the page is hidden from assistive technology.
        const referral = page.getByRole('alertdialog', { name: 'Indicado por' });
        await referral.getByLabel('Código ou nome').fill('Pedro');
        await referral.getByRole('button', { name: 'Buscar' }).click();
        await referral.getByRole('radio', { name: /Dr. Pedro Henrique/ }).check();
        await referral.getByRole('button', { name: 'Atualizar' }).click();
        await referral.waitFor({ state: 'hidden' });
        const booking = page.getByRole('region', { name: 'Horário agendado' });
        await booking.getByText('Consulta com Dr. Pedro Henrique Albuquerque Prestes').waitFor();
        expect(await booking.textContent()).toContain(hour.replace(':', 'h'));
        // The server's split of the cart has arrived (the cart settled) before typing.
        await page
          .getByText(/R\$\s110,61/)
          .first()
          .waitFor();
        const cpf = page.getByLabel('CPF/CNPJ');
        await cpf.pressSequentially('52998224725', { delay: 30 });
        await expect.poll(() => cpf.inputValue()).toBe('529.982.247-25');
        await page.getByLabel('E-mail').fill('paciente@exemplo.com.br');
        await page.getByLabel('Data de nascimento').fill('1990-05-01');
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/cart-${width}`);
        await page.getByRole('button', { name: 'Fazer pedido' }).click();
        const sheet = page.getByRole('dialog', { name: 'Como você vai pagar?' });
        await sheet.getByLabel('Pix').check();
        await sheet.getByRole('button', { name: 'Confirmar' }).click();
        await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(/\/pix\//);
        await page.getByRole('heading', { name: 'Pague com Pix' }).waitFor();
        await shot(page, `${SHOTS}/pix-${width}`);
        return page.url().split('/pix/')[1]?.split('?')[0] ?? '';
      });

      await step(page, `split-${width}`, async () => {
        // The sandbox provider recorded Dr. Pedro's share of the Pix as a split instruction.
        const dev = await sandboxPayments(server.url);
        const ours = dev.ours.find((p) => p.id === transactionId);
        const orderId = ours?.orderId ?? ours?.order_id;
        const pix = dev.provider.find((t) => t.referenceId === orderId && t.method === 'pix');
        expect(pix?.splitRules).toEqual([{ recipient: 'seller-dr-pedro', amountCents: 20_967 }]);
        await sandboxPaymentAction(server.url, pix?.id ?? '', 'settle');
        await page.getByText('Pagamento confirmado!').waitFor({ timeout: 20_000 });
        await page.goto(`${server.url}${PREFIX}/meus-agendamentos`);
        const mine = page.getByRole('listitem', { name: /Dr\. Pedro/ }).first();
        await mine.getByText('Pendente').waitFor();
        await shot(page, `${SHOTS}/my-schedules-${width}`);
        // Provider mode: the orders list lives at /meus-atendimentos.
        await page.goto(`${server.url}${PREFIX}/meus-pedidos`);
        await page.waitForURL((url) => url.pathname === `${PREFIX}/meus-atendimentos`);
        await page.getByRole('heading', { name: 'Meus atendimentos' }).waitFor();
        await page.context().close();
      });

      const pedro = await newPage(browser, { width });
      await step(pedro, `pedro-${width}`, async () => {
        await logInAt(pedro, server.url, PREFIX, SUPPLIER);
        await pedro.goto(`${server.url}${PREFIX}/meus-agendamentos`);
        await pedro.getByRole('heading', { name: 'Minha agenda' }).waitFor();
        await pedro.getByRole('button', { name: 'Semana' }).click();
        const item = await findOnAgenda(pedro, new RegExp(patientName));
        await item.getByText('Pendente').waitFor();
        expect(await noOverflow(pedro)).toBe(true);
        await shot(pedro, `${SHOTS}/pedro-agenda-${width}`);
        await item.getByRole('button', { name: 'Confirmar' }).click();
        await item.getByText('Agendado').waitFor();
        await item.getByRole('button', { name: 'Atendido' }).click();
        await item.getByText('Atendido').first().waitFor();
        await expect.poll(() => item.getByRole('button', { name: 'Remarcar' }).count()).toBe(0);
        await shot(pedro, `${SHOTS}/pedro-attended-${width}`);
        await pedro.context().close();
      });

      // Another patient's booking, two days ahead, for the reception to move.
      const owner = await clientOf(OWNER);
      const day = dayFromToday(2);
      const minute = index === 0 ? '10' : '50';
      const [slotA, slotB] = await Promise.all([
        owner.call('appointments/create', {
          service_supplier_id: 'supplier-camila',
          date: day,
          start: `20:${minute}`,
          end: `20:${Number(minute) + 5}`,
        }),
        owner.call('appointments/create', {
          service_supplier_id: 'supplier-camila',
          date: day,
          start: `21:${minute}`,
          end: `21:${Number(minute) + 5}`,
        }),
      ]);
      const other = createClient({ baseUrl: server.url, placeId: () => SLUG });
      const otherPhone = `118${String(Date.now() % 10_000_000).padStart(7, '0')}${index}`.slice(0, 11);
      const created = await other.call('createuser', {
        username: `Paciente Remarcar ${width}`,
        phone: otherPhone,
        password: 'segredo1',
      });
      const otherClient = createClient({
        baseUrl: server.url,
        placeId: () => SLUG,
        tokens: () => ({ token: created.token, managerToken: null }),
      });
      await otherClient.call('attendancies/create', { appointment_id: slotA.appointments[0]?._id ?? '', type: 1 });

      const reception = await newPage(browser, { width });
      await step(reception, `reception-${width}`, async () => {
        await logInAt(reception, server.url, PREFIX, RECEPTION);
        await reception.goto(`${server.url}${PREFIX}/meus-agendamentos`);
        await reception.getByRole('heading', { name: 'Agenda da clínica' }).waitFor();
        await reception.getByLabel('Profissional').selectOption({ label: 'Camila Nogueira Brandão' });
        const item = await findOnAgenda(reception, new RegExp(`Paciente Remarcar ${width}`));
        await item.getByRole('button', { name: 'Remarcar' }).click();
        const dialog = reception.getByRole('dialog', { name: `Remarcar Paciente Remarcar ${width}` });
        await dialog.getByRole('button', { name: `21:${minute}` }).click();
        expect(await noOverflow(reception)).toBe(true);
        await shot(reception, `${SHOTS}/reschedule-${width}`);
        await dialog.getByRole('button', { name: 'Remarcar para este horário' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await reception.getByRole('listitem', { name: `21:${minute} Paciente Remarcar ${width}` }).waitFor();
        await shot(reception, `${SHOTS}/reception-agenda-${width}`);
        const moved = await otherClient.call('attendancies/list', {});
        expect(moved.attendancies[0]?.appointment_id).toBe(slotB.appointments[0]?._id);
        await reception.context().close();
      });
    }, 300_000);
  }

  for (const [index, width] of WIDTHS.entries()) {
    it(`the owner opens a supplier's times, creates one and meets /erro for an unknown supplier (${width} px)`, async () => {
      const page = await newPage(browser, { width });
      await step(page, `slots-${width}`, async () => {
        await logInAt(page, server.url, PREFIX, OWNER);
        await page.goto(`${server.url}${PREFIX}/horarios`);
        await page.waitForURL((url) => /\/horarios\/[^/]+$/.test(url.pathname));
        await page.goto(`${server.url}${PREFIX}/horarios/supplier-rafael/criar`);
        await page.getByRole('heading', { name: 'Horários de Rafael Tavares Monteiro' }).waitFor();
        const form = page.getByRole('form', { name: 'Novo horário' });
        await form.getByLabel('Dia').fill(dayFromToday(1));
        // Typed wrong, refused under the field, kept as typed.
        await form.getByLabel('Início').fill(`22:${index}0`);
        await form.getByLabel('Fim').fill(`22:${index}2`);
        await form.getByRole('button', { name: 'Criar horário' }).click();
        await form.getByText('O horário final deve ser ao menos 5 minutos depois do inicial.').waitFor();
        expect(await form.getByLabel('Fim').inputValue()).toBe(`22:${index}2`);
        await form.getByLabel('Fim').fill(`22:${index}9`);
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/slot-form-${width}`);
        await form.getByRole('button', { name: 'Criar horário' }).click();
        await page.waitForURL((url) => url.pathname.endsWith('/horarios/supplier-rafael'));
        await page.getByRole('button', { name: 'Próximo' }).click();
        await page.getByRole('listitem', { name: `Horário 22:${index}0` }).waitFor();
        expect(await noOverflow(page)).toBe(true);
        await shot(page, `${SHOTS}/slots-${width}`);
        await page.goto(`${server.url}${PREFIX}/horarios/ninguem`);
        await page.waitForURL((url) => url.pathname === `${PREFIX}/erro`);
        await page.getByText('Prestador de Serviço não encontrado').waitFor();
        await shot(page, `${SHOTS}/error-${width}`);
      });
      await page.context().close();
    }, 180_000);
  }
});
