import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';

/**
 * The release build of the API: every source file of src/ (not tests, not the fault-injection harness)
 * compiled to JavaScript in dist/, one .js per .ts, run by plain node (`node dist/server.js`). dist/ sits beside
 * src/ at the same depth, so the paths the code finds from its own file (../../migrations, the data folder) are
 * the same compiled as from source. Types are checked by `typecheck`, not here: this only strips them (the
 * sources are written for it: isolatedModules, verbatimModuleSyntax).
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(apiDir, 'src');
const skipped = (file: string) =>
  /\.test\.ts$/.test(file) || /(^|\/)(test|faults|test-fixtures)\//.test(file) || /(^|\/)fake-[^/]*\.ts$/.test(file);

const entryPoints = (await readdir(srcDir, { recursive: true }))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !skipped(file))
  .map((file) => path.join(srcDir, file));

/** Each file stays its own module: its imports of other sources point at their compiled .js, packages stay as they are. */
const importsStayImports: Plugin = {
  name: 'imports-stay-imports',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      // Data files (word lists) are inlined into the module that imports them: dist/ holds only .js.
      if (args.path.endsWith('.json')) return undefined;
      return { path: args.path.replace(/\.ts$/, '.js'), external: true };
    });
  },
};

const started = Date.now();
await rm(path.join(apiDir, 'dist'), { recursive: true, force: true });
await build({
  entryPoints,
  outdir: path.join(apiDir, 'dist'),
  outbase: srcDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [importsStayImports],
  logLevel: 'warning',
});
console.log(`API compiled to dist/ (${entryPoints.length} files) in ${Date.now() - started} ms`);
