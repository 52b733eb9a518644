import { AsyncLocalStorage } from 'node:async_hooks';
import type { MenuEntry } from '@app/domain/places/schemas';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import type { CatalogueRepo } from './catalogue.repo.ts';

type Menu = z.infer<typeof MenuEntry>[];
type Entry = { menu: Menu; fresh: number; refreshing: boolean };

/**
 * The menu entries of preloginprime (the place's active categories), kept in memory like the
 * place cache (docs/decisions/006): read once, then served from memory; after `ttlMs` served once
 * more while re-read in the background (stale-while-revalidate). A cache hit makes no query.
 */
export function createMenuCache(database: Database, repo: CatalogueRepo, ttlMs = 5_000) {
  const entries = new Map<string, Entry>();
  // Captured at start-up, outside any transaction: background refreshes run in this context, so
  // one started by a caller inside `inPlace` never queries the pool from within that transaction.
  const outsideRequests = AsyncLocalStorage.snapshot();

  async function load(placeId: string): Promise<Menu> {
    const rows = await database.inPlace(placeId, (tx) => repo.listCategories(tx, placeId));
    const menu: Menu = rows.map((row) => ({
      _id: row.id,
      name: row.name,
      description: row.description,
      type_search: row.typeSearch,
      type_id: row.typeId,
      image: row.image,
      order: row.position,
      highlight: row.highlight,
      carousel: row.carousel,
    }));
    if (entries.size > 10_000) entries.clear();
    entries.set(placeId, { menu, fresh: Date.now() + ttlMs, refreshing: false });
    return menu;
  }

  return {
    async find(placeId: string): Promise<Menu> {
      const hit = entries.get(placeId);
      // A miss is awaited by the caller: it runs in the caller's context (and fails fast in a tx).
      if (!hit) return load(placeId);
      if (hit.fresh <= Date.now() && !hit.refreshing) {
        hit.refreshing = true;
        outsideRequests(() => load(placeId)).catch(() => {
          hit.refreshing = false;
        });
      }
      return hit.menu;
    },
    invalidate(placeId?: string) {
      if (!placeId) return entries.clear();
      entries.delete(placeId);
    },
  };
}
export type MenuCache = ReturnType<typeof createMenuCache>;
