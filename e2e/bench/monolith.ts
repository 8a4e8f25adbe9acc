import { spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startService, waitForUrl } from '../../shell/server/site-processes';
import { repoRoot } from '../support/site-env';

/**
 * The monolith the composition is compared with: the shell built without federation, every remote's exposed
 * modules imported from source as lazy chunks (shell/rspack.monolith.config.ts, into shell/dist-monolith),
 * served by the same gateway code in front of the same API, on its own port and without remote servers.
 */
export const MONOLITH_PORT = 8090;
export const monolithUrl = `http://localhost:${MONOLITH_PORT}`;

const shellDir = path.join(repoRoot, 'shell');

export function buildMonolith(): void {
  const build = spawnSync(path.join(shellDir, 'node_modules', '.bin', 'rspack'), ['build', '-c', 'rspack.monolith.config.ts'], {
    cwd: shellDir,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('building the monolith variant failed');
}

/** Starts the monolith's gateway (the API must already run at 8081); returns its stop function. */
export async function startMonolith(): Promise<() => Promise<void>> {
  const child: ChildProcess = startService({
    name: 'gateway-monolith',
    command: path.join(shellDir, 'node_modules', '.bin', 'tsx'),
    args: ['monolith/serve-monolith.ts'],
    cwd: shellDir,
    env: { PORT: String(MONOLITH_PORT) },
  });
  await waitForUrl(`http://127.0.0.1:${MONOLITH_PORT}/remotes.json`);
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}
