/**
 * Message check run by `pnpm test`: every locale has exactly the Dutch ids with the Dutch ICU arguments,
 * every id the source uses (formatjs extract) has a Dutch text, and every error code the API can answer
 * has a translation in the kit catalogue that every app loads.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { apiErrorCodes } from './messages/api-error-codes';
import { locales, readCatalogueSets } from './messages/catalogues';
import type { Catalogue } from './messages/catalogues';
import { checkCatalogueSet, checkErrorCodes, checkExtracted, checkStaleErrorCodes } from './messages/check';
import type { ExtractedMessage } from './messages/check';

const root = resolve(import.meta.dirname, '..');
const apiErrorPrefix = 'kit.apiError.';
const started = performance.now();

/** Content files whose nested keys the app flattens under a prefix when it loads them. */
const nestedPrefixes = { 'shell/src/features/static-pages/i18n': 'shell.pages' };
const apps = ['shared-kit', 'shell', ...readdirSync(root).filter((name) => name.startsWith('mfe-'))];

/** All ids the front-end source uses, found by the formatjs CLI (tests left out). */
function extract(): ExtractedMessage[] {
  const dir = mkdtempSync(join(tmpdir(), 'messages-'));
  const outFile = join(dir, 'extracted.json');
  try {
    const globs = apps.map((app) => `${app}/src/**/*.{ts,tsx}`);
    execFileSync(
      join(root, 'node_modules/.bin/formatjs'),
      ['extract', ...globs, '--ignore', '**/*.test.*', '--extract-source-location', '--out-file', outFile],
      {
        cwd: root,
        // Its warnings name each non-literal id; the lint rule is what forbids new ones.
        stdio: ['ignore', 'ignore', 'ignore'],
      },
    );
    const found = JSON.parse(readFileSync(outFile, 'utf8')) as Record<string, { file: string; defaultMessage?: string }>;
    return Object.entries(found).map(([id, message]) => ({ id, file: message.file, defaultMessage: message.defaultMessage }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const problems: string[] = [];
const setsByApp = Object.fromEntries(apps.map((app) => [app, readCatalogueSets(root, `${app}/src`, nestedPrefixes)]));
const dutchOf = (app: string): Catalogue => Object.assign({}, ...setsByApp[app]!.map((set) => set.byLocale.nl ?? {}));
const kitDutch = dutchOf('shared-kit');

for (const sets of Object.values(setsByApp)) for (const set of sets) problems.push(...checkCatalogueSet(set, locales));

const extracted = extract();
for (const app of apps) {
  // Every app loads the kit catalogue next to its own.
  const dutch = app === 'shared-kit' ? kitDutch : { ...kitDutch, ...dutchOf(app) };
  problems.push(
    ...checkExtracted(
      app,
      extracted.filter((message) => message.file.startsWith(`${app}/`)),
      dutch,
    ),
  );
}

const codes = apiErrorCodes(join(root, 'api/src'));
problems.push(...checkErrorCodes(codes, apiErrorPrefix, kitDutch), ...checkStaleErrorCodes(codes, apiErrorPrefix, kitDutch));

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(problems.map((problem) => `  ${problem}`).join('\n'));
  console.error(`check-messages: ${problems.length} problem(s) in ${seconds}s`);
  process.exit(1);
}
const catalogueCount = Object.values(setsByApp).flat().length;
console.log(
  `check-messages: ${catalogueCount} catalogue folders × ${locales.length} locales, ${extracted.length} extracted ids, ${codes.length} API error codes: ok (${seconds}s)`,
);
