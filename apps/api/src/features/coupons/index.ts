// Coupons: the storefront's preview and use, and the back office's coupon list.
export { createCouponsRepo } from './coupons.repo.ts';
export { couponsRoutes } from './coupons.routes.ts';
export { type CouponsService, createCouponsService } from './coupons.service.ts';
export { createCouponsAdminHandlers } from './coupons-admin.module.ts';
