import type { Handlers } from '../../platform/http.ts';
import type { CouponsService } from './coupons.service.ts';

type CouponCalls = 'cupom/view' | 'v2/orderdeliverycupom' | 'removecoupon';

export function couponsRoutes(s: { coupons: CouponsService }): Pick<Handlers, CouponCalls> {
  return {
    'cupom/view': s.coupons.viewCoupon,
    'v2/orderdeliverycupom': s.coupons.addCouponToOrder,
    removecoupon: s.coupons.removeCouponFromOrder,
  };
}
