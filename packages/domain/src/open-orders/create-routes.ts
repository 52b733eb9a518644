import { defineRoutes } from '../call-route.ts';

// Staff open an account for a table, tab, room or chalet (spec 3 §2.2 CreateOpenOrder; decisions
// 106, 187), and the codes printed beside the tables' QR codes (decision 186).
export const createOpenOrderRoutes = defineRoutes({
  'openorder/create': { level: 'manager' },
  'openorder/tablecodes': { level: 'manager' },
});
