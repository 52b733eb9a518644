import { defineRoutes } from '../call-route.ts';

export const placesRoutes = defineRoutes({
  preloginprime: { level: 'anonymous' },
});
