import { defineRoutes } from '../call-route.ts';

export const cashbackRoutes = defineRoutes({
  'cashbackmanual/retrieve': { level: 'user' },
  'cashback/statement': { level: 'user' },
});
