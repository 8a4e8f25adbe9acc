import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The release build of the shell's servers: the gateway, the static server of the remotes' "CDN" folder and
 * the production start, compiled to JavaScript in `dist-server/` and run by plain node. Packages from
 * node_modules stay imports (node loads them as they are); the workspace's own TypeScript (shared-kit, the
 * shell's src) is compiled in, because node cannot load it. `dist-server/` sits one level under the shell like
 * `server/`, so the paths the gateway finds from its own file (dist/, .prepaint/) are the same.
 */
const manifest = JSON.parse(await readFile(path.join(shellDir, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => !name.startsWith('@dating/'));

const started = Date.now();
await build({
  absWorkingDir: shellDir,
  entryPoints: ['server/gateway.ts', 'server/remote-static.ts', 'server/release/start-production.ts'],
  outdir: 'dist-server',
  // One file per entry, whatever folder its source is in.
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
console.log(`shell servers compiled to dist-server/ in ${Date.now() - started} ms`);
