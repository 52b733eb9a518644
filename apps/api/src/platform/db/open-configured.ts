import type { Config } from '../config.ts';
import { type Database, openDatabase } from './client.ts';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}
