/**
 * Where uploaded pictures live: the local disk by default, an S3-compatible bucket when
 * configured. `put` stores the bytes under `key` (a relative path such as
 * 'places/<id>/products/<uuid>.webp') and answers the URL a browser loads them from.
 */
export type StoragePort = {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
};

/** Keys are made by the server; this refuses anything that could leave the storage root. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
