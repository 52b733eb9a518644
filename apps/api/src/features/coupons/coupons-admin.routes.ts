import type { Handlers } from '../../platform/http.ts';
import type { CouponsAdminService } from './coupons-admin.service.ts';

type CouponAdminCalls =
  | 'admin/coupons/list'
  | 'admin/coupons/create'
  | 'admin/coupons/update'
  | 'admin/coupons/setactive';

export function couponsAdminRoutes(s: { couponsAdmin: CouponsAdminService }): Pick<Handlers, CouponAdminCalls> {
  return {
    'admin/coupons/list': s.couponsAdmin.list,
    'admin/coupons/create': s.couponsAdmin.create,
    'admin/coupons/update': s.couponsAdmin.update,
    'admin/coupons/setactive': s.couponsAdmin.setActive,
  };
}
