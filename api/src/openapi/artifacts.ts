import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenApiDocument } from './build-document.ts';

/** The committed document (other teams generate clients from it) and the lint configuration beside it. */
export const DOCUMENT_FILE = fileURLToPath(new URL('../../openapi/openapi.json', import.meta.url));
const LINT_CONFIG_FILE = fileURLToPath(new URL('../../openapi/redocly.yaml', import.meta.url));
/**
 * The client's `paths` type generated from the document (openapi-typescript), compiled against the kit's calls.
 * Git-ignored: `pnpm typecheck` writes it before tsc runs (paths-type-cli.ts), so it is never stale or hand-edited.
 */
export const PATHS_FILE = fileURLToPath(new URL('../contracts/openapi-paths.ts', import.meta.url));
const REDOCLY = fileURLToPath(new URL('../../node_modules/.bin/redocly', import.meta.url));

export function documentText(document: OpenApiDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

export async function pathsTypeText(document: OpenApiDocument): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  return `// Generated from the route schemas by \`pnpm --filter ./api run typecheck\` (or \`openapi\`): do not edit.\n\n${astToString(ast)}`;
}

export interface LintResult {
  errors: number;
  warnings: number;
  /** Redocly's own report, for a failing test's message. */
  report: string;
}

/** `redocly lint` of the committed document with the recommended rules (openapi/redocly.yaml). */
export async function lintDocument(): Promise<LintResult> {
  const args = ['lint', DOCUMENT_FILE, '--config', LINT_CONFIG_FILE, '--format', 'json'];
  // The tool's own switches on top of the inherited environment (PATH): no telemetry, no update check.
  // Settings are read only through config.ts; this passes the environment on whole to a child process, reading none of it.
  // eslint-disable-next-line no-restricted-properties -- a child process's environment, not a setting of the API
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const result = await promisify(execFile)(REDOCLY, args, { env }).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? '',
  }));
  const parsed = JSON.parse(result.stdout) as { totals: { errors: number; warnings: number } };
  return { errors: parsed.totals.errors, warnings: parsed.totals.warnings, report: result.stdout };
}
