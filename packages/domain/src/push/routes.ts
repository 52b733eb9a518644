import { defineRoutes } from '../call-route.ts';

// Web Push (decision 101): the app reads the server's VAPID public key before it subscribes; the
// subscription itself travels in `registerdevice` (spec 1 §7), bound to the person and the place.
export const pushRoutes = defineRoutes({
  'push/publickey': { level: 'anonymous', place: 'optional' },
});
