import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../shared/messages.ts';
import {
  budgetPaymentType,
  changeMaxCents,
  installmentOptions,
  installmentsRequired,
  isPaymentType,
  isUnsetPaymentType,
  OPEN_ORDER_PAY_BILL,
  openOrderPayment,
  PAYMENT_TYPE,
  paymentTypeLabelKey,
  validateChange,
} from './rules.ts';

describe('payment types', () => {
  it('use the codes of spec 1 §4', () => {
    expect(PAYMENT_TYPE).toEqual({
      CASH: 0,
      OTHER: 1,
      ONLINE_CARD: 2,
      PIX: 3,
      LINK: 4,
      CARD_MACHINE: 5,
      UNSET: -1,
      UNSET_ALT: -2,
    });
  });

  it('have pt-BR labels', () => {
    const label = (code: number) => formatMessage(paymentTypeLabelKey(code));
    expect([0, 1, 2, 3, 4, 5].map(label)).toEqual([
      'Dinheiro',
      'Cartão na entrega',
      'Cartão de crédito online',
      'Pix',
      'Link de pagamento / a definir',
      'Maquininha',
    ]);
    expect(paymentTypeLabelKey(-1)).toBe('paymentUnset');
    expect(paymentTypeLabelKey(-2)).toBe('paymentUnset');
    expect(paymentTypeLabelKey(42)).toBe('paymentUnset');
  });

  it('recognise codes', () => {
    expect(isPaymentType(5)).toBe(true);
    expect(isPaymentType(-2)).toBe(true);
    expect(isPaymentType(6)).toBe(false);
    expect(isPaymentType('2')).toBe(false);
    expect(isUnsetPaymentType(-1)).toBe(true);
    expect(isUnsetPaymentType(-2)).toBe(true);
    expect(isUnsetPaymentType(0)).toBe(false);
  });

  it('ask for installments only for card types with more than one allowed', () => {
    expect(installmentsRequired(PAYMENT_TYPE.ONLINE_CARD, 3)).toBe(true);
    expect(installmentsRequired(PAYMENT_TYPE.CARD_MACHINE, 2)).toBe(true);
    expect(installmentsRequired(PAYMENT_TYPE.ONLINE_CARD, 1)).toBe(false);
    expect(installmentsRequired(PAYMENT_TYPE.PIX, 12)).toBe(false);
    expect(installmentsRequired(PAYMENT_TYPE.OTHER, 12)).toBe(false);
  });
});

