import { readFile, writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDb } from '../test/test-db.ts';
import { DOCUMENT_FILE, documentText, lintDocument, PATHS_FILE, pathsTypeText } from './artifacts.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './build-document.ts';

describe('the OpenAPI document', () => {
  const db = useTestDb({ reference: true });
  let document: OpenApiDocument;
  beforeAll(async () => {
    document = await buildOpenApiDocument(db());
    await writeFile(DOCUMENT_FILE, documentText(document));
  });

  it('passes redocly lint with the recommended rules', async () => {
    const lint = await lintDocument();
    expect(lint.report).toContain('"totals"');
    expect({ errors: lint.errors, warnings: lint.warnings }, lint.report).toEqual({ errors: 0, warnings: 0 });
  });

  it('names, summarises and secures every operation', () => {
    const operations = Object.values(document.paths ?? {}).flatMap(
      (item) => Object.values(item ?? {}) as { operationId?: string; summary?: string; security?: unknown[] }[],
    );
    expect(operations.length).toBeGreaterThan(60);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const operation of operations) {
      expect(operation.summary).toMatch(/\w/);
      expect(operation.security?.length).toBeGreaterThan(0);
    }
  });

  it('gives the committed client paths type (api/src/contracts/openapi-paths.ts) as generated now', async () => {
    // Regenerate with `pnpm --filter ./api run openapi` after changing a route's schema.
    expect(await readFile(PATHS_FILE, 'utf8')).toBe(await pathsTypeText(document));
  });
});
