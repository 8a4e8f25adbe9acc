import { writeFile } from 'node:fs/promises';
import { PATHS_FILE, pathsTypeText } from './artifacts.ts';
import { buildDocumentWithoutServer } from './document-without-server.ts';

// Writes the client's paths type (git-ignored) from the route schemas as they are now. `pnpm typecheck` runs
// this before tsc, so the kit's calls are compiled against the current document, also on a fresh clone.
await writeFile(PATHS_FILE, await pathsTypeText(await buildDocumentWithoutServer()));
