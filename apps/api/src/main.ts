import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { openConfiguredDatabase } from './platform/db/open-configured.ts';
import { seedDemo } from './seed/demo.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
const app = await buildApp({ config, database, jobs: true });
if (config.seedDemo) await seedDemo(database, app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking requests, let the ones in flight finish, then close the database.
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
