import type { Transaction } from '@app/domain/payments/schemas';
import { describe, expect, it, vi } from 'vitest';
import { cancelReason, type FinishCalls, finishPayment, PaymentFailure } from './finish-payment.ts';

const order = { _id: '7c0e6a3e-2f7c-4b8e-9d2a-1f2e3d4c5b6a', total_payable: 45.9, status: 2 };
const tx = (patch: Partial<Transaction> = {}): Transaction => ({
  transaction_id: 'tx-1',
  reference_id: order._id,
  status: 'succeeded',
  payment_method: 'credit',
  amount: 45.9,
  number_installments: 1,
  message: null,
  qrcode: null,
  imagemQrcode: null,
  end_reason: null,
  created_at: '2026-11-23T14:00:00Z',
  ...patch,
});
const texts = { declined: 'Recusado', pinpadFailed: 'Falhou', pinpadAborted: 'Abortado' };

function calls(patch: Partial<FinishCalls<typeof order>> = {}): FinishCalls<typeof order> {
  return {
    readOrder: vi.fn(async () => ({ ...order, status: 1 })),
    chargeSavedCard: vi.fn(async () => tx()),
    chargeCardToken: vi.fn(async () => tx()),
    createPix: vi.fn(async () => tx({ payment_method: 'pix', status: 'pending', transaction_id: 'pix-1' })),
    pinpad: vi.fn(async () => ({
      type: 'paymentSuccessful' as const,
      transactionId: 'term-1',
      valueInCents: 4590,
      numberOfInstallments: 3,
      paymentType: 'credit' as const,
      cardBrand: 'visa',
      last4: '0010',
      metadata: { buyer_id: '', reference_id: order._id, seller_id: 's' },
    })),
    pinpadCredentials: vi.fn(async () => ({ marketplace_id: 'mkt', zpk: 'zpk' })),
    reportCardMachine: vi.fn(async () => tx({ payment_method: 'card_machine' })),
    ...patch,
  };
}
const base = { card: null, installments: 1, sellerId: 's', buyerId: null, texts };

describe('finish by type', () => {
  it('2: charges the saved card with the installments, then reads the order', async () => {
    const c = calls();
    const card = { kind: 'saved' as const, cardId: 'card-1', brand: 'visa', last4: '1111', description: 'x' };
    const result = await finishPayment(order, { ...base, type: 2, card, installments: 3 }, c);
    expect(c.chargeSavedCard).toHaveBeenCalledWith(order._id, 'card-1', 3);
    expect(result).toEqual({ order: { ...order, status: 1 }, pixTransactionId: null });
  });

  it('2: a card token goes to v2/card-token; a declined status throws its message', async () => {
    const c = calls({ chargeCardToken: vi.fn(async () => tx({ status: 'failed', message: 'Não autorizada' })) });
    const card = { kind: 'token' as const, token: 'tok', brand: 'visa', last4: '0002' };
    await expect(finishPayment(order, { ...base, type: 2, card }, c)).rejects.toEqual(
      new PaymentFailure('Não autorizada', 'declined'),
    );
    expect(c.chargeCardToken).toHaveBeenCalledWith(order._id, 'tok', 1);
  });

  it('3: creates the Pix charge and answers its transaction id', async () => {
    const c = calls();
    expect(await finishPayment(order, { ...base, type: 3 }, c)).toEqual({ order, pixTransactionId: 'pix-1' });
  });

  it('5: charges total × 100 on the pin pad and reports the result', async () => {
    const c = calls();
    await finishPayment(order, { ...base, type: 5, installments: 3 }, c);
    expect(c.pinpad).toHaveBeenCalledWith({
      marketplaceId: 'mkt',
      publishableKey: 'zpk',
      sellerId: 's',
      paymentType: 'credit',
      numberOfInstallments: 3,
      valueInCents: 4590,
      metadata: { buyer_id: '', reference_id: order._id, seller_id: 's' },
    });
    expect(c.reportCardMachine).toHaveBeenCalledWith(
      expect.objectContaining({ result: 'paymentSuccessful', terminal_transaction_id: 'term-1', valueInCents: 4590 }),
    );
  });

  it('5: debit (installments 0) and an aborted charge', async () => {
    const c = calls({ pinpad: vi.fn(async () => ({ type: 'paymentAborted' as const })) });
    await expect(finishPayment(order, { ...base, type: 5, installments: 0 }, c)).rejects.toEqual(
      new PaymentFailure('Abortado', 'pinpad'),
    );
    expect(c.pinpad).toHaveBeenCalledWith(expect.objectContaining({ paymentType: 'debit', numberOfInstallments: 1 }));
    expect(c.reportCardMachine).toHaveBeenCalledWith(
      expect.objectContaining({ result: 'paymentAborted', numberOfInstallments: 0 }),
    );
  });

  it("cancels with 'Erro de pagamento' only for the card machine", () => {
    expect(cancelReason(5)).toBe('Erro de pagamento');
    expect(cancelReason(2)).toBeUndefined();
  });
});
