import type { Database } from '../../platform/db/client.ts';
import { createCouponsAdminRepo } from './coupons-admin.repo.ts';
import { couponsAdminRoutes } from './coupons-admin.routes.ts';
import { createCouponsAdminService } from './coupons-admin.service.ts';

/** The back office's coupon calls, wired for container.ts. */
export function createCouponsAdminHandlers(deps: { database: Database }) {
  const couponsAdmin = createCouponsAdminService({ database: deps.database, repo: createCouponsAdminRepo() });
  return couponsAdminRoutes({ couponsAdmin });
}
