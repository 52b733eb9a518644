import type { HttpMethod } from '../contract-types.ts';

/** Method and URL of the back-office operations calls (customers, dashboard, tickets), for call-routes.ts. */
export const opsCallRoutes = {
  'admin/customers/list': ['POST', '/api/admin/customers/list'],
  'admin/customers/read': ['POST', '/api/admin/customers/read'],
  'admin/customers/block': ['POST', '/api/admin/customers/block'],
  'admin/customers/cashback-adjust': ['POST', '/api/admin/customers/cashback-adjust'],
  'admin/dashboard/summary': ['POST', '/api/admin/dashboard/summary'],
  'admin/dashboard/csv': ['POST', '/api/admin/dashboard/csv'],
  'admin/orders/ticket': ['POST', '/api/admin/orders/ticket'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
