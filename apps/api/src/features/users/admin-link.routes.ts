import type { Handlers } from '../../platform/http.ts';
import type { createAdminLinkService } from './admin-link.service.ts';

export function adminLinkRoutes(s: {
  adminLink: ReturnType<typeof createAdminLinkService>;
}): Pick<Handlers, 'admin/link/create' | 'admin/link/redeem'> {
  return { 'admin/link/create': s.adminLink.createLink, 'admin/link/redeem': s.adminLink.redeemLink };
}
