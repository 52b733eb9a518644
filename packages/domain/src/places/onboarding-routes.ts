import { defineRoutes } from '../call-route.ts';

export const onboardingRoutes = defineRoutes({
  'onboarding/checkslug': { level: 'user', place: 'optional' },
  'onboarding/createplace': { level: 'user', place: 'optional' },
});
