import { describe, expect, it, vi } from 'vitest';
import { createPlaceCache } from './place-cache.ts';
import type { PlacesRepo } from './places.repo.ts';
import type { PlaceRow } from './places.tables.ts';

const row = (name: string) => ({ id: '7ccec6a3-50e8-4965-8c4d-8dab971fb3e0', slug: 'cantina', name }) as PlaceRow;

describe('place cache', () => {
  it('reads once, serves from memory, refreshes in the background after the TTL, and forgets on invalidate', async () => {
    let name = 'A';
    const find = vi.fn(async () => row(name));
    const cache = createPlaceCache({ find } as unknown as PlacesRepo, 50);
    expect((await cache.find('cantina'))?.name).toBe('A');
    expect((await cache.find('CANTINA'))?.name).toBe('A');
    expect(find).toHaveBeenCalledTimes(1);
    name = 'B';
    await new Promise((r) => setTimeout(r, 60));
    expect((await cache.find('cantina'))?.name).toBe('A'); // stale once, while re-reading
    await new Promise((r) => setTimeout(r, 5));
    expect((await cache.find('cantina'))?.name).toBe('B');
    name = 'C';
    cache.invalidate(row('x').id);
    expect((await cache.find('cantina'))?.name).toBe('C');
  });

  it('remembers unknown places too', async () => {
    const find = vi.fn(async () => null);
    const cache = createPlaceCache({ find } as unknown as PlacesRepo);
    await cache.find('nada');
    await cache.find('nada');
    expect(find).toHaveBeenCalledTimes(1);
  });
});