describe('installmentOptions', () => {
  it('offers total / n while each is at least R$ 1,00', () => {
    expect(installmentOptions(300, 12)).toEqual([
      { installments: 1, amountCents: 300, remainderCents: 0 },
      { installments: 2, amountCents: 150, remainderCents: 0 },
      { installments: 3, amountCents: 100, remainderCents: 0 },
    ]);
    expect(installmentOptions(1000, 3)).toEqual([
      { installments: 1, amountCents: 1000, remainderCents: 0 },
      { installments: 2, amountCents: 500, remainderCents: 0 },
      { installments: 3, amountCents: 333, remainderCents: 1 },
    ]);
  });

  it('always offers one payment for any total ≥ 0', () => {
    expect(installmentOptions(0, 12)).toEqual([{ installments: 1, amountCents: 0, remainderCents: 0 }]);
    expect(installmentOptions(99, 12)).toEqual([{ installments: 1, amountCents: 99, remainderCents: 0 }]);
    expect(installmentOptions(199, 12).map((o) => o.installments)).toEqual([1]);
    expect(installmentOptions(200, 12).map((o) => o.installments)).toEqual([1, 2]);
  });

  it('reads a missing or bad maximum as 1 (seller default)', () => {
    expect(installmentOptions(10_000).map((o) => o.installments)).toEqual([1]);
    expect(installmentOptions(10_000, 0).map((o) => o.installments)).toEqual([1]);
    expect(installmentOptions(10_000, Number.NaN).map((o) => o.installments)).toEqual([1]);
    expect(installmentOptions(10_000, 2.7).map((o) => o.installments)).toEqual([1, 2]);
  });

  it('puts debit (0) first on the card machine', () => {
    expect(installmentOptions(500, 2, { cardMachine: true })).toEqual([
      { installments: 0, amountCents: 500, remainderCents: 0 },
      { installments: 1, amountCents: 500, remainderCents: 0 },
      { installments: 2, amountCents: 250, remainderCents: 0 },
    ]);
    expect(installmentOptions(50, 1, { cardMachine: true }).map((o) => o.installments)).toEqual([0, 1]);
  });

  it('has no options for negative or fractional totals', () => {
    expect(installmentOptions(-1, 12)).toEqual([]);
    expect(installmentOptions(10.5, 12)).toEqual([]);
  });

  it('always adds up to the total, in increasing installments within the limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        fc.boolean(),
        (total, max, cardMachine) => {
          const options = installmentOptions(total, max, { cardMachine });
          const counts = options.map((o) => o.installments);
          expect(counts).toEqual([...(cardMachine ? [0] : []), ...counts.filter((n) => n > 0)]);
          expect(counts.filter((n) => n > 0)).toEqual(counts.filter((n) => n > 0).map((_, i) => i + 1));
          for (const { installments: n, amountCents, remainderCents } of options) {
            const parts = Math.max(n, 1);
            expect(amountCents * parts + remainderCents).toBe(total);
            expect(remainderCents).toBeGreaterThanOrEqual(0);
            expect(remainderCents).toBeLessThan(parts);
            expect(n <= max).toBe(true);
            if (n > 1) expect(amountCents).toBeGreaterThanOrEqual(100);
          }
          // The next count up would fall under R$ 1,00 or past the maximum.
          const last = counts.at(-1) ?? 0;
          expect(last === max || Math.floor(total / (last + 1)) < 100).toBe(true);
        },
      ),
    );
  });
});

describe('budgetPaymentType (spec 1 §4: a budget forces type 4)', () => {
  it('is 4 for a budget whatever was chosen, the choice otherwise', () => {
    for (const type of [-2, -1, 0, 1, 2, 3, 4, 5]) {
      expect(budgetPaymentType(type, true)).toBe(PAYMENT_TYPE.LINK);
      expect(budgetPaymentType(type, false)).toBe(type);
    }
  });
});

describe('openOrderPayment (spec 1 §4: open order with type -1 becomes 2 with pay_bill 2)', () => {
  const onBill = { type: PAYMENT_TYPE.ONLINE_CARD, payBill: OPEN_ORDER_PAY_BILL };
  it('puts an unset type on the bill with an open order and online payment available', () => {
    expect(openOrderPayment({ type: -1, payBill: null }, { openOrder: true })).toEqual(onBill);
    expect(openOrderPayment({ type: -1, payBill: null }, { openOrder: true, onlineAvailable: true })).toEqual(onBill);
    expect(openOrderPayment(onBill, { openOrder: true })).toEqual(onBill);
  });
  it('leaves the choice alone without an open order, without online payment, or with a chosen type', () => {
    expect(openOrderPayment({ type: -1, payBill: null }, { openOrder: false })).toEqual({ type: -1, payBill: null });
    expect(openOrderPayment({ type: -1, payBill: null }, { openOrder: true, onlineAvailable: false })).toEqual({
      type: -1,
      payBill: null,
    });
    expect(openOrderPayment(onBill, { openOrder: false })).toEqual({ type: 2, payBill: null });
    for (const type of [0, 1, 3, 4, 5, -2])
      expect(openOrderPayment({ type, payBill: null }, { openOrder: true })).toEqual({ type, payBill: null });
    expect(openOrderPayment({ type: 2, payBill: null }, { openOrder: true })).toEqual({ type: 2, payBill: null });
  });
});

describe('cash change', () => {
  it('is at least the total and at most the total plus R$ 500,00', () => {
    expect(changeMaxCents(4250)).toBe(54250);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: -60_000, max: 60_000 }),
        (total, delta) => {
          const answer = validateChange(total + delta, total);
          if (delta < 0) return answer === 'changeTooLow';
          return answer === (delta > 50_000 ? 'changeTooHigh' : null);
        },
      ),
    );
    expect(validateChange(null, 4250)).toBeNull();
  });
});
