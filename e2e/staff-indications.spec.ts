import { createClient } from '@app/domain/client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInAt, newPage, type Server, shot, startServer, WIDTHS } from './harness.ts';

// Referrals at the clinic at a phone and a desktop width (decision 118): a patient says Dr. Pedro
// referred her (the referred-by dialog's calls, through the API); the owner finds her in
// 'Indicações', counted under Dr. Pedro.

const SLUG = 'clinica-bem-estar';
const OWNER = { phone: '11987650002', password: 'dona1234' };
const PEDRO = 'Dr. Pedro Henrique Albuquerque Prestes';

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

/** A new patient of the clinic who chose Dr. Pedro in the referred-by dialog. */
async function referredPatient(name: string, phone: string) {
  const anonymous = createClient({ baseUrl: server.url, placeId: () => SLUG });
  const session = await anonymous.call('createuser', { username: name, phone, password: 'segredo1' });
  const patient = createClient({ baseUrl: server.url, placeId: () => SLUG, tokens: () => ({ token: session.token }) });
  const found = await patient.call('admin/searchsalesman', { code: 'pedro' });
  const pedro = found.salesmen.find((s) => s.name === PEDRO);
  if (!pedro) throw new Error('Dr. Pedro not found by the salesman search');
  await patient.call('updateuser', { referred_by: pedro.code });
}

for (const [index, width] of WIDTHS.entries()) {
  describe(`indications at ${width} px`, () => {
    it('the owner sees the patient Dr. Pedro referred, counted under him', async () => {
      const name = `Paciente Indicada ${width}`;
      await referredPatient(name, `1197${String(Date.now() % 1_000_000).padStart(6, '0')}${index}`);
      const page = await newPage(browser, { width });
      const prefix = `${server.url}/p/${SLUG}`;
      try {
        await logInAt(page, server.url, `/p/${SLUG}`, OWNER);
        await page.goto(`${prefix}/indicacoes`);
        await page.getByRole('heading', { name: 'Indicações' }).waitFor();
        const people = page.getByRole('region', { name: 'Clientes indicados' });
        await people.getByText(name).waitFor();
        const totals = page.getByRole('region', { name: 'Por quem indicou' });
        await totals.getByText(PEDRO).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await shot(page, `indications-${width}`);
        // A period before the patient joined shows nobody.
        await page.getByLabel('De', { exact: true }).fill('2020-01-01');
        await page.getByLabel('Até', { exact: true }).fill('2020-12-31');
        await page.getByRole('button', { name: 'Filtrar' }).click();
        await page.getByText('Nenhuma indicação no período.').waitFor();
      } catch (error) {
        await shot(page, `indications-fail-${width}`);
        throw error;
      } finally {
        await page.context().close();
      }
    }, 120_000);
  });
}
