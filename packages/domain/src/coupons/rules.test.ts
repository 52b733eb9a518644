import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUPON_ERROR,
  type CouponRule,
  cashbackCreditCents,
  couponDiscountCents,
  couponRefusal,
  loyaltyDebitCents,
} from './rules.ts';

const coupon = (over: Partial<CouponRule> = {}): CouponRule => ({
  kind: 'percent',
  value: 1000,
  minOrderCents: 0,
  maxUses: 0,
  uses: 0,
  perUserLimit: 1,
  validFrom: null,
  validUntil: null,
  firstPurchaseOnly: false,
  active: true,
  ...over,
});
const now = new Date('2025-11-24T12:00:00Z');
const ctx = { now, usesByUser: 0, hasPurchased: false, subtotalCents: 5000 };

describe('couponRefusal', () => {
  it('accepts a valid coupon', () => {
    expect(couponRefusal(coupon(), ctx)).toBeNull();
  });
  it('refuses in a stable order with codes and messages', () => {
    expect(couponRefusal(coupon({ active: false }), ctx)).toEqual({ code: 1001, key: 'couponNotFound' });
    expect(couponRefusal(coupon({ validFrom: new Date('2025-12-01') }), ctx)?.code).toBe(COUPON_ERROR.notYet);
    expect(couponRefusal(coupon({ validUntil: new Date('2025-11-01') }), ctx)?.key).toBe('couponExpired');
    expect(couponRefusal(coupon({ maxUses: 5, uses: 5 }), ctx)?.key).toBe('couponExhausted');
    expect(couponRefusal(coupon({ maxUses: 5, uses: 4 }), ctx)).toBeNull();
    expect(couponRefusal(coupon(), { ...ctx, usesByUser: 1 })?.key).toBe('couponUserLimit');
    expect(couponRefusal(coupon({ perUserLimit: 0 }), { ...ctx, usesByUser: 9 })).toBeNull();
    expect(couponRefusal(coupon({ firstPurchaseOnly: true }), { ...ctx, hasPurchased: true })?.code).toBe(1006);
    expect(couponRefusal(coupon({ minOrderCents: 3000 }), { ...ctx, subtotalCents: 2999 })?.code).toBe(1008);
    expect(couponRefusal(coupon({ minOrderCents: 3000 }), { ...ctx, subtotalCents: null })).toBeNull();
  });
});

describe('discounts', () => {
  it('percent in basis points rounds down; flat caps at the base; cashback takes nothing off', () => {
    expect(couponDiscountCents({ kind: 'percent', value: 1000 }, 4999)).toBe(499);
    expect(couponDiscountCents({ kind: 'flat', value: 500 }, 300)).toBe(300);
    expect(couponDiscountCents({ kind: 'flat', value: 500 }, 3000)).toBe(500);
    expect(couponDiscountCents({ kind: 'cashback', value: 500 }, 3000)).toBe(0);
  });
  it('never exceeds the base nor goes negative', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('percent' as const, 'flat' as const, 'cashback' as const),
        fc.integer({ min: -100, max: 20_000 }),
        fc.integer({ min: -100, max: 1_000_000 }),
        (kind, value, base) => {
          const cents = couponDiscountCents({ kind, value }, base);
          expect(cents).toBeGreaterThanOrEqual(0);
          expect(cents).toBeLessThanOrEqual(Math.max(0, base));
          expect(Number.isInteger(cents)).toBe(true);
        },
      ),
    );
  });
  it('loyalty pays up to the products; cashback credit is a percent rounded down', () => {
    expect(loyaltyDebitCents(1500, 4000)).toBe(1500);
    expect(loyaltyDebitCents(9000, 4000)).toBe(4000);
    expect(cashbackCreditCents(4990, 500)).toBe(249);
    expect(cashbackCreditCents(-5, 500)).toBe(0);
  });
});
