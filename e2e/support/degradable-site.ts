import { spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiServer, gatewayServer, LOCAL_SITE_API_ENV, startService, waitForUrl } from '../../shell/server/site-processes';
import { processTree, signalTree } from '../../api/src/faults/support/process-tree';
import { repoRoot } from './site-env';
import { stopChild } from './stop-child';

/**
 * A second copy of the site for the degradation journeys: its own API process (own database, seeded small)
 * behind its own gateway, on ports of its own, sharing only the remotes' static servers. A journey may stop
 * and restart this API as often as it likes without disturbing the site every other journey uses.
 */
export class DegradableSite {
  readonly origin: string;
  private readonly apiPort: number;
  private readonly gatewayPort: number;
  // Made in start(), not when the spec file is loaded (Playwright loads it to list the tests, too).
  private workDir = '';
  private api: ChildProcess | undefined;
  private gateway: ChildProcess | undefined;
  private frozen = false;
  private readonly apiEnv: Record<string, string>;

  /** `apiEnv`: more settings for its API (a journey that needs, say, the picture classifier on). */
  constructor({
    gatewayPort = 8190,
    apiPort = 8191,
    apiEnv = {},
  }: { gatewayPort?: number; apiPort?: number; apiEnv?: Record<string, string> } = {}) {
    this.origin = `http://localhost:${gatewayPort}`;
    this.apiEnv = apiEnv;
    this.apiPort = apiPort;
    this.gatewayPort = gatewayPort;
  }

  private get dataDir(): string {
    return path.join(this.workDir, 'data');
  }

  /** Seeds a small database (the demo members included) and starts the API and the gateway. */
  async start(): Promise<void> {
    this.workDir = mkdtempSync(path.join(os.tmpdir(), 'site-degrade-'));
    const seed = spawnSync(
      path.join(repoRoot, 'api', 'node_modules', '.bin', 'tsx'),
      ['src/seed/cli.ts', '--members', '20', '--pictures', '1'],
      {
        cwd: path.join(repoRoot, 'api'),
        env: { ...process.env, DATA_DIR: this.dataDir },
        stdio: 'ignore',
      },
    );
    if (seed.status !== 0) throw new Error('seeding the degradation site failed');
    const remotesFile = path.join(this.workDir, 'remotes.json');
    copyFileSync(path.join(repoRoot, 'shell', 'dist', 'remotes.json'), remotesFile);
    await this.startApi();
    this.gateway = startService(
      gatewayServer({ PORT: String(this.gatewayPort), API_URL: `http://127.0.0.1:${this.apiPort}`, REMOTES_FILE: remotesFile }),
    );
    await waitForUrl(`http://127.0.0.1:${this.gatewayPort}/remotes.json`);
  }

  async startApi(): Promise<void> {
    if (this.api) return;
    this.api = startService(
      apiServer({ ...LOCAL_SITE_API_ENV, ...this.apiEnv, SITE_ORIGIN: this.origin, DATA_DIR: this.dataDir, PORT: String(this.apiPort) }),
    );
    await waitForUrl(`http://127.0.0.1:${this.apiPort}/api/health`, 120_000);
  }

  /**
   * Freezes the API (SIGSTOP to its processes): connections are still accepted and never answered, as with
   * an overloaded or deadlocked process or a frozen host. The gateway then answers 504 within its bound.
   */
  freezeApi(): void {
    if (this.api?.pid) signalTree(this.api.pid, 'SIGSTOP');
    this.frozen = true;
  }

  /** Lets a frozen API go on (SIGCONT): it answers what waited, and everything after. */
  thawApi(): void {
    if (this.api?.pid && this.frozen) signalTree(this.api.pid, 'SIGCONT');
    this.frozen = false;
  }

  /** Stops the API process (the gateway stays up and answers 502 for it, as in production). */
  async stopApi(): Promise<void> {
    // A frozen process cannot handle the SIGTERM that stops it.
    this.thawApi();
    const api = this.api;
    this.api = undefined;
    if (!api) return;
    // tsx runs the API in a child process, which can outlive the wrapper we spawned by a moment on a busy
    // machine while it still holds the database's lock: an API started again then refuses to open it.
    const tree = api.pid ? processTree(api.pid) : [];
    await stopChild(api);
    await waitForExit(tree);
  }

  async stop(): Promise<void> {
    await this.stopApi();
    if (this.gateway) await stopChild(this.gateway);
    if (this.workDir) rmSync(this.workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** Alive and not a zombie (an exited process its new parent has not reaped yet holds no lock). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/**
 * Resolves once every process of `pids` has exited; one still there after `graceMs` is killed, and the wait
 * ends `graceMs` after that whatever the state (the restart then reports what still holds the database).
 */
async function waitForExit(pids: readonly number[], graceMs = 10_000): Promise<void> {
  const killAt = Date.now() + graceMs;
  const giveUpAt = killAt + graceMs;
  let killed = false;
  while (pids.some(isRunning) && Date.now() < giveUpAt) {
    if (!killed && Date.now() > killAt) {
      for (const pid of pids.filter(isRunning)) process.kill(pid, 'SIGKILL');
      killed = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
