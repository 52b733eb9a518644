import { defineRoutes } from '../call-route.ts';

// Hotel check-in (spec 1 §3 "Check-in", spec 3 §2.2 CheckIn/CheckInOpenOrder, spec 3 §7 "Print
// service: GET docs/checkin"; decision 105).
export const checkInRoutes = defineRoutes({
  'checkin/save': { level: 'user' },
  'checkin/get': { level: 'user' },
  'docs/checkin': { level: 'user', method: 'GET' },
});
