import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The one module through which a test gets a database of its own (PGlite, or a copy on DATABASE_URL's server). */
const TEST_DB = 'src/test/test-db.ts';
const RELATIVE_IMPORT = /(?:import|export)[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The API's test files that reach `test-db.ts` through their relative imports, as paths from `root`. Run on
 * DATABASE_URL, the suite takes only these: the others (pure rules, providers, workers, the picture classifier)
 * use no database, so a second run on PostgreSQL would only repeat them.
 */
export function testFilesUsingDatabase(root: string): string[] {
  const target = resolve(root, TEST_DB);
  const reaches = new Map<string, boolean>();
  const reachesTestDb = (file: string): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    reaches.set(file, file === target); // a cycle counts as not reaching, unless another path does
    if (file === target) return true;
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      return false; // an import of a .js, .json or generated file: not a way to the database
    }
    const found = [...source.matchAll(RELATIVE_IMPORT)].some((match) => reachesTestDb(resolve(dirname(file), match[1] ?? '')));
    reaches.set(file, found);
    return found;
  };
  return testFiles(join(root, 'src'))
    .filter(reachesTestDb)
    .map((file) => relative(root, file));
}
