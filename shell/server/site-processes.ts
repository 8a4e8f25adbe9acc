import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The remotes and the ports their static servers listen on (as in shell/public/remotes.json). */
export const remotePorts = {
  'mfe-search': 3001,
  'mfe-chat': 3002,
  'mfe-likes': 3003,
  'mfe-payments': 3004,
  'mfe-signup': 3005,
  'mfe-landers': 3006,
} as const;

export type SiteRemote = keyof typeof remotePorts;

export interface ServiceSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
}

/** Serves one remote's built files the way a CDN would (shell/server/remote-static.ts: CORS, precompressed, cache policy). */
export function remoteServer(remote: SiteRemote, port: number = remotePorts[remote], distDir = 'dist'): ServiceSpec {
  const shell = path.join(repoRoot, 'shell');
  return {
    name: remote,
    command: path.join(shell, 'node_modules', '.bin', 'tsx'),
    args: [path.join(shell, 'server', 'remote-static.ts'), path.join(repoRoot, remote, distDir)],
    cwd: shell,
    env: { PORT: String(port) },
  };
}

/**
 * The API of the local site at http://localhost:8080: mailed links point there (SITE_ORIGIN; the seeded site's
 * own domain is not served here), and the dev outbox is on for requests from this machine.
 */
export const LOCAL_SITE_API_ENV = { SITE_ORIGIN: 'http://localhost:8080', DEV_OUTBOX: '1' } as const;

export function apiServer(env: Record<string, string> = {}): ServiceSpec {
  const cwd = path.join(repoRoot, 'api');
  return { name: 'api', command: path.join(cwd, 'node_modules', '.bin', 'tsx'), args: ['src/server.ts'], cwd, env };
}

export function gatewayServer(env: Record<string, string> = {}): ServiceSpec {
  const cwd = path.join(repoRoot, 'shell');
  return { name: 'gateway', command: path.join(cwd, 'node_modules', '.bin', 'tsx'), args: ['server/gateway.ts'], cwd, env };
}

/** Starts a service with its output prefixed by its name; the caller stops it with `child.kill()`. */
export function startService(spec: ServiceSpec): ChildProcess {
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${spec.name}] ${line}`)
      .join('\n');
  child.stdout?.on('data', (chunk: Buffer) => console.log(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => console.error(prefix(chunk)));
  return child;
}

/** Resolves once `url` answers, or rejects after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
