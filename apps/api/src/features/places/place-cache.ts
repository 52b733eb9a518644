import type { PlacesRepo } from './places.repo.ts';
import type { PlaceRow } from './places.tables.ts';

type Entry = { row: PlaceRow | null; fresh: number; refreshing: boolean };

/**
 * Every request resolves its place, and preloginprime is mostly place settings, so rows are kept
 * in memory (docs/decisions/006). After `ttlMs` an entry is served once more while it is re-read
 * in the background (stale-while-revalidate): no request waits on the database for a known place.
 * Writers call `invalidate`; other instances catch up within the TTL.
 */
export function createPlaceCache(repo: PlacesRepo, ttlMs = 5_000) {
  const entries = new Map<string, Entry>();

  async function load(key: string, idOrSlug: string): Promise<PlaceRow | null> {
    const row = await repo.find(idOrSlug);
    // Unknown keys are remembered too, so garbage place ids cannot hammer the database.
    if (entries.size > 10_000) entries.clear();
    entries.set(key, { row, fresh: Date.now() + ttlMs, refreshing: false });
    return row;
  }

  return {
    async find(idOrSlug: string): Promise<PlaceRow | null> {
      const key = idOrSlug.toLowerCase();
      const hit = entries.get(key);
      if (!hit) return load(key, idOrSlug);
      if (hit.fresh <= Date.now() && !hit.refreshing) {
        hit.refreshing = true;
        load(key, idOrSlug).catch(() => {
          hit.refreshing = false;
        });
      }
      return hit.row;
    },
    invalidate(placeId?: string) {
      if (!placeId) return entries.clear();
      for (const [key, entry] of entries) if (entry.row?.id === placeId || key === placeId) entries.delete(key);
    },
  };
}
export type PlaceCache = ReturnType<typeof createPlaceCache>;
