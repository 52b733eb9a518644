import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, newPage, type Server, shot, signUpThroughUi, startServer } from './harness.ts';

// The clinic booking journey at a phone and a desktop width: a new patient signs up at the
// clinic, chooses Dra. Beatriz under Dermatologia (the clinic sells none of her services in the
// catalogue, so the time is booked at once; Dr. Pedro's go through the cart, clinic-booking.spec.ts),
// books her first free time, finds it pending in 'Meus agendamentos'; the reception sees it on the
// agenda and confirms it; the patient sees it scheduled and cancels it, which frees the time again.

const SLUG = 'clinica-bem-estar';
const RECEPTION = { phone: '11987650001', password: 'gerente123' };

let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const receptionClient = () => apiAs(server.url, SLUG, RECEPTION);

for (const [index, width] of [390, 1280].entries()) {
  describe(`clinic booking at ${width} px`, () => {
    it('choose Dra. Beatriz → book a free time → pending → confirmed by the reception → cancelled by the patient', async () => {
      const page = await newPage(browser, { width });
      const prefix = `/p/${SLUG}`;
      const phone = `119${String(Date.now() % 10_000_000).padStart(7, '0')}${index}`.slice(0, 11);
      await signUpThroughUi(page, server.url, prefix, phone, `Paciente Largura ${width}`);

      await page.goto(`${server.url}${prefix}/escolher-profissional`);
      await expect
        .poll(() => page.getByRole('tab', { name: 'Dermatologia' }).getAttribute('aria-selected'))
        .toBe('true');
      const beatriz = page.getByRole('article', { name: 'Dra. Beatriz Lacerda Fontes de Oliveira' });
      await beatriz.waitFor();
      expect(await beatriz.getByText('R$').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, `clinic-choose-${width}`);
      await beatriz.getByRole('link', { name: 'Agendar' }).click();

      await page.getByRole('heading', { name: 'Agendar atendimento' }).waitFor();
      const firstDay = page.getByRole('button', { name: /horários? livres?$/ }).first();
      await firstDay.waitFor();
      expect(await firstDay.getAttribute('aria-pressed')).toBe('true');
      const time = page.getByRole('group', { name: 'Escolha o horário' }).getByRole('button').first();
      await time.click();
      const hour = (await time.textContent()) ?? '';
      expect(hour).toMatch(/^\d{2}:\d{2}$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, `clinic-schedule-${width}`);
      await page.getByRole('button', { name: 'Confirmar agendamento' }).click();

      await page.waitForURL((url) => url.pathname === `${prefix}/meus-agendamentos`);
      const booking = page.getByRole('listitem', { name: /Dra\. Beatriz/ }).first();
      await booking.getByText('Pendente').waitFor();
      expect(await booking.textContent()).toContain(hour.replace(':', 'h'));
      await shot(page, `clinic-my-schedules-${width}`);

      // The reception finds it on the agenda and confirms it.
      const receptionApi = await receptionClient();
      const agenda = await receptionApi.call('attendancies/scheduledList', {});
      const mine = agenda.attendancies.find((a) => a.username === `Paciente Largura ${width}`);
      expect(mine?.service_supplier_id).toBe('supplier-beatriz');
      const confirmed = await receptionApi.call('attendancies/update', { attendancy_id: mine?._id ?? '', status: 1 });
      expect(confirmed.message).toBe('confirmed');

      await page.reload();
      await booking.getByText('Agendado').waitFor();
      await booking.getByRole('button', { name: 'Cancelar agendamento' }).click();
      await booking.getByText('Cancelado').waitFor();
      expect(await booking.getByRole('button').count()).toBe(0);
      await page.context().close();
    });
  });
}
