import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Simulator, startSimulator } from '../scripts/pinpad/simulator.ts';
import {
  apiAs,
  launchBrowser,
  logInThroughUi,
  newPage,
  sandboxPaymentAction,
  sandboxPayments,
  shot,
  startServer,
} from './harness.ts';

// Payment journeys in Chromium against the sandbox payments provider: a saved card in 3
// installments, a declined card when adding it, Pix settled by the sandbox, and the card machine
// through the pin pad simulator (success, PIN error with attempts, abort, terminal not running).

const CUSTOMER = { phone: '11987654321', password: 'cliente123' };
const MANAGER = { phone: '11987650001', password: 'gerente123' };

let server: { url: string; stop(): Promise<void>; logs(): string };
let browser: Browser;
let pinpad: Simulator;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  pinpad = await startSimulator({ port: 0, stepMs: 700 });
}, 120_000);

/** The page a test works on, shot when the test fails. */
let current: Page | null = null;
const debugLog: string[] = [];
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail' && current && !current.isClosed())
    await shot(current, `payments/fail-${ctx.task.name.slice(0, 24).replace(/\W+/g, '-')}`);
  if (ctx.task.result?.state === 'fail')
    writeFileSync('.tmp/shots/payments/server.log', `${server.logs()}\n${debugLog.join('\n')}`);
  current = null;
});

/**
 * The server blocks a new order while the same person has one pending, so each test's orders are
 * cancelled afterwards (as the manager, through the API): an online order whose payment is not
 * confirmed cannot be accepted (decision 050).
 */
