import type { Handlers } from '../../platform/http.ts';
import type { OnboardingService } from './onboarding.service.ts';

export function onboardingRoutes(s: {
  onboarding: OnboardingService;
}): Pick<Handlers, 'onboarding/checkslug' | 'onboarding/createplace'> {
  return {
    'onboarding/checkslug': s.onboarding.checkSlug,
    'onboarding/createplace': s.onboarding.openPlace,
  };
}
