import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { processTree } from './process-tree.ts';

export { freePort } from '../../test/free-port.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const tsx = path.join(apiDir, 'node_modules', '.bin', 'tsx');

/** An environment variable the fault suite cannot run without (it runs under api/scripts/with-postgres.sh). */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the fault suite with \`pnpm test:faults\` (api/scripts/with-postgres.sh sets it)`);
  return value;
}

/**
 * The API as it runs in production: its own process (`tsx src/server.ts`), on a seeded database of its own,
 * so a fault test can take PostgreSQL, SMTP or the provider away under it and watch what it answers.
 */
export class ApiProcess {
  readonly url: string;
  private child: ChildProcess | undefined;
  private readonly dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-faults-'));
  output = '';

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Seeds a small site (members, the demo logins) into the database the API will use. */
  seed(): void {
    const seeded = spawnSync(tsx, ['src/seed/cli.ts', '--members', '12', '--pictures', '1'], {
      cwd: apiDir,
      env: { ...process.env, ...this.env, DATA_DIR: this.dataDir },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  }

  async start(): Promise<void> {
    this.child = spawn(tsx, ['src/server.ts'], {
      cwd: apiDir,
      env: { ...process.env, ...this.env, DATA_DIR: this.dataDir, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      // The last few kB, for the failure message of a test.
      this.output = (this.output + chunk.toString()).slice(-8_000);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    await waitUntil(
      async () => (await fetch(`${this.url}/api/health`)).ok,
      120_000,
      () => `the API did not start:\n${this.output}`,
    );
  }

  /**
   * SIGKILL to the whole process tree (tsx runs the server in a child): a crash, nothing flushed or closed.
   * The data directory stays, so `start()` brings the same API back.
   */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const tree = processTree(child.pid);
    for (const pid of tree.reverse()) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      });
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/**
 * Asks `check` again and again (no fixed sleep between: each try is a real round trip, paced by a short
 * yield) until it holds, or fails after `timeoutMs` with `reason()`.
 */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, reason: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // Not there yet.
    }
    if (Date.now() > deadline) throw new Error(reason());
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
