import { defineCalls } from '../contract-types.ts';
import { onboardingRoutes } from './onboarding-routes.ts';
import { CheckSlugBody, CheckSlugResponse, CreatePlaceBody, CreatePlaceResponse } from './onboarding-schemas.ts';

// Anyone signed in may open a business and becomes its owner. The request's place (if
// any) is only where the person happens to be; the new place is named by the body.
export const onboardingCalls = defineCalls(onboardingRoutes, {
  'onboarding/checkslug': {
    summary: 'Whether a link slug may be used for a new place (pattern, reserved words, taken).',
    body: CheckSlugBody,
    response: CheckSlugResponse,
  },
  'onboarding/createplace': {
    rateLimited: true,
    summary: 'Creates a place (name, slug, kind) with starter hours and menu; the caller becomes its owner.',
    body: CreatePlaceBody,
    response: CreatePlaceResponse,
  },
});
