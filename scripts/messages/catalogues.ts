import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The site's one list of interface languages (the API's, re-exported by the kit).
export { LOCALES as locales } from '../../api/src/contracts/vocabulary/locales.ts';
export type Catalogue = Record<string, string>;

/** One folder of <locale>.json files (an app's i18n, a feature's i18n, the kit's catalogue). */
export interface CatalogueSet {
  dir: string;
  byLocale: Partial<Record<string, Catalogue>>;
}

function walkDirs(dir: string, found: string[]) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
    const path = join(dir, entry.name);
    if (readdirSync(path).includes('nl.json')) found.push(path);
    walkDirs(path, found);
  }
}

/** Nested content files (static pages) flattened as the app loads them (static-pages/flatten-catalogue.ts). */
function flatten(value: unknown, prefix = '', into: Catalogue = {}): Catalogue {
  if (typeof value === 'string') into[prefix] = value;
  else if (Array.isArray(value)) value.forEach((item, index) => flatten(item, `${prefix}.${index}`, into));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

/** Every folder under `srcDir` that holds an nl.json, with all its locale files read. */
export function readCatalogueSets(root: string, srcDir: string, nestedPrefixes: Record<string, string> = {}): CatalogueSet[] {
  const dirs: string[] = [];
  walkDirs(join(root, srcDir), dirs);
  return dirs.map((dir) => {
    const prefix = nestedPrefixes[relative(root, dir)] ?? '';
    const byLocale: CatalogueSet['byLocale'] = {};
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      byLocale[file.replace(/\.json$/, '')] = flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')), prefix);
    }
    return { dir: relative(root, dir), byLocale };
  });
}
