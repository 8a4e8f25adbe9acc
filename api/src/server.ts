import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { readAppSettings, readConfig } from './config.ts';
import { createDb } from './db/create-db.ts';
import { openReplicaReads } from './db/open-replica.ts';
import { migrate } from './db/migrate.ts';
import { runInstances } from './instances.ts';
import { assertProductionSafe, siteDomainRefusal } from './production-safety.ts';
import { listSiteDomains } from './repositories/site-config.ts';

// Every setting is read and checked now: a bad value stops the start with the setting's name.
const config = readConfig();
const settings = readAppSettings();
// NODE_ENV=production: the sandbox provider, mail and SMS outboxes, the dev outbox and a plain-http origin are
// refused here, before anything opens, unless a setting opts into them by name.
assertProductionSafe(settings.providers);

if (cluster.isPrimary && config.instances > 1) {
  // API_INSTANCES=N: this process prepares the database once and keeps N API processes running on one port.
  await runInstances(config);
} else {
  const db = await createDb({ ...config, requestBounds: true });
  // With several instances the primary migrated before forking; each would otherwise race the others.
  const applied = cluster.isWorker ? 0 : await migrate(db);
  const domainRefusal = siteDomainRefusal(await listSiteDomains(db), settings.providers);
  if (domainRefusal) {
    await db.close();
    throw new Error(`The API refuses to start:\n- ${domainRefusal}`);
  }

  const replicaReads = config.databaseReplicaUrl ? openReplicaReads(db, config.databaseReplicaUrl) : undefined;
  const app = await buildApp({ db, replicaReads, dataDir: config.dataDir, logger: true, trustProxyHops: config.trustProxyHops });
  app.log.info({ engine: db.engine, dataDir: config.dataDir, migrationsApplied: applied, pid: process.pid }, 'database ready');

  // Ctrl-C reaches a cluster worker twice (from the terminal and from the primary): the second must not kill it
  // while it finishes its requests.
  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await replicaReads?.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}
