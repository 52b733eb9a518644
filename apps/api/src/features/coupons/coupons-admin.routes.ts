import type { Handlers } from '../../platform/http.ts';
import type { CouponsAdminService } from './coupons-admin.service.ts';

type CouponAdminCalls =
  | 'admin/coupons/list'
  | 'admin/coupons/create'
  | 'admin/coupons/update'
  | 'admin/coupons/setactive';

export function couponsAdminRoutes(s: { couponsAdmin: CouponsAdminService }): Pick<Handlers, CouponAdminCalls> {
  return {
    'admin/coupons/list': s.couponsAdmin.listCoupons,
    'admin/coupons/create': s.couponsAdmin.createCoupon,
    'admin/coupons/update': s.couponsAdmin.updateCoupon,
    'admin/coupons/setactive': s.couponsAdmin.setCouponActive,
  };
}
