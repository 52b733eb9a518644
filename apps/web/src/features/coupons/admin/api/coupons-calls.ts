import type { CallBody, CallResult } from '@app/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

export type AdminCouponList = CallResult<'admin/coupons/list'>['coupons'];
export type CouponBody = CallBody<'admin/coupons/create'>;

/** The place's coupons for the back office, active first. */
export function couponsQuery(managerToken: string | null) {
  return queryOptions({
    queryKey: ['backoffice', 'coupons', managerToken],
    queryFn: () => api.call('admin/coupons/list', {}).then((r) => r.coupons),
    staleTime: 30_000,
  });
}

export const createCoupon = (coupon: CouponBody) => api.call('admin/coupons/create', coupon).then((r) => r.coupon);
export const updateCoupon = (_id: string, coupon: CouponBody) =>
  api.call('admin/coupons/update', { _id, coupon }).then((r) => r.coupon);
export const setCouponActive = (_id: string, active: boolean) =>
  api.call('admin/coupons/setactive', { _id, active }).then((r) => r.coupon);
