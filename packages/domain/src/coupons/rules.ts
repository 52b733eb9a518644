import type { MessageKey } from '../shared/messages.ts';

// Coupon rules, pure (decision 018). Codes travel in cupons_error_code: -1 ok (COUPON_OK_CODE),
// 1007 the loyalty balance below the minimum (COUPON_LOYALTY_ERROR_CODE), ours 1001..1009.

/** The loyalty balance used as a coupon: the cart sends cupom_type 'CASHBACK' with this code. */
export const LOYALTY_COUPON_CODE = 'CASHBACK';

export const COUPON_ERROR = {
  notFound: 1001,
  notYet: 1002,
  expired: 1003,
  exhausted: 1004,
  userLimit: 1005,
  firstPurchase: 1006,
  loyalty: 1007,
  minOrder: 1008,
  ownReferral: 1009,
} as const;
export type CouponErrorCode = (typeof COUPON_ERROR)[keyof typeof COUPON_ERROR];

/** Percent and flat take money off the order; cashback credits the loyalty balance on delivery. */
export const COUPON_KINDS = ['percent', 'flat', 'cashback'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export type CouponRule = {
  kind: CouponKind;
  /** Basis points for percent; cents otherwise. */
  value: number;
  minOrderCents: number;
  maxUses: number;
  uses: number;
  perUserLimit: number;
  validFrom: Date | null;
  validUntil: Date | null;
  firstPurchaseOnly: boolean;
  active: boolean;
};

export type CouponRefusal = { code: CouponErrorCode; key: MessageKey };

/**
 * Why this person may not use the coupon now, or null. `usesByUser` counts their current uses,
 * `hasPurchased` whether they already have an order at the place (other than the one at hand).
 */
export function couponRefusal(
  coupon: CouponRule,
  ctx: { now: Date; usesByUser: number; hasPurchased: boolean; subtotalCents: number | null },
): CouponRefusal | null {
  if (!coupon.active) return { code: COUPON_ERROR.notFound, key: 'couponNotFound' };
  if (coupon.validFrom && ctx.now < coupon.validFrom) return { code: COUPON_ERROR.notYet, key: 'couponNotYet' };
  if (coupon.validUntil && ctx.now > coupon.validUntil) return { code: COUPON_ERROR.expired, key: 'couponExpired' };
  if (coupon.maxUses > 0 && coupon.uses >= coupon.maxUses) {
    return { code: COUPON_ERROR.exhausted, key: 'couponExhausted' };
  }
  if (coupon.perUserLimit > 0 && ctx.usesByUser >= coupon.perUserLimit) {
    return { code: COUPON_ERROR.userLimit, key: 'couponUserLimit' };
  }
  if (coupon.firstPurchaseOnly && ctx.hasPurchased) {
    return { code: COUPON_ERROR.firstPurchase, key: 'couponFirstPurchase' };
  }
  if (ctx.subtotalCents !== null && ctx.subtotalCents < coupon.minOrderCents) {
    return { code: COUPON_ERROR.minOrder, key: 'couponMinOrder' };
  }
  return null;
}

/**
 * Cents a coupon takes off `baseCents` (the products after any manager discount; never the
 * delivery fee): percent rounds down, flat is capped at the base, cashback takes nothing off (it
 * is credited when the order is delivered).
 */
export function couponDiscountCents(coupon: Pick<CouponRule, 'kind' | 'value'>, baseCents: number): number {
  const base = Math.max(0, baseCents);
  if (coupon.kind === 'percent') return Math.min(base, Math.floor((base * Math.max(0, coupon.value)) / 10_000));
  if (coupon.kind === 'flat') return Math.min(base, Math.max(0, coupon.value));
  return 0;
}

/** What the loyalty balance pays of an order: all of it up to the products' value. */
export function loyaltyDebitCents(balanceCents: number, baseCents: number): number {
  return Math.max(0, Math.min(balanceCents, baseCents));
}

/** Cashback credited for a delivered order: `percBp` hundredths of a percent of the base, rounded down. */
export function cashbackCreditCents(baseCents: number, percBp: number): number {
  return Math.max(0, Math.floor((Math.max(0, baseCents) * Math.max(0, percBp)) / 10_000));
}
