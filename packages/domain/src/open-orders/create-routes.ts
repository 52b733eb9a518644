import { defineRoutes } from '../call-route.ts';

// Staff open an account for a table, tab, room or chalet (spec 3 §2.2 CreateOpenOrder; decision 106).
export const createOpenOrderRoutes = defineRoutes({
  'openorder/create': { level: 'manager' },
});
