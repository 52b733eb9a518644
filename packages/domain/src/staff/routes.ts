import { defineRoutes } from '../call-route.ts';

// Staff at the counter: find a customer to act for, and the places a person runs.
export const staffRoutes = defineRoutes({
  listusers: { level: 'manager' },
  // Any signed-in person: the answer is the places where that person is staff (often none).
  'switch-account/restaurant/list': { level: 'user', place: 'optional' },
});