afterEach(async () => {
  const manager = await apiAs(server.url, '', MANAGER);
  for (const who of [CUSTOMER, MANAGER]) {
    const { orders } = await (await apiAs(server.url, '', who)).call('mydelivery', { page: 1 });
    for (const order of orders.filter((o) => o.status === 2))
      await manager.call('manager/cancelordermanager', { order_id: order._id, reason_cancel: 'Fim do teste' });
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await pinpad?.close();
});

async function logIn(page: Page, who: { phone: string; password: string }) {
  current = page;
  await logInThroughUi(page, server.url, who);
}

const customerClient = () => apiAs(server.url, '', CUSTOMER);

/** A product in the cart, the cart page open, pickup chosen (no address needed). */
async function cartWith(page: Page, width: number, product = 'Pão de alho') {
  await page.goto(`${server.url}/`);
  await page
    .getByRole('button', { name: `Adicionar ${product} ao carrinho` })
    .first()
    .click();
  await page.goto(`${server.url}${width < 600 ? '/carrinhoMobile' : '/carrinho'}`);
  const kind = page.getByRole('dialog', { name: 'Como você quer fazer o pedido?' });
  await kind.waitFor();
  await kind.getByRole('button', { name: 'Pedir agora' }).click();
  await kind.waitFor({ state: 'hidden' });
  await page
    .getByRole('heading', { name: /Carrinho|Pedido pendente/ })
    .waitFor()
    .catch(async (e) => {
      await shot(page, `payments/fail-cart-${width}`);
      throw e;
    });
  // Pickup: no address needed.
  await page.getByText('Retirar no local', { exact: true }).click();
}

async function choosePayment(page: Page, label: string) {
  await page.getByRole('button', { name: 'Escolher', exact: true }).first().click();
  const sheet = page.getByRole('dialog', { name: 'Como você vai pagar?' });
  await sheet.getByLabel(label).check();
  await sheet.getByRole('button', { name: 'Confirmar' }).click();
  await sheet.waitFor({ state: 'hidden' });
}

const orderIdOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pendingOrderId') ?? 'null') as string | null);

describe('online card', () => {
  it('pays with the saved card in 3 installments', async () => {
    const page = await newPage(browser, { width: 390 });
    await logIn(page, CUSTOMER);
    await cartWith(page, 390);
    await page.getByRole('button', { name: 'Fazer pedido' }).click();
    const sheet = page.getByRole('dialog', { name: 'Como você vai pagar?' });
    await sheet.getByLabel('Cartão de crédito online').check();
    await shot(page, 'payments/payment-sheet-390');
    await sheet.getByRole('button', { name: 'Confirmar' }).click();

    // Payment: the saved Visa •••• 1111; confirming without a choice says 'Selecione um cartão'.
    await page.waitForURL((url) => url.pathname === '/pagamento');
    await page.getByText('Cartão pessoal').waitFor();
    await page.getByText('final 1111').waitFor();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Selecione um cartão').waitFor();
    await shot(page, 'payments/payment-390');
    await page.getByRole('radio', { name: /Cartão pessoal/ }).check();
    await page.getByRole('button', { name: 'Confirmar' }).click();

    // Back in the cart: the card and the installment chooser (total / n, seller max 6).
    await page.waitForURL((url) => /carrinho/i.test(url.pathname));
    await page.getByText('Visa final 1111').waitFor();
    const installments = page.getByLabel('Parcelas');
    await installments.selectOption('3');
    await shot(page, 'payments/cart-card-390');
    await page.getByRole('button', { name: 'Fazer pedido' }).click();
    await page.getByText('Pedido Enviado.').waitFor();
    await page.waitForURL((url) => url.pathname === '/acompanhamento');
    const orderId = await orderIdOf(page);
    expect(orderId).toBeTruthy();
    const state = await (await customerClient()).call('payments/order', { order_id: orderId ?? '' });
    expect(state.paid).toBe(true);
    expect(state.transaction).toMatchObject({ status: 'succeeded', number_installments: 3 });
    await page.close();
  });

  it('refuses a declined card when adding it and shows the message; bad numbers stay under the field', async () => {
    for (const width of [390, 1280]) {
      const page = await newPage(browser, { width });
      await logIn(page, CUSTOMER);
      await page.goto(`${server.url}/novo-cartao`);
      await page.getByRole('heading', { name: 'Novo cartão' }).waitFor();
      const number = page.getByLabel('Número do cartão');
      await number.pressSequentially('9999123412341234123');
      await page.getByText('Bandeira desconhecida').first().waitFor();
      expect(await number.inputValue()).toBe('9999 1234 1234 1234123');
      await page.getByRole('button', { name: 'Salvar cartão' }).click();
      await page.getByText('Cartão inválido').waitFor();
      await page.getByText('Campo obrigatório').first().waitFor();
      await shot(page, `payments/new-card-errors-${width}`);

      await number.fill('');
      await number.pressSequentially('4000000000000002');
      expect(await number.inputValue()).toBe('4000 0000 0000 0002');
      await page.getByLabel('Validade (MM/AA)').pressSequentially('1230');
      await page.getByLabel('CVC').pressSequentially('123');
      await page.getByLabel('Nome do titular (como no cartão)').fill('maria silva');
      expect(await page.getByLabel('Nome do titular (como no cartão)').inputValue()).toBe('MARIA SILVA');
      await page.getByLabel('Descrição').fill('Cartão recusado');
      await page.getByLabel('CPF do titular').pressSequentially('52998224725');
      await page.getByRole('button', { name: 'Salvar cartão' }).click();
      await page.getByText('Transação não autorizada pelo emissor do cartão.').waitFor();
      // What was typed stays.
      expect(await number.inputValue()).toBe('4000 0000 0000 0002');
      await shot(page, `payments/new-card-declined-${width}`);
      await page.close();
    }
  });
});

describe('Pix', () => {
  it('shows the QR code and the copy-and-paste code, and the order moves to paid when the sandbox settles', async () => {
    const page = await newPage(browser, { width: 390 });
    await logIn(page, CUSTOMER);
    await cartWith(page, 390, 'Coca-Cola lata');
    await page.getByRole('button', { name: 'Fazer pedido' }).click();
    const sheet = page.getByRole('dialog', { name: 'Como você vai pagar?' });
    await sheet.getByLabel('Pix').check();
    await sheet.getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(/^\/pix\//);
    await page.getByRole('heading', { name: 'Pague com Pix' }).waitFor();
    await page.getByRole('img', { name: 'QR code do Pix' }).waitFor();
    const code = await page.getByLabel('Pix copia e cola').inputValue();
    expect(code).toMatch(/^000201/);
    expect(code).toContain('br.gov.bcb.pix');
    await shot(page, 'payments/pix-390');
    const transactionId = page.url().split('/pix/')[1] ?? '';
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('transactionId') ?? 'null'))).toBe(transactionId);

    // While pending, the guard keeps the person on the Pix page.
    await page.goto(`${server.url}/`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(`/pix/${transactionId}`);

    // The sandbox settles the Pix (the /dev/payments action); the page sees it paid.
    const customer = await customerClient();
    const { transaction } = await customer.call('payments/transactions/get', { id: transactionId });
    // The dev page's 'Liquidar Pix' posts /dev/payments/{provider id}/settle; the same call here.
    const pix = (await sandboxPayments(server.url)).provider.find(
      (t) => t.referenceId === transaction.reference_id && t.method === 'pix',
    );
    await sandboxPaymentAction(server.url, pix?.id ?? '', 'settle');
    await expect
      .poll(async () => (await customer.call('payments/transactions/get', { id: transactionId })).transaction.status, {
        timeout: 15_000,
      })
      .toBe('succeeded');
    await page.getByText('Pagamento confirmado!').waitFor({ timeout: 20_000 });
    await shot(page, 'payments/pix-paid-390');
    expect(await page.evaluate(() => localStorage.getItem('transactionId'))).toBeNull();
    const state = await customer.call('payments/order', { order_id: transaction.reference_id });
    expect(state.paid).toBe(true);
    await page.close();
  });
});

