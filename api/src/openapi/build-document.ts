import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Db } from '../db/db.ts';

/** The OpenAPI document as @fastify/swagger builds it from the route schemas. */
export type OpenApiDocument = Exclude<ReturnType<FastifyInstance['swagger']>, string>;

/**
 * The document the running API serves at /api/openapi.json, built without listening on a port: the app is
 * made ready on the given (migrated) database and asked for it. Dev-only routes stay out (devOutbox false).
 */
export async function buildOpenApiDocument(db: Db): Promise<OpenApiDocument> {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-openapi-'));
  const app = await buildApp({ db, dataDir, logger: false, devOutbox: false, production: false });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
