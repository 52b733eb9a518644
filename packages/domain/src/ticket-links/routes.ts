import { defineRoutes } from '../call-route.ts';

// The status link printed on an order's ticket (spec 1 §7 admin/updateordernotoken; decision 121):
// whoever holds the ticket (the courier, the counter) moves the order on without signing in.
export const ticketLinksRoutes = defineRoutes({
  'admin/updateordernotoken': { level: 'anonymous' },
});
