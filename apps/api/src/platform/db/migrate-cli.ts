import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createPrivateStorage, storageOf } from '../../integrations/storage/index.ts';
import { seedDemo } from '../../seed/demo.ts';
import { loadConfig } from '../config.ts';
import { DataDirLockedError, lockDataDir, lockFileName } from './data-dir-lock.ts';
import { openConfiguredDatabase } from './open-configured.ts';

// npm run db:migrate        applies the migrations
// npm run db:reset          drops everything, migrates and seeds the demo data again
const reset = process.argv.includes('--reset');
const config = loadConfig();
const log = pino({ level: 'info' });
try {
  // The folder's lock comes first: a reset must not empty the folder under a running server (decision 052).
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir, log);
  if (reset && !config.databaseUrl) {
    for (const entry of readdirSync(config.dataDir)) {
      if (entry !== lockFileName) rmSync(path.join(config.dataDir, entry), { recursive: true, force: true });
    }
  }
  const database = await openConfiguredDatabase(config, { lock, log });
  if (reset && config.databaseUrl) {
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`create schema public`);
  }
  await database.migrate();
  log.info('migrations applied');
  if (reset) await seedDemo(database, log, storageOf(config.storage), createPrivateStorage(config.storage));
  await database.close();
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
