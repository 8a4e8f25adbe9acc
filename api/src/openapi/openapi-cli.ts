import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { createDb } from '../db/create-db.ts';
import { migrate } from '../db/migrate.ts';
import { DOCUMENT_FILE, documentText, lintDocument, PATHS_FILE, pathsTypeText } from './artifacts.ts';
import { buildOpenApiDocument } from './build-document.ts';

// Writes api/openapi/openapi.json and the client's paths type from the route schemas (no server is
// started: the app is made ready on a throwaway in-memory database), then lints the document.
const dataDir = await mkdtemp(join(tmpdir(), 'api-openapi-db-'));
const db = await createDb({ pgliteDir: 'memory://', dataDir });
try {
  await migrate(db);
  const document = await buildOpenApiDocument(db);
  await writeFile(DOCUMENT_FILE, documentText(document));
  await writeFile(PATHS_FILE, await pathsTypeText(document));
} finally {
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
}
const lint = await lintDocument();
console.log(`openapi.json: ${lint.errors} errors, ${lint.warnings} warnings`);
if (lint.errors + lint.warnings > 0) {
  console.log(lint.report);
  process.exitCode = 1;
}
