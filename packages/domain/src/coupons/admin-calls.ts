import { defineCalls } from '../contract-types.ts';
import { couponsAdminRoutes } from './admin-routes.ts';
import {
  CouponCreateBody,
  CouponListBody,
  CouponListResponse,
  CouponResponse,
  CouponSetActiveBody,
  CouponUpdateBody,
} from './admin-schemas.ts';

// The coupons back office (decision 029), served at /api/admin/coupons/...
export const couponsAdminCalls = defineCalls(couponsAdminRoutes, {
  'admin/coupons/list': {
    summary: "The place's coupons, active first, with their use counts.",
    body: CouponListBody,
    response: CouponListResponse,
  },
  'admin/coupons/create': {
    summary: 'Creates a coupon (percent, flat or cashback) with its limits and validity; codes are unique per place.',
    body: CouponCreateBody,
    response: CouponResponse,
  },
  'admin/coupons/update': {
    summary: 'Edits a coupon of the place (uses so far are kept).',
    body: CouponUpdateBody,
    response: CouponResponse,
  },
  'admin/coupons/setactive': {
    summary: 'Disables (or enables again) a coupon of the place.',
    body: CouponSetActiveBody,
    response: CouponResponse,
  },
});
