import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/test/free-port.ts';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * src/server.ts of `serverDir` as deployed, in its own process on a free port; resolves once /api/health answers,
 * or throws when it exits or has not answered after `attempts` tries 100 ms apart.
 */
export async function startApiServer(options: { serverDir?: string; env: NodeJS.ProcessEnv; attempts: number }): Promise<BenchServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(join(apiDir, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: options.serverDir ?? apiDir,
    env: { ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      if (attempt > options.attempts || child.exitCode !== null) throw new Error('API did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
