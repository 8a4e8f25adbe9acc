import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { requiredEnv } from './api-process.ts';
import { signalTree } from './process-tree.ts';

/**
 * The throwaway PostgreSQL of api/scripts/with-postgres.sh, taken away and brought back: stopped and started
 * (a restart or failover), or frozen (SIGSTOP: connections accepted, never answered, like a stalled host).
 */
export class PostgresControl {
  private readonly ctl = requiredEnv('PG_THROWAWAY_CTL');
  private readonly dataDir = requiredEnv('PG_THROWAWAY_DATA');
  private frozenPid: number | undefined;

  stop(): void {
    execFileSync(this.ctl, ['stop'], { stdio: 'inherit' });
  }

  start(): void {
    execFileSync(this.ctl, ['start'], { stdio: 'inherit' });
  }

  /** The postmaster and every backend under it. */
  freeze(): void {
    this.frozenPid = Number(readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    signalTree(this.frozenPid, 'SIGSTOP');
  }

  thaw(): void {
    if (this.frozenPid) signalTree(this.frozenPid, 'SIGCONT');
    this.frozenPid = undefined;
  }
}
