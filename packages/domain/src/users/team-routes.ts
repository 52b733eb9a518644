import { defineRoutes } from '../call-route.ts';

export const adminLinkRoutes = defineRoutes({
  'admin/link/create': { level: 'manager' },
  'admin/link/redeem': { level: 'anonymous' },
});

export const teamRoutes = defineRoutes({
  'team/list': { level: 'owner' },
  'team/invite': { level: 'owner' },
  'team/uninvite': { level: 'owner' },
  'team/remove': { level: 'owner' },
  'team/supplier': { level: 'owner' },
  'team/role': { level: 'owner' },
});
