import { beforeEach, describe, expect, it, vi } from 'vitest';

// The cart's pay step for types 2, 3 and 5, with the calls replaced: what is recorded, what is
// charged, and what a failure cancels.

const calls = vi.hoisted(() => ({
  payOrder: vi.fn(),
  readOrder: vi.fn(),
  chargeSavedCard: vi.fn(),
  chargeCardToken: vi.fn(),
  createPix: vi.fn(),
  cancelPayment: vi.fn(),
  reportCardMachine: vi.fn(),
}));
vi.mock('../../../lib/i18n.ts', () => ({
  i18n: { loadNamespaces: async () => {}, getFixedT: () => (key: string) => key },
  apiLanguage: () => 'pt-BR',
}));
vi.mock('../../orders/api/order-calls.ts', () => ({ payOrder: calls.payOrder, readOrder: calls.readOrder }));
vi.mock('../../payments/api/payment-calls.ts', () => ({
  cancelPayment: calls.cancelPayment,
  chargeCardToken: calls.chargeCardToken,
  chargeSavedCard: calls.chargeSavedCard,
  createPix: calls.createPix,
  credentialsQuery: () => ({ queryKey: ['c'], queryFn: async () => ({ marketplace_id: 'm', zpk: 'z' }) }),
  reportCardMachine: calls.reportCardMachine,
}));

const { finishWithPayments } = await import('./checkout-finish.ts');
const { paymentChoice, paymentStore } = await import('../../payments/lib/payment-store.ts');

const order = { _id: '11111111-2222-4333-8444-555555555555', total_payable: 30, status: 2 } as never;
const tx = (status: string) => ({ transaction_id: 'tx', status, message: status === 'failed' ? 'Negada' : null });

beforeEach(() => {
  for (const fn of Object.values(calls)) fn.mockReset();
  calls.payOrder.mockResolvedValue({ order });
  calls.readOrder.mockResolvedValue(order);
  calls.cancelPayment.mockResolvedValue({ transactions: [] });
  paymentChoice.reset();
});

describe('finishWithPayments', () => {
  it('leaves cash, card on delivery and link to the normal payment call', () => {
    for (const type of [0, 1, 4]) expect(finishWithPayments(type)).toBeNull();
  });

  it('2: records the choice with the installments, charges the saved card, forgets the choice after success', async () => {
    paymentChoice.chooseCard({ kind: 'saved', cardId: 'card-1', brand: 'visa', last4: '1111', description: 'x' });
    paymentChoice.setInstallments(3);
    calls.chargeSavedCard.mockResolvedValue(tx('succeeded'));
    const finish = finishWithPayments(2);
    await finish?.pay({ order_id: (order as { _id: string })._id, payment_type: 2 }, order);
    expect(calls.payOrder).toHaveBeenCalledWith(expect.objectContaining({ payment_type: 2, installments: 3 }));
    expect(calls.chargeSavedCard).toHaveBeenCalledWith((order as { _id: string })._id, 'card-1', 3);
    finish?.succeeded();
    expect(paymentStore.getState().card).toBeNull();
  });

  it('2: a declined charge throws the provider text; the failure cancels the payment and drops a token', async () => {
    paymentChoice.chooseCard({ kind: 'token', token: 'tok', brand: 'visa', last4: '0002' });
    calls.chargeCardToken.mockResolvedValue(tx('failed'));
    const finish = finishWithPayments(2);
    const failure = await finish?.pay({ order_id: 'o', payment_type: 2 }, order).catch((e: unknown) => e);
    expect(finish?.messageOf(failure)).toBe('Negada');
    await finish?.failed('o');
    expect(calls.cancelPayment).toHaveBeenCalledWith('o', undefined);
    expect(paymentStore.getState().card).toBeNull();
  });

  it('3: creates the Pix charge and hands its transaction id over', async () => {
    calls.createPix.mockResolvedValue({ transaction_id: 'pix-1', status: 'pending' });
    const finish = finishWithPayments(3);
    await finish?.pay({ order_id: 'o', payment_type: 3 }, order);
    expect(calls.payOrder.mock.calls[0]?.[0]).not.toHaveProperty('installments');
    expect(finish?.pixTransactionId()).toBe('pix-1');
  });

  it("5: a failure cancels with 'Erro de pagamento'", async () => {
    await finishWithPayments(5)?.failed('o');
    expect(calls.cancelPayment).toHaveBeenCalledWith('o', 'Erro de pagamento');
  });
});
