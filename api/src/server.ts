import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { createDb } from './db/create-db.ts';
import { migrate } from './db/migrate.ts';
import { runInstances } from './instances.ts';

const config = readConfig();

if (cluster.isPrimary && config.instances > 1) {
  // API_INSTANCES=N: this process prepares the database once and keeps N API processes running on one port.
  await runInstances(config);
} else {
  const db = await createDb(config);
  // With several instances the primary migrated before forking; each would otherwise race the others.
  const applied = cluster.isWorker ? 0 : await migrate(db);

  const app = await buildApp({ db, dataDir: config.dataDir, logger: true, trustProxyHops: config.trustProxyHops });
  app.log.info({ engine: db.engine, dataDir: config.dataDir, migrationsApplied: applied, pid: process.pid }, 'database ready');

  const shutdown = async (signal: string): Promise<void> => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}
