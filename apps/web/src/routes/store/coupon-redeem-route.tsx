import { CouponRedeem } from '../../features/coupons/index.ts';

export const namespaces = ['cart'] as const;

/**
 * Spec 3 §2.2 CouponRedeem (/cupom/{code}): checks the coupon and stores it on the user as
 * invite_cupom (cupom/view with save), refreshes the user, then the animation; else the error screen.
 */
export const Component = CouponRedeem;
