import { writeFile } from 'node:fs/promises';
import { DOCUMENT_FILE, documentText, lintDocument, PATHS_FILE, pathsTypeText } from './artifacts.ts';
import { buildDocumentWithoutServer } from './document-without-server.ts';

// Writes api/openapi/openapi.json and the client's paths type from the route schemas, then lints the document.
const document = await buildDocumentWithoutServer();
await writeFile(DOCUMENT_FILE, documentText(document));
await writeFile(PATHS_FILE, await pathsTypeText(document));
const lint = await lintDocument();
console.log(`openapi.json: ${lint.errors} errors, ${lint.warnings} warnings`);
if (lint.errors + lint.warnings > 0) {
  console.log(lint.report);
  process.exitCode = 1;
}
