import type { PlacesRepo } from './places.repo.ts';
import type { PlaceRow } from './places.tables.ts';

/**
 * Every request resolves its place, and preloginprime is mostly place settings: a few seconds of
 * staleness is fine for reads, so rows are kept briefly in memory (measured in bench/RESULTS.md).
 * Writers call `invalidate` (other instances learn it through the realtime events when settings
 * editing lands; until then the TTL bounds the staleness).
 */
export function createPlaceCache(repo: PlacesRepo, ttlMs = 5_000) {
  const entries = new Map<string, { row: PlaceRow | null; expires: number }>();
  return {
    async find(idOrSlug: string): Promise<PlaceRow | null> {
      const key = idOrSlug.toLowerCase();
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.row;
      const row = await repo.find(idOrSlug);
      // Unknown keys are remembered too, so garbage place ids cannot hammer the database.
      if (entries.size > 10_000) entries.clear();
      entries.set(key, { row, expires: Date.now() + ttlMs });
      return row;
    },
    invalidate(placeId?: string) {
      if (!placeId) return entries.clear();
      for (const [key, entry] of entries) if (entry.row?.id === placeId || key === placeId) entries.delete(key);
    },
  };
}
export type PlaceCache = ReturnType<typeof createPlaceCache>;
