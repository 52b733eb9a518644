import { defineRoutes } from '../call-route.ts';

// Access requests of the new-user flow (spec 3 §2.2 RequestAccess and AccessRequests, guard step 6;
// decision 122): the customer asks and checks; the place's staff list and decide.
export const accessRequestsRoutes = defineRoutes({
  'useraccess/request': { level: 'user' },
  'useraccess/check': { level: 'user' },
  'useraccess/list': { level: 'manager' },
  'useraccess/update': { level: 'manager' },
});
