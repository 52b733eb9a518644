import type { EventBus } from '../../platform/events.ts';
import { shareInvalidation } from '../../platform/shared-invalidation.ts';
import { createSwrCache } from '../../platform/swr-cache.ts';
import type { PlaceRecord, PlacesRepo } from './places.repo.ts';

/**
 * Every request resolves its place, and preloginprime is mostly place settings, so rows are kept
 * in memory for `ttlMs` (docs/decisions/006), served stale once while re-read. Unknown keys are
 * remembered too, so garbage place ids cannot hammer the database.
 */
export function createPlaceCache(repo: PlacesRepo, ttlMs = 5_000) {
  // Keys are lower case: slugs are, and uuids compare case-insensitively.
  const cache = createSwrCache<PlaceRecord | null>({ load: (key) => repo.find(key), ttlMs });
  return {
    find: (idOrSlug: string): Promise<PlaceRecord | null> => cache.get(idOrSlug.toLowerCase()),
    invalidate(placeId?: string) {
      cache.invalidate(placeId ? (key, row) => row?.id === placeId || key === placeId : undefined);
    },
  };
}
export type PlaceCache = ReturnType<typeof createPlaceCache>;

/** The place cache whose invalidation reaches every API instance (decision 045). */
export function createSharedPlaceCache(repo: PlacesRepo, ttlMs: number, events: EventBus): PlaceCache {
  const local = createPlaceCache(repo, ttlMs);
  return { ...local, invalidate: shareInvalidation(events, 'place', local.invalidate) };
}
