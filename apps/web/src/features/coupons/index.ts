// The coupon screens of the storefront (redeeming a shared coupon and its result).
export { CouponAnimation } from './components/coupon-animation.tsx';
export { CouponError } from './components/coupon-error.tsx';
export { CouponRedeem } from './components/coupon-redeem.tsx';
