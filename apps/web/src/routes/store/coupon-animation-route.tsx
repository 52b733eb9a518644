import { CouponAnimation } from '../../features/coupons/index.ts';

export const namespaces = ['cart'] as const;

/** Spec 3 §2.2 CouponAnimation (/adicionar-cupom): the coupon was added. */
export const Component = CouponAnimation;
