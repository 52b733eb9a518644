import { defineRoutes } from '../call-route.ts';

// The kitchen display's own calls (decision 068); the bump itself is admin/updateorder.
export const kitchenRoutes = defineRoutes({
  'admin/kitchen/stations': { level: 'manager' },
  'admin/kitchen/savestations': { level: 'manager' },
  'admin/kitchen/recent': { level: 'manager' },
  'admin/kitchen/recall': { level: 'manager' },
});
