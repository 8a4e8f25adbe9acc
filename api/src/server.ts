import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { createDb } from './db/create-db.ts';
import { migrate } from './db/migrate.ts';

const config = readConfig();
const db = await createDb(config);
const applied = await migrate(db);

const app = await buildApp({ db, dataDir: config.dataDir, logger: true, trustProxyHops: config.trustProxyHops });
app.log.info({ engine: db.engine, dataDir: config.dataDir, migrationsApplied: applied }, 'database ready');

async function shutdown(signal: string): Promise<void> {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
