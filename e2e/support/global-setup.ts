import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiServer,
  gatewayServer,
  LOCAL_SITE_API_ENV,
  remotePorts,
  remoteServer,
  startService,
  waitForUrl,
} from '../../shell/server/site-processes';
import type { SiteRemote } from '../../shell/server/site-processes';
import { useUpDemoAutoLike } from './demo-auto-like';
import { repoRoot } from './site-env';
import { stopChild } from './stop-child';

/**
 * Starts the composed site from the built apps, on a fresh seeded database of its own and with a
 * registry file the journeys may repoint. Returns the teardown.
 */
export default async function globalSetup() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
  const dataDir = path.join(workDir, 'data');
  const remotesFile = path.join(workDir, 'remotes.json');
  copyFileSync(path.join(repoRoot, 'shell', 'dist', 'remotes.json'), remotesFile);

  const seed = spawnSync(path.join(repoRoot, 'api', 'node_modules', '.bin', 'tsx'), ['src/seed/cli.ts', '--members', '300'], {
    cwd: path.join(repoRoot, 'api'),
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('seeding the e2e database failed');
  // Two more sites with the other signup policies (closed.localhost, invite.localhost) for the policy journeys.
  const policySites = spawnSync(
    path.join(repoRoot, 'api', 'node_modules', '.bin', 'tsx'),
    [path.join(repoRoot, 'e2e', 'support', 'signup-policy-sites.ts')],
    {
      cwd: path.join(repoRoot, 'api'),
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'inherit',
    },
  );
  if (policySites.status !== 0) throw new Error('adding the signup-policy sites failed');

  const children = [
    // The journeys sign up many members from this one machine and reuse the demo members across specs: lift the
    // per-IP signup and reset limits and the per-member order, chat and discount-code limits.
    startService(
      apiServer({
        ...LOCAL_SITE_API_ENV,
        DATA_DIR: dataDir,
        RATE_LIMITS: 'signup=1000,reset-request=1000,order=1000,chat-send=1000,discount-lookup=1000,discount-miss=1000',
        // The shared site runs no picture models: loading them and checking every photo, selfie and chat image the
        // journeys send would take much of a 2-core machine's CPU from the journeys. With the checks off nothing
        // waits for a verdict; blurred-picture.spec.ts runs a site of its own with the classifier on.
        PICTURE_CLASSIFIER: 'off',
        FACE_CHECK: 'off',
      }),
    ),
    ...(Object.keys(remotePorts) as SiteRemote[]).map((remote) => startService(remoteServer(remote))),
  ];
  await waitForUrl('http://127.0.0.1:8081/api/health', 120_000);
  children.push(startService(gatewayServer({ REMOTES_FILE: remotesFile })));
  await waitForUrl('http://127.0.0.1:8080/remotes.json');
  for (const port of Object.values(remotePorts)) await waitForUrl(`http://127.0.0.1:${port}/mf-manifest.json`);
  await useUpDemoAutoLike('http://localhost:8080');

  process.env.E2E_REMOTES_FILE = remotesFile;
  return async () => {
    // Wait for every process to exit: the API may still be flushing its database while a folder is removed.
    await Promise.all(children.map((child) => stopChild(child)));
    rmSync(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
}
