// Places: the storefront's place data, onboarding, settings, theme and the installable manifest.
export { createOnboardingHandlers } from './onboarding.module.ts';
export { createSharedPlaceCache, type PlaceCache } from './place-cache.ts';
/** What places serve besides calls: the installable manifest and icons of each place. */
export { placeIndexHtml, registerPlaceManifest as register } from './place-manifest.ts';
export type { AgendaSettingsRecord, PlaceRecord } from './places.repo.ts';
export { createPlacesRepo, type PlacesRepo } from './places.repo.ts';
export { placesRoutes } from './places.routes.ts';
export { createPlacesService } from './places.service.ts';
export { createSettingsHandlers } from './settings.module.ts';
export { placeLink } from './theme.service.ts';
