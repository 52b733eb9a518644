import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { seedDemo } from '../../seed/demo.ts';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from './open-configured.ts';

// npm run db:migrate        applies the migrations
// npm run db:reset          drops everything, migrates and seeds the demo data again
const reset = process.argv.includes('--reset');
const config = loadConfig();
const log = pino({ level: 'info' });
if (reset && !config.databaseUrl) rmSync(config.dataDir, { recursive: true, force: true });
const database = await openConfiguredDatabase(config);
if (reset && config.databaseUrl) {
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
}
await database.migrate();
log.info('migrations applied');
if (reset) await seedDemo(database, log);
await database.close();
