import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../db/create-db.ts';
import { migrate } from '../db/migrate.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './build-document.ts';

/**
 * The OpenAPI document from the route schemas with no server started: the app is made ready on a throwaway
 * in-memory database, so the command-line tools need neither a running API nor a configured database.
 */
export async function buildDocumentWithoutServer(): Promise<OpenApiDocument> {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-openapi-db-'));
  const db = await createDb({ pgliteDir: 'memory://', dataDir });
  try {
    await migrate(db);
    return await buildOpenApiDocument(db);
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
