import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type StoragePort } from './port.ts';

/**
 * Files in a folder on this machine, served by the API under `publicPath` (app.ts registers the
 * static route). Written to a temporary name then renamed, so a reader never sees half a file.
 */
export function createLocalDiskStorage(options: { dir: string; publicPath: string }): StoragePort {
  const base = options.publicPath.replace(/\/+$/, '');
  return {
    kind: 'local',
    async put(key, bytes) {
      assertSafeKey(key);
      const file = path.join(options.dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      return `${base}/${key}`;
    },
  };
}
