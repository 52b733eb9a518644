import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/backoffice.json';
import ptBR from '../../../../locales/pt-BR/backoffice.json';
import { awaitingPayment, mustCollectOnDelivery, paymentBadgeOf } from './payment-badge.ts';

const label = (messages: { paymentState: Record<string, string> }, key: string) =>
  messages.paymentState[key.replace('paymentState.', '')];

describe('online payment badge', () => {
  it('maps each payment state to its tone and label (pt-BR and en)', () => {
    const badges = (['paid', 'pending', 'refunded', 'failed'] as const).map((s) =>
      paymentBadgeOf({ payment_status: s }),
    );
    expect(badges.map((b) => b?.tone)).toEqual(['ok', 'wait', 'alert', 'alert']);
    expect(badges.map((b) => label(ptBR, b?.labelKey ?? ''))).toEqual([
      'Pago',
      'Pagamento pendente',
      'Estornado',
      'Pagamento não aprovado',
    ]);
    expect(badges.map((b) => label(en, b?.labelKey ?? ''))).toEqual([
      'Paid',
      'Payment pending',
      'Refunded',
      'Payment failed',
    ]);
  });

  it('shows no badge for an order not paid online', () => {
    expect(paymentBadgeOf({ payment_status: null })).toBeNull();
  });

  it('offers collecting on delivery for an accepted or sent-out online order whose payment fell through', () => {
    const order = { status: 1, payment_type: 2, pay_bill: null, payment_status: 'refunded' as const };
    expect(mustCollectOnDelivery(order)).toBe(true);
    expect(mustCollectOnDelivery({ ...order, status: 3, payment_type: 3, payment_status: 'failed' })).toBe(true);
    expect(mustCollectOnDelivery({ ...order, payment_status: 'paid' })).toBe(false);
    // Pending orders are the customer's to pay (or staff refuse them); ended ones are done.
    expect(mustCollectOnDelivery({ ...order, status: 2 })).toBe(false);
    expect(mustCollectOnDelivery({ ...order, status: 5 })).toBe(false);
    // Cash, or on the open order's bill: nothing to collect online.
    expect(mustCollectOnDelivery({ ...order, payment_type: 0, payment_status: null })).toBe(false);
    expect(mustCollectOnDelivery({ ...order, pay_bill: 2, payment_status: null })).toBe(false);
  });

  it('a pending online order waits for its payment; a paid one does not', () => {
    const order = { status: 2, payment_type: 3, pay_bill: null, payment_status: 'pending' as const };
    expect(awaitingPayment(order)).toBe(true);
    expect(awaitingPayment({ ...order, payment_status: 'paid' })).toBe(false);
    expect(awaitingPayment({ ...order, payment_type: 1, payment_status: null })).toBe(false);
  });
});
