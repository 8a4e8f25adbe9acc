import fp from 'fastify-plugin';
import type { Db } from '../db/db.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface DbPluginOptions {
  db: Db;
  /** Close the database with the app; false when the caller (a test, server.ts) manages its lifetime. */
  closeOnShutdown: boolean;
}

export const dbPlugin = fp<DbPluginOptions>(
  async (app, { db, closeOnShutdown }) => {
    app.decorate('db', db);
    if (closeOnShutdown) app.addHook('onClose', () => db.close());
  },
  { name: 'db' },
);
