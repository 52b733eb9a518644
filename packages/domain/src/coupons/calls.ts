import { defineCalls } from '../contract-types.ts';
import { couponsRoutes } from './routes.ts';
import { CupomViewBody, CupomViewResponse, OrderCouponBody, OrderCouponResponse, RemoveCouponBody } from './schemas.ts';

export const couponsCalls = defineCalls(couponsRoutes, {
  'cupom/view': {
    summary:
      "A coupon's public view if the caller may use it (active, in its dates, uses left, first purchase); with save, stores it as the caller's invite_cupom.",
    body: CupomViewBody,
    response: CupomViewResponse,
  },
  'v2/orderdeliverycupom': {
    summary:
      "Applies a coupon (or the loyalty balance, cupom 'CASHBACK') to the caller's pending order under row locks, enforcing max_uses and per_user_limit; answers the new totals.",
    body: OrderCouponBody,
    response: OrderCouponResponse,
  },
  removecoupon: {
    summary:
      "Takes the coupon off the caller's pending order (the latest one with a coupon when order_id is absent) and frees its use; a loyalty debit is given back.",
    body: RemoveCouponBody,
    response: OrderCouponResponse,
  },
});
