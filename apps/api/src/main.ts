import { buildApp } from './app.ts';
import { createPrivateStorage, storageOf } from './integrations/storage/index.ts';
import { loadConfig } from './platform/config.ts';
import { DataDirLockedError } from './platform/db/data-dir-lock.ts';
import { openConfiguredDatabase } from './platform/db/open-configured.ts';
import { createLogger } from './platform/logger.ts';
import { seedDemo } from './seed/demo.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = await openConfiguredDatabase(config, { log: logger }).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  // A plain sentence for whoever started the second server, not a stack trace.
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
await database.migrate();
const app = await buildApp({ config, database, jobs: true, logger });
if (config.seedDemo) {
  await seedDemo(database, app.log, storageOf(config.storage), createPrivateStorage(config.storage));
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking requests, let the ones in flight finish, then close the database (and its folder lock).
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Pronto: http://localhost:${config.port}  (banco: ${database.kind}${database.kind === 'pglite' ? ` em ${config.dataDir}` : ''})`,
);
