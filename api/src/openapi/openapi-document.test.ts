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

  it('gives a client paths type naming every path of the document', async () => {
    // Written as `pnpm typecheck` writes it before tsc compiles the kit's calls against it (git-ignored).
    const text = await pathsTypeText(document);
    await writeFile(PATHS_FILE, text);
    expect(await readFile(PATHS_FILE, 'utf8')).toBe(text);
    for (const path of Object.keys(document.paths ?? {})) expect(text).toContain(`${JSON.stringify(path)}: {`);
  });
});
