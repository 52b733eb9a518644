import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, logInAt, newPage, type Server, shot, startServer } from './harness.ts';

// Documents to sign (decision 175) at a phone and a desktop width: the reception opens one of
// Maria's bookings, sends her the consent term by WhatsApp, Maria signs it on the provider's page
// (the local sandbox), and the booking shows it signed.

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

// The login page lives under the place's prefix (/p/<slug>/entrar): wait until the app has left
// it, so the session is stored before the next navigation.
const receptionClient = () => apiAs(server.url, SLUG, RECEPTION);

for (const [index, width] of [390, 1280].entries()) {
  describe(`documents to sign at ${width} px`, () => {
    it('the reception sends Maria a consent term; she signs it; the booking shows it signed', async () => {
      const api = await receptionClient();
      const bookings = (await api.call('attendancies/scheduledList', {})).attendancies.filter((a) =>
        a.username.startsWith('Maria'),
      );
      const booking = bookings[index] ?? bookings[0];
      if (!booking) throw new Error('Maria has no open booking in the demo');
      const day = new Date(booking.starts_at).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

      const page = await newPage(browser, { width });
      await logInAt(page, server.url, `/p/${SLUG}`, RECEPTION);
      await page.goto(`${server.url}/p/${SLUG}/agendamento/${booking._id}?dia=${day}`);
      await page.getByRole('heading', { name: 'Documentos para assinar' }).waitFor();
      await page.getByRole('button', { name: 'Enviar documento para assinatura' }).click();
      const dialog = page.getByRole('dialog');
      expect(await dialog.getByLabel('Título').inputValue()).toBe('Termo de consentimento livre e esclarecido');
      expect(await dialog.getByLabel('Texto do documento').inputValue()).toContain(booking.username);
      // Too short a title: the server's words under the field, and the text stays as typed.
      await dialog.getByLabel('Título').fill('T');
      await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
      await dialog.getByText('Título: use ao menos 3 caracteres.').waitFor();
      expect(await dialog.getByLabel('Texto do documento').inputValue()).toContain(booking.username);
      await dialog.getByLabel('Título').fill(`Termo de consentimento ${width}`);
      await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
      const item = page.getByRole('listitem').filter({ hasText: `Termo de consentimento ${width}` });
      await item.getByText('Aguardando assinatura').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, `clinic-signature-sent-${width}`);

      // Maria signs at the provider (its link, as WhatsApp would bring it).
      const docs = (await api.call('digitalsignature/list', { attendancy_id: booking._id })).documents;
      const doc = docs.find((d) => d.title === `Termo de consentimento ${width}`);
      const link = doc?.sign_url ?? '';
      const signer = await newPage(browser, { width });
      await signer.goto(link.startsWith('/') ? `${server.url}${link}` : link);
      await signer.getByRole('button', { name: 'Assinar' }).click();
      await signer.getByText('Assinado').waitFor();
      await signer.context().close();

      await page.reload();
      await item.getByText('Assinado', { exact: true }).waitFor();
      expect(await item.getByRole('button', { name: 'Copiar link de assinatura' }).count()).toBe(0);
      await shot(page, `clinic-signature-signed-${width}`);
      await page.context().close();
    });
  });
}
