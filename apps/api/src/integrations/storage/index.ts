import type { StorageConfig } from './config.ts';
import { createLocalDiskStorage } from './local-disk.ts';
import type { StoragePort } from './port.ts';
import { createS3Storage } from './s3.ts';

export type { StorageConfig } from './config.ts';
export type { StoragePort } from './port.ts';

/** Uploaded pictures go to an S3-compatible bucket when configured, to the local disk otherwise. */
export function createStorage(config: StorageConfig): StoragePort {
  return config.provider === 's3' ? createS3Storage(config) : createLocalDiskStorage(config);
}

/** A ready port (tests) as is; a configuration turned into its port; absent: the local disk under .data/uploads. */
export function storageOf(option: StorageConfig | StoragePort | undefined): StoragePort {
  if (option && 'put' in option) return option;
  return createStorage(option ?? { provider: 'local', dir: '.data/uploads', publicPath: '/uploads' });
}
export {
  createMemoryPrivateStorage,
  createPrivateStorage,
  type PrivateStoragePort,
} from './private.ts';
