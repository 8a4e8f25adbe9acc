import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../site-processes';
import { cdnSettings, isSiteRemote, rollBackRemote } from './cdn';
import { parseAudience } from './release-audience';
import { ReleaseRefused, releaseRemote } from './release';

/**
 * One remote's release, on its own:
 *
 *   pnpm release:remote <remote> [--source <network> | --percent <1-99>] [--version <v>] [--from <built folder>]
 *   pnpm rollback:remote <remote>
 *
 * A release builds the remote with its version in the manifest (MF_BUILD_VERSION), refuses a build whose
 * shared singletons the live shell cannot give it, publishes it under `<cdn>/<remote>/<version>/` and points
 * the registry at it for every visitor, one traffic source or a stable percentage of visitors. The gateway
 * reads the registry on every request: the next page gets the new build, without a shell release.
 * A rollback points the remote back at what its last release replaced.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { source: { type: 'string' }, percent: { type: 'string' }, version: { type: 'string' }, from: { type: 'string' } },
});
const [command, remote] = positionals;
if ((command !== 'release' && command !== 'rollback') || !remote || !isSiteRemote(remote)) {
  console.error('usage: release <remote> [--source <network> | --percent <1-99>] [--version <v>] [--from <dir>] | rollback <remote>');
  process.exit(2);
}
const cdn = cdnSettings();

if (command === 'rollback') {
  const restored = await rollBackRemote(cdn, remote);
  if (!restored) {
    console.error(`${remote} has no earlier release to roll back to`);
    process.exit(1);
  }
  console.log(`${remote} points back at ${JSON.stringify(restored)}`);
  process.exit(0);
}

const audience = parseAudience(values);
const pkg = JSON.parse(await readFile(path.join(repoRoot, remote, 'package.json'), 'utf8')) as { version: string };
// A release's own version: the package's, and when it was built (one published folder per build).
const version = values.version ?? `${pkg.version}-${new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14)}`;
const buildDir = values.from ? path.resolve(values.from) : path.join(repoRoot, remote, 'dist-release');
if (!values.from) {
  const started = Date.now();
  execFileSync('pnpm', ['--filter', `./${remote}`, 'run', 'build'], {
    stdio: 'inherit',
    cwd: repoRoot,
    env: { ...process.env, MF_BUILD_VERSION: version, OUT_DIR: 'dist-release' },
  });
  console.log(`${remote} ${version} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

let url: string;
try {
  url = await releaseRemote({
    cdn,
    remote,
    buildDir,
    audience,
    shellManifestFile: path.join(repoRoot, 'shell', 'dist', 'mf-manifest.json'),
  });
} catch (error) {
  if (!(error instanceof ReleaseRefused)) throw error;
  console.error(`refused: ${error.message}`);
  process.exit(1);
}
const who =
  audience.kind === 'all'
    ? 'every visitor'
    : audience.kind === 'source'
      ? `traffic source ${audience.source}`
      : `${audience.percent}% of visitors`;
console.log(`${remote} published at ${url}, served to ${who}`);
