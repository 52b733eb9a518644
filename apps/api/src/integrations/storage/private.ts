import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { StorageConfig } from './config.ts';
import { createLocalDiskStorage } from './local-disk.ts';
import { assertSafeKey } from './port.ts';

/**
 * Where private files live (patient files and photos, decision 161): never under a public path.
 * The API reads them back and serves them itself, behind a signed, short-lived URL.
 * Local disk: a folder next to the public uploads, not served. S3: the same bucket under
 * `private/`, written without a public ACL and read with a signed GET.
 */
export type PrivateStoragePort = {
  readonly kind: 'local' | 's3' | 'memory';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Uint8Array | null>;
};

export function createPrivateStorage(config: StorageConfig, fetcher: typeof fetch = fetch): PrivateStoragePort {
  if (config.provider === 's3') return createPrivateS3(config, fetcher);
  const dir = path.join(path.dirname(config.dir), 'private-files');
  // The public adapter's atomic write, under a folder no static route serves.
  const writer = createLocalDiskStorage({ dir, publicPath: '/not-served' });
  return {
    kind: 'local',
    async put(key, bytes, contentType) {
      await writer.put(key, bytes, contentType);
    },
    async get(key) {
      assertSafeKey(key);
      try {
        return await readFile(path.join(dir, key));
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

function createPrivateS3(
  config: Extract<StorageConfig, { provider: 's3' }>,
  fetcher: typeof fetch,
): PrivateStoragePort {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const endpoint = config.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) => `${endpoint}/${config.bucket}/private/${key}`;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      const request = await client.sign(urlOf(key), {
        method: 'PUT',
        body: bytes as unknown as BodyInit,
        headers: {
          'content-type': contentType,
          'cache-control': 'private, no-store',
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      const response = await fetcher(request);
      if (!response.ok) throw new Error(`S3 PUT private/${key} failed: ${response.status}`);
    },
    async get(key) {
      assertSafeKey(key);
      const response = await fetcher(await client.sign(urlOf(key), { method: 'GET' }));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET private/${key} failed: ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}

/** Tests and the demo without a disk: objects in memory. */
export function createMemoryPrivateStorage(): PrivateStoragePort {
  const objects = new Map<string, Uint8Array>();
  return {
    kind: 'memory',
    async put(key, bytes) {
      assertSafeKey(key);
      objects.set(key, bytes);
    },
    async get(key) {
      return objects.get(key) ?? null;
    },
  };
}
