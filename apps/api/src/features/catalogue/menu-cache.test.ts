import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import type { CatalogueRepo } from './catalogue.repo.ts';
import type { CategoryRow } from './catalogue.tables.ts';
import { createMenuCache } from './menu-cache.ts';

const category = (name: string) =>
  ({
    id: 'c1',
    name,
    description: null,
    typeSearch: 'x',
    typeId: null,
    image: null,
    position: 0,
    highlight: false,
    carousel: false,
  }) as CategoryRow;

describe('menu cache', () => {
  it('reads once, serves from memory, refreshes in the background after the TTL, and forgets on invalidate', async () => {
    let name = 'A';
    const listCategories = vi.fn(async () => [category(name)]);
    const database = { inPlace: (_: string, fn: (tx: unknown) => unknown) => fn({}) } as unknown as Database;
    const cache = createMenuCache(database, { listCategories } as unknown as CatalogueRepo, 50);
    expect((await cache.find('p1'))[0]?.name).toBe('A');
    expect((await cache.find('p1'))[0]?.name).toBe('A');
    expect(listCategories).toHaveBeenCalledTimes(1);
    name = 'B';
    await new Promise((r) => setTimeout(r, 60));
    expect((await cache.find('p1'))[0]?.name).toBe('A'); // stale once, while re-reading
    await new Promise((r) => setTimeout(r, 5));
    expect((await cache.find('p1'))[0]?.name).toBe('B');
    name = 'C';
    cache.invalidate('p1');
    expect((await cache.find('p1'))[0]?.name).toBe('C');
  });
});
