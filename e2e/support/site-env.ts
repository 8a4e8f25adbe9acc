import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Set by the global setup for every worker: where the live remotes registry file is. */
export function remotesFile(): string {
  const file = process.env.E2E_REMOTES_FILE;
  if (!file) throw new Error('E2E_REMOTES_FILE is not set: run the journeys through playwright.config.ts');
  return file;
}
