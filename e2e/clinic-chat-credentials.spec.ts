import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInAt, newPage, type Server, shot, startServer, WIDTHS } from './harness.ts';

// The clinic's own Octadesk account at a phone and a desktop width (decision 201): the owner of
// Clínica Bem-Estar enters the API address, the agent's e-mail and the key in the settings'
// integration tab; once saved the key is never in the page again, only its last four characters;
// a manager who is not the owner does not get the panel at all.

const OWNER = { phone: '11987650002', password: 'dona1234' };
const MANAGER = { phone: '11987650001', password: 'gerente123' };
const PREFIX = '/p/clinica-bem-estar';
const URL = 'https://bem-estar.api001.octadesk.services';

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

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function openIntegrationTab(page: Page) {
  await page.goto(`${server.url}${PREFIX}/admin/configuracoes`);
  await page.getByRole('tab', { name: 'Sistema integrado' }).click();
}

describe('Octadesk credentials of the clinic', () => {
  for (const width of WIDTHS) {
    it(`the owner saves them and sees the key masked (${width} px)`, async () => {
      const key = `octa-key-e2e-${width}-x7q${width % 10}`;
      const page = await newPage(browser, { width });
      await logInAt(page, server.url, PREFIX, OWNER);
      await openIntegrationTab(page);
      // The patient system's panel shares the tab (and a hint's wording): everything below is in ours.
      const panel = page.getByRole('region', { name: 'Octadesk (chat da clínica)' });
      await panel.getByText('Nenhuma chave salva.').waitFor();
      await panel.getByLabel('Endereço da API').fill(URL);
      await panel.getByLabel('E-mail do agente').fill('agente@bemestar.com.br');
      await panel.getByLabel('Chave da API').fill(key);
      await page.getByRole('button', { name: 'Salvar credenciais' }).click();
      const masked = `Chave salva: ••••${key.slice(-4)}. Deixe em branco para manter.`;
      await panel.getByText(masked).waitFor();
      expect(await panel.getByLabel('Chave da API').inputValue()).toBe('');
      await panel.getByText('O funil usa a conta Octadesk da clínica.').waitFor();

      // After a reload the key is still only masked: it is nowhere in the page.
      await openIntegrationTab(page);
      await panel.getByText(masked).waitFor();
      expect(await panel.getByLabel('Endereço da API').inputValue()).toBe(URL);
      expect(await page.content()).not.toContain(key);
      expect(await noOverflow(page)).toBe(true);
      await shot(page, `clinic-chat-credentials-${width}`);

      await page.getByRole('button', { name: 'Remover credenciais' }).click();
      await panel.getByText('Nenhuma chave salva.').waitFor();
      await panel.getByText('Sem credenciais: o funil usa o chat padrão do sistema.').waitFor();
      await page.context().close();
    });
  }

  it('a manager who is not the owner gets no credentials panel', async () => {
    const page = await newPage(browser, { width: 1280 });
    await logInAt(page, server.url, PREFIX, MANAGER);
    await page.goto(`${server.url}${PREFIX}/admin/configuracoes`);
    await page.getByRole('tab').first().waitFor();
    expect(await page.getByRole('tab', { name: 'Sistema integrado' }).count()).toBe(0);
    expect(await page.getByText('Octadesk (chat da clínica)').count()).toBe(0);
    await page.context().close();
  });
});
