import type { Database } from '../../platform/db/client.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { createOnboardingRepo } from './onboarding.repo.ts';
import { onboardingRoutes } from './onboarding.routes.ts';
import { createOnboardingService, type OnboardingDeps } from './onboarding.service.ts';
import type { PlaceCache } from './place-cache.ts';

/** Onboarding calls, wired from the container's shared pieces. */
export function createOnboardingHandlers(deps: {
  database: Database;
  places: PlaceCache;
  limiter: RateLimiter;
  openOwnerSeat: OnboardingDeps['openOwnerSeat'];
  addCategory: OnboardingDeps['addCategory'];
  publicUrl?: string;
}): ReturnType<typeof onboardingRoutes> {
  const onboarding = createOnboardingService({ ...deps, repo: createOnboardingRepo() });
  return onboardingRoutes({ onboarding });
}
