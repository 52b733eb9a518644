import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReload, withAssetTimeout } from './chunk-recovery.ts';

describe('chunk recovery', () => {
  it('recognises chunk and CSS chunk failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError({ code: 'CSS_CHUNK_LOAD_FAILED' })).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
  it('reloads once, then not again within the guard window', () => {
    expect(shouldReload(1_000_000, null)).toBe(true);
    expect(shouldReload(1_000_000, 1_000_000 - 5_000)).toBe(false);
    expect(shouldReload(1_000_000, 1_000_000 - 60_000)).toBe(true);
  });
  it('turns a hung import into a chunk error after the timeout', async () => {
    const error = await withAssetTimeout(() => new Promise(() => {}), 10).catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    await expect(withAssetTimeout(() => Promise.resolve(1), 10)).resolves.toBe(1);
  });
});
