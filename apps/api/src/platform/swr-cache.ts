import { AsyncLocalStorage } from 'node:async_hooks';

type Entry<V> = { value: V; fresh: number; refreshing: boolean };

/**
 * An in-memory read cache, one per API instance (docs/decisions/006, 024): a key is loaded once,
 * then served from memory; after `ttlMs` it is served once more while it is re-read in the
 * background (stale-while-revalidate), so a known key never waits on the database. Failed loads
 * are not kept; concurrent misses of a key share one load. Writers call `invalidate`; other
 * instances catch up within the TTL.
 */
export function createSwrCache<V>({
  load,
  ttlMs,
  maxEntries = 10_000,
}: {
  load: (key: string) => Promise<V>;
  ttlMs: number;
  maxEntries?: number;
}) {
  const entries = new Map<string, Entry<V>>();
  // Captured at start-up, outside any request: background refreshes run in this context, so one
  // started by a caller inside `inPlace` never queries the pool from within that transaction.
  const outsideRequests = AsyncLocalStorage.snapshot();

  // One load per key at a time: a burst of requests for a key not yet cached waits on the same
  // read instead of sending the database one query each.
  const inFlight = new Map<string, Promise<V>>();

  function fill(key: string): Promise<V> {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const loading = load(key)
      .then((value) => {
        entries.delete(key);
        // Oldest first in a Map: the first key is the least recently filled.
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value, fresh: Date.now() + ttlMs, refreshing: false });
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, loading);
    return loading;
  }

  return {
    /** A miss is awaited by the caller, in the caller's context (and fails fast inside a tx). */
    async get(key: string): Promise<V> {
      const hit = entries.get(key);
      if (!hit) return fill(key);
      if (hit.fresh <= Date.now() && !hit.refreshing) {
        hit.refreshing = true;
        outsideRequests(() => fill(key)).catch(() => {
          hit.refreshing = false;
        });
      }
      return hit.value;
    },
    /** Drops every entry, or those the predicate picks. */
    invalidate(pick?: (key: string, value: V) => boolean) {
      if (!pick) return entries.clear();
      for (const [key, entry] of entries) if (pick(key, entry.value)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
export type SwrCache<V> = ReturnType<typeof createSwrCache<V>>;
