import { CouponError } from '../../features/coupons/index.ts';

export const namespaces = ['cart'] as const;

/** Spec 3 §2.2 CouponError (/erro-cupom): why the coupon could not be used. */
export const Component = CouponError;
