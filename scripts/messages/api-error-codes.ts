import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Codes no API source names literally: the error handler lowercases Fastify's own 4xx codes
 * (FST_ERR_CTP_BODY_TOO_LARGE -> ctp_body_too_large, else bad_request), and the front end's reader answers
 * network_error / unknown_error when no body came back. The gateway (shell/server/gateway.ts) answers
 * upstream_unavailable / upstream_timeout for the API when it is down or too slow.
 */
export const implicitErrorCodes = [
  'bad_request',
  'ctp_body_too_large',
  'ctp_empty_json_body',
  'ctp_invalid_media_type',
  'network_error',
  'unknown_error',
  'upstream_timeout',
  'upstream_unavailable',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The error codes an API source can answer: `error: '…'` / `code: '…'` literals, `new AppError(status, '…')`
 * and the keys of its message tables (`…MESSAGES = { code: 'Dutch text' }`).
 */
export function errorCodesInSource(source: string): string[] {
  const codes = new Set<string>();
  for (const match of source.matchAll(/\b(?:error|code)\s*:\s*['"]([a-z][a-z0-9_]*)['"]/g)) codes.add(match[1]!);
  for (const match of source.matchAll(/new AppError\(\s*\d+\s*,\s*['"]([a-z][a-z0-9_]*)['"]/g)) codes.add(match[1]!);
  // A table ends at the first line that closes it (its texts hold {placeholders}).
  for (const table of source.matchAll(/MESSAGES\s*(?::[^=]+)?=\s*\{([\s\S]*?)\n\s*\}/g)) {
    for (const key of table[1]!.matchAll(/^\s*([a-z][a-z0-9_]*)\s*:/gm)) codes.add(key[1]!);
  }
  return [...codes].sort();
}

/** Every code of api/src (tests left out) plus the implicit ones. */
export function apiErrorCodes(apiSrc: string): string[] {
  const codes = new Set(implicitErrorCodes);
  for (const file of sourceFiles(apiSrc)) for (const code of errorCodesInSource(readFileSync(file, 'utf8'))) codes.add(code);
  return [...codes].sort();
}
