import type { ChildProcess } from 'node:child_process';
import { remoteServer, startService, waitForUrl } from '../../shell/server/site-processes';
import type { SiteRemote } from '../../shell/server/site-processes';

/** A static server for one remote build that a journey starts and stops itself. */
export class RemoteStaticServer {
  private child: ChildProcess | undefined;

  constructor(
    readonly remote: SiteRemote,
    readonly port: number,
    readonly distDir = 'dist',
  ) {}

  get manifestUrl(): string {
    return `http://127.0.0.1:${this.port}/mf-manifest.json`;
  }

  async start(): Promise<void> {
    this.child = startService(remoteServer(this.remote, this.port, this.distDir));
    await waitForUrl(this.manifestUrl, 20_000);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    this.child = undefined;
  }
}
