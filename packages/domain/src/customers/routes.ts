import { defineRoutes } from '../call-route.ts';

export const customersRoutes = defineRoutes({
  'admin/customers/list': { level: 'manager' },
  'admin/customers/read': { level: 'manager' },
  'admin/customers/block': { level: 'manager' },
  'admin/customers/cashback-adjust': { level: 'manager' },
});
