import { ASSET_LOAD_TIMEOUT_MS } from '@app/domain/shared/constants';

// After a deploy, an open tab may ask for chunks that no longer exist (ChunkLoadError,
// CSS_CHUNK_LOAD_FAILED, vite:preloadError). One reload fetches the new index; a second failure
// soon after shows the error screen instead of reloading forever.

const RELOAD_KEY = 'chunkReloadAt';
export const RELOAD_GUARD_MS = 30_000;

const CHUNK_ERROR =
  /ChunkLoadError|CSS_CHUNK_LOAD_FAILED|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk [\w-]+ failed|Asset load timeout/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  return [name, message, code].some((part) => typeof part === 'string' && CHUNK_ERROR.test(part));
}

/** Reload unless the last chunk reload happened within the guard window. */
export function shouldReload(now: number, lastReloadAt: number | null, guardMs = RELOAD_GUARD_MS): boolean {
  return lastReloadAt === null || now - lastReloadAt > guardMs;
}

function lastReload(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(RELOAD_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Reloads once for a chunk failure; false when it already tried (the caller shows an error). */
export function recoverFromChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const now = Date.now();
  if (!shouldReload(now, lastReload())) return false;
  try {
    window.sessionStorage.setItem(RELOAD_KEY, String(now));
  } catch {
    // Without session storage the guard cannot hold: do not risk a reload loop.
    return false;
  }
  window.location.reload();
  return true;
}

export function installChunkRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (recoverFromChunkError((event as Event & { payload?: unknown }).payload ?? { name: 'ChunkLoadError' })) {
      event.preventDefault();
    }
  });
}

/** A dynamic import that fails as a chunk error after the spec's asset timeout (120 s). */
export function withAssetTimeout<T>(load: () => Promise<T>, timeoutMs = ASSET_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(Object.assign(new Error('Asset load timeout'), { name: 'ChunkLoadError' })),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
