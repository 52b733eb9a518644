import type { Config } from '../config.ts';
import { type Database, openDatabase } from './client.ts';
import type { DataDirLock, LockLog } from './data-dir-lock.ts';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR (locked to this process). */
export function openConfiguredDatabase(
  config: Config,
  options: { log?: LockLog; lock?: DataDirLock } = {},
): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize, warm: true })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir, ...options });
}
