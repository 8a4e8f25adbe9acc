import { existsSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot, startService, waitForUrl } from '../site-processes';
import type { ServiceSpec } from '../site-processes';
import { cdnSettings, ensureCdnRegistry } from './cdn';

/**
 * Starts the release build as production runs it, with NODE_ENV=production and plain node only: the compiled
 * API (api/dist/server.js), ONE static server for every remote build published in the "CDN" folder
 * (`cdn/<remote>/<version>/`), and the compiled gateway reading the CDN's registry (`cdn/remotes.json`) on
 * every request. Run `pnpm build` first. The API's production checks decide which settings it needs
 * (api/README.md); this start only adds its own ports and folders.
 */
const compiled = [path.join(repoRoot, 'api', 'dist', 'server.js'), path.join(repoRoot, 'shell', 'dist-server', 'gateway.js')];
const missing = compiled.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(`not built: ${missing.join(', ')}; run \`pnpm build\` first`);
  process.exit(1);
}

const cdn = cdnSettings();
// A first start publishes the remotes' current builds; later releases go through `pnpm release:remote`.
await ensureCdnRegistry(cdn);

const production = { NODE_ENV: 'production' };
const node = (name: string, cwd: string, script: string, args: string[], env: Record<string, string>): ServiceSpec => ({
  name,
  command: process.execPath,
  args: [script, ...args],
  cwd,
  env: { ...production, ...env },
});
const apiDir = path.join(repoRoot, 'api');
const shellDir = path.join(repoRoot, 'shell');
const gatewayPort = process.env.PORT ?? '8080';
const apiPort = process.env.API_PORT ?? '8081';

const children: ChildProcess[] = [];
const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
// Watched from the start: an API that refuses a setting stops the whole start at once, not after a wait.
const start = (spec: ServiceSpec) => {
  const child = startService(spec);
  child.on('exit', (code) => {
    if (code !== null && code !== 0) {
      console.error(`${spec.name} exited with code ${code}; stopping the site`);
      stop(1);
    }
  });
  children.push(child);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

try {
  start(node('api', apiDir, 'dist/server.js', [], { PORT: apiPort }));
  start(node('cdn', shellDir, 'dist-server/remote-static.js', [cdn.dir], { PORT: String(cdn.port) }));
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/health`, 120_000);
  start(
    node('gateway', shellDir, 'dist-server/gateway.js', [], {
      PORT: gatewayPort,
      API_URL: `http://127.0.0.1:${apiPort}`,
      REMOTES_FILE: cdn.registryFile,
    }),
  );
  await waitForUrl(`http://127.0.0.1:${gatewayPort}/remotes.json`);
} catch (error) {
  console.error(error);
  stop(1);
}
console.log(`\nThe release build is running at http://localhost:${gatewayPort} (NODE_ENV=production; Ctrl-C stops it)\n`);
