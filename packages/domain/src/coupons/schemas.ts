import { z } from 'zod';
import { plainText } from '../shared/zod-rules.ts';

// Coupons (spec 1 §5 "Coupon", §7 cupom/view, v2/orderdeliverycupom, removecoupon). Codes are
// upper-cased; an empty code answers 'Nenhum cupom foi informado'. Decision 018.

export const COUPON_TYPES = ['PERCENT', 'FLAT', 'CASHBACK', 'REFERRAL'] as const;

const CouponCode = plainText(40).transform((v) => v.trim().toUpperCase());

export const CupomViewBody = z.object({
  code: CouponCode,
  /** /cupom/{code}: store a valid coupon on the person as invite_cupom (a referral code also sets referred_by). */
  save: z.boolean().optional(),
});
export const CouponView = z.object({
  code: z.string(),
  /** PERCENT, FLAT, CASHBACK (credited on delivery) or REFERRAL (a friend's share coupon). */
  type: z.enum(COUPON_TYPES),
  description: z.string().nullable(),
  /** Percent off (PERCENT) or reais (FLAT, CASHBACK); 0 for REFERRAL. */
  value: z.number(),
  /** Reais; 0 when there is no minimum. */
  min_order: z.number(),
  valid_until: z.string().nullable(),
  first_purchase_only: z.boolean(),
});
export const CupomViewResponse = z.object({ cupom: CouponView, saved: z.boolean() });

export const OrderCouponBody = z.object({
  order_id: z.string().uuid(),
  /** A coupon code, or 'CASHBACK' to pay with the loyalty balance. */
  cupom: CouponCode,
  cupom_type: z.enum(['CASHBACK']).optional(),
});
export const RemoveCouponBody = z.object({ order_id: z.string().uuid().optional() });

/** The order's money after a coupon change; reais. */
export const OrderCouponResponse = z.object({
  order_id: z.string().nullable(),
  cupom: z.string().nullable(),
  cupom_type: z.enum(COUPON_TYPES).nullable(),
  subtotal: z.number(),
  delivery_fee: z.number(),
  /** Everything off the order (manager discount plus coupon). */
  desconto: z.number(),
  /** What this coupon takes off (0 for a CASHBACK-kind coupon, credited on delivery). */
  cupom_discount: z.number(),
  total_payable: z.number(),
});
