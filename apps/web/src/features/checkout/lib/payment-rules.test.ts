import { PAYMENT_TYPE } from '@app/domain/payments/rules';
import { describe, expect, it } from 'vitest';
import type { PlaceRules } from './checkout-rules.ts';
import { effectivePayment, paymentChoices, paymentTypeCorrection } from './payment-rules.ts';

const ONLINE = [PAYMENT_TYPE.ONLINE_CARD, PAYMENT_TYPE.PIX];

describe('paymentTypeCorrection', () => {
  it('forces 4 while the budget flag is on, and leaves 4 alone', () => {
    for (const type of [-1, 0, 1, 2, 3, 5])
      expect(paymentTypeCorrection({ type, budget: true, onlineTypes: ONLINE, onlineReady: true })).toBe(4);
    expect(paymentTypeCorrection({ type: 4, budget: true, onlineTypes: ONLINE, onlineReady: true })).toBeNull();
  });

  it('resets 2 when online card payment stops being offered, once the offer is known', () => {
    expect(paymentTypeCorrection({ type: 2, budget: false, onlineTypes: [], onlineReady: true })).toBe(
      PAYMENT_TYPE.UNSET,
    );
    expect(paymentTypeCorrection({ type: 2, budget: false, onlineTypes: [3], onlineReady: true })).toBe(-1);
    // Not while the seller's settings are loading, and not while 2 is still offered.
    expect(paymentTypeCorrection({ type: 2, budget: false, onlineTypes: [], onlineReady: false })).toBeNull();
    expect(paymentTypeCorrection({ type: 2, budget: false, onlineTypes: ONLINE, onlineReady: true })).toBeNull();
    // Other types are not reset by this rule (the chooser reopens when a type is no longer offered).
    expect(paymentTypeCorrection({ type: 3, budget: false, onlineTypes: [], onlineReady: true })).toBeNull();
  });
});

describe('paymentChoices', () => {
  const place = { accept_cash: true, card_brands: ['visa'] } as unknown as PlaceRules;
  it('offers only the payment link for a budget', () => {
    expect(paymentChoices(place, ONLINE, true)).toEqual([4]);
    expect(paymentChoices(place, ONLINE, false)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('effectivePayment', () => {
  it('pays a budget by link', () => {
    expect(effectivePayment({ chosen: 2, budget: true, openOrder: false, onlineTypes: ONLINE })).toEqual({
      type: 4,
      payBill: null,
    });
  });

  it('puts an unset type on the open order’s bill (2, pay_bill 2) while online card payment is offered', () => {
    expect(effectivePayment({ chosen: -1, budget: false, openOrder: true, onlineTypes: ONLINE })).toEqual({
      type: 2,
      payBill: 2,
    });
    expect(effectivePayment({ chosen: -1, budget: false, openOrder: true, onlineTypes: [3] })).toEqual({
      type: -1,
      payBill: null,
    });
    expect(effectivePayment({ chosen: -1, budget: false, openOrder: false, onlineTypes: ONLINE })).toEqual({
      type: -1,
      payBill: null,
    });
    expect(effectivePayment({ chosen: 0, budget: false, openOrder: true, onlineTypes: ONLINE })).toEqual({
      type: 0,
      payBill: null,
    });
  });
});
