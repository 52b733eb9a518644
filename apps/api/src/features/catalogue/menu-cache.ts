import type { MenuEntry } from '@app/domain/places/schemas';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { createSwrCache } from '../../platform/swr-cache.ts';
import type { CatalogueRepo } from './catalogue.repo.ts';
import { toCategory } from './catalogue.service.ts';

type Menu = z.infer<typeof MenuEntry>[];

/**
 * The menu entries of preloginprime (the place's active categories), kept in memory like the
 * place cache (docs/decisions/006): a cache hit makes no query; after `ttlMs` the entry is served
 * once more while it is re-read in the background.
 */
export function createMenuCache(database: Database, repo: CatalogueRepo, ttlMs = 5_000) {
  const cache = createSwrCache<Menu>({
    ttlMs,
    load: async (placeId) => {
      const rows = await database.inPlace(placeId, (tx) => repo.listCategories(tx, placeId));
      // The storefront's menu is the category view without its subtypes.
      return rows.map((row) => {
        const { subtypes: _subtypes, ...entry } = toCategory(row);
        return entry;
      });
    },
  });
  return {
    find: (placeId: string): Promise<Menu> => cache.get(placeId),
    invalidate(placeId?: string) {
      cache.invalidate(placeId ? (key) => key === placeId : undefined);
    },
  };
}
export type MenuCache = ReturnType<typeof createMenuCache>;
