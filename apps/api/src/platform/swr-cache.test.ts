import { describe, expect, it, vi } from 'vitest';
import { createSwrCache } from './swr-cache.ts';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('stale-while-revalidate cache', () => {
  it('loads once, serves stale once after the TTL while re-reading, then the new value', async () => {
    let value = 'A';
    const load = vi.fn(async () => value);
    const cache = createSwrCache({ load, ttlMs: 30 });
    expect(await cache.get('k')).toBe('A');
    expect(await cache.get('k')).toBe('A');
    expect(load).toHaveBeenCalledTimes(1);
    value = 'B';
    await tick(40);
    expect(await cache.get('k')).toBe('A');
    await tick(5);
    expect(await cache.get('k')).toBe('B');
  });

  it('keeps no failed load and forgets what invalidate picks', async () => {
    let fail = true;
    const cache = createSwrCache({
      ttlMs: 10_000,
      load: async (key: string) => {
        if (fail) throw new Error('down');
        return `${key}!`;
      },
    });
    await expect(cache.get('a')).rejects.toThrow('down');
    fail = false;
    expect(await cache.get('a')).toBe('a!');
    expect(await cache.get('b')).toBe('b!');
    cache.invalidate((key) => key === 'a');
    expect(cache.size).toBe(1);
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it('a burst of misses for one key makes one load', async () => {
    const load = vi.fn(async (k: string) => {
      await tick(10);
      return k;
    });
    const cache = createSwrCache({ ttlMs: 10_000, load });
    const values = await Promise.all(Array.from({ length: 50 }, () => cache.get('x')));
    expect(new Set(values)).toEqual(new Set(['x']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops the oldest entry when full', async () => {
    const cache = createSwrCache({ ttlMs: 10_000, maxEntries: 2, load: async (k: string) => k });
    await cache.get('1');
    await cache.get('2');
    await cache.get('3');
    expect(cache.size).toBe(2);
  });
});