describe('card machine (pin pad)', () => {
  async function managerCart(width: number, terminal = `ws://localhost:${pinpad.port}`) {
    const page = await newPage(browser, { width });
    page.on('response', (r) => {
      if (r.url().includes('/api/'))
        void r
          .text()
          .then((t) => debugLog.push(`${r.status()} ${r.url()} ${t.slice(0, 300)}`))
          .catch(() => {});
    });
    await page.addInitScript((url) => localStorage.setItem('pinpadUrl', JSON.stringify(url)), terminal);
    await logIn(page, MANAGER);
    await cartWith(page, width);
    await choosePayment(page, 'Maquininha');
    return page;
  }
  const dialogOf = (page: Page) => page.getByRole('alertdialog', { name: 'Maquininha' });

  it('charges on the terminal: texts, TRANSACAO APROVADA, then RETIRE O CARTAO', async () => {
    pinpad.setScript([{ result: 'approve' }]);
    const page = await managerCart(1280);
    await page.getByRole('button', { name: 'Fazer pedido' }).click();
    const dialog = dialogOf(page);
    await dialog
      .getByText('DIGITE A SENHA')
      .waitFor()
      .catch(async (e) => {
        await shot(page, 'payments/fail-pinpad');
        throw e;
      });
    await shot(page, 'payments/pinpad-charging-1280');
    await dialog.getByText('TRANSACAO APROVADA').waitFor();
    await shot(page, 'payments/pinpad-approved-1280');
    await dialog.getByText('RETIRE O CARTAO').waitFor({ timeout: 6000 });
    expect(pinpad.charges.at(-1)).toMatchObject({ type: 'charge', paymentType: 'credit', valueInCents: 1890 });
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await page.getByText('Pedido Enviado.').waitFor();
    await page.close();
  });

  it('shows PIN errors with the attempts left; a failed charge cancels the payment with the error snackbar', async () => {
    pinpad.setScript([{ result: 'decline', wrongPins: 2 }]);
    const page = await managerCart(390);
    await page.getByRole('button', { name: 'Fazer pedido' }).click();
    const dialog = dialogOf(page);
    await dialog.getByText('Tentativas restantes: 1').waitFor();
    await dialog.getByText('Senha incorreta.').waitFor();
    await shot(page, 'payments/pinpad-pin-error-390');
    await dialog.getByText('TRANSACAO FALHOU').waitFor();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await page.getByText('O pagamento na maquininha não foi aprovado.').waitFor();
    await shot(page, 'payments/pinpad-failed-390');
    await page.close();
  });

  it('aborts from the browser', async () => {
    pinpad.setScript([{ result: 'approve', wrongPins: 2 }]);
    const page = await managerCart(1280);
    await page.getByRole('button', { name: 'Fazer pedido' }).click();
    const dialog = dialogOf(page);
    await dialog.getByText('INSIRA OU PASSE O CARTAO').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar pagamento' }).click();
    await dialog.getByText('PAGAMENTO ABORTADO').waitFor();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await page.getByText('O pagamento na maquininha foi cancelado.').waitFor();
    await page.close();
  });

  it('retries at the address the staff types when the terminal is elsewhere', async () => {
    pinpad.setScript([{ result: 'approve' }]);
    const page = await managerCart(1280, 'ws://localhost:9');
    await page.getByRole('button', { name: 'Fazer pedido' }).click();
    const dialog = dialogOf(page);
    await dialog.getByText('Não foi possível conectar à maquininha.', { exact: false }).waitFor();
    await dialog.getByLabel('Endereço da maquininha').fill(`ws://localhost:${pinpad.port}`);
    await shot(page, 'payments/pinpad-unreachable-1280');
    await dialog.getByRole('button', { name: 'Tentar novamente' }).click();
    await dialog.getByText('TRANSACAO APROVADA').waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('pinpadUrl') ?? 'null'))).toBe(
      `ws://localhost:${pinpad.port}`,
    );
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await page.getByText('Pedido Enviado.').waitFor();
    await page.close();
  });

  it('says so when the terminal is not running', async () => {
    const dead = await startSimulator({ port: 0 });
    await dead.close();
    const page = await managerCart(390, dead.url);
    await page.getByRole('button', { name: 'Fazer pedido' }).click();
    const dialog = dialogOf(page);
    const text = 'Não foi possível conectar à maquininha. Verifique se está tudo certo e tente novamente.';
    await dialog.getByText(text).waitFor();
    await shot(page, 'payments/pinpad-unreachable-390');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByText(text).first().waitFor();
    await page.close();
  });
});
