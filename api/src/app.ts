import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from './db/db.ts';
import { createDb } from './db/create-db.ts';
import { DEFAULT_DATA_DIR } from './config.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { mediaPlugin } from './plugins/media.ts';
import { sessionPlugin, type SessionResolver } from './plugins/session.ts';
import { companyInfoRoutes } from './routes/company-info.ts';
import { healthRoutes } from './routes/health.ts';
import { interestsRoutes } from './routes/interests.ts';
import { membersRoutes } from './routes/members.ts';
import { regionsRoutes } from './routes/regions.ts';
import { settingsRoutes } from './routes/settings.ts';
import { userRoutes } from './routes/user.ts';

export interface AppOptions {
  /** An open, migrated database. Without it the app opens PGlite in dataDir and closes it on app.close(). */
  db?: Db;
  /** Media and the embedded database live here (default: <repo>/data). */
  dataDir?: string;
  logger?: boolean;
  /** Replaces the anonymous session resolver (the account feature, tests). */
  resolveMember?: SessionResolver;
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const app = Fastify({
    logger: options.logger ?? false,
    // Runs behind a proxy (the shell's dev server, a load balancer): Host and client IP come from X-Forwarded-*.
    trustProxy: true,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // External plugins.
  await app.register(fastifyCookie);

  // App plugins.
  const db = options.db ?? (await createDb({ dataDir }));
  await app.register(dbPlugin, { db, closeOnShutdown: !options.db });
  await app.register(errorHandlerPlugin);
  await app.register(sessionPlugin, { resolveMember: options.resolveMember });
  await app.register(mediaPlugin, { dataDir });

  // Routes, one file per family.
  await app.register(healthRoutes);
  await app.register(settingsRoutes);
  await app.register(companyInfoRoutes);
  await app.register(interestsRoutes);
  await app.register(regionsRoutes);
  await app.register(userRoutes);
  await app.register(membersRoutes);

  return app;
}
