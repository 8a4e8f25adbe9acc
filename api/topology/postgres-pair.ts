import { chownSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { run, waitFor } from './processes.ts';

/**
 * A throwaway PostgreSQL primary and one streaming read replica made from it with pg_basebackup -R (Debian's
 * PostgreSQL; the server tools run as the postgres user when this runs as root, as initdb refuses root).
 */
export interface PostgresPair {
  primaryUrl: string;
  replicaUrl: string;
  startReplica(): Promise<void>;
  /** Fast shutdown of the standby (its connections are closed). */
  stopReplica(): Promise<void>;
  stop(): Promise<void>;
}

function pgBin(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const bin = join('/usr/lib/postgresql', versions.at(-1) ?? '', 'bin');
  if (!existsSync(join(bin, 'pg_ctl'))) throw new Error('PostgreSQL is not installed (scripts/ensure-cluster-packages.sh installs it)');
  return bin;
}

const asRoot = process.getuid?.() === 0;

/** A server tool, as the postgres user when this process is root. */
function tool(name: string, args: string[]): Promise<string> {
  const path = join(pgBin(), name);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', path, ...args]) : run(path, args);
}

function ownedByPostgres(dir: string): void {
  if (!asRoot) return;
  const { uid, gid } = postgresIds();
  chownSync(dir, uid, gid);
}

let ids: { uid: number; gid: number } | undefined;
function postgresIds(): { uid: number; gid: number } {
  if (!ids) {
    // /etc/passwd lines: name:x:uid:gid:...
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('postgres:'));
    if (!line) throw new Error('no postgres user');
    const [, , uid, gid] = line.split(':');
    ids = { uid: Number(uid), gid: Number(gid) };
  }
  return ids;
}

export async function startPostgresPair(dir: string, ports: { primary: number; replica: number }): Promise<PostgresPair> {
  ownedByPostgres(dir);
  const primaryDir = join(dir, 'primary');
  const replicaDir = join(dir, 'replica');
  const serverOptions = (port: number) =>
    // fsync off: throwaway data; enough connections for two API processes' pools, the tests and the replica.
    `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 -c wal_level=replica -c max_wal_senders=4 -c hot_standby=on`;
  const start = (data: string, port: number) =>
    tool('pg_ctl', ['-D', data, '-l', `${data}.log`, '-w', '-t', '60', '-o', serverOptions(port), 'start']);
  const stop = (data: string) => tool('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);

  await tool('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  await start(primaryDir, ports.primary);
  // -R writes standby.signal and primary_conninfo: the copy starts as a streaming standby of the primary.
  await tool('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(ports.primary),
    '-U',
    'postgres',
    '-D',
    replicaDir,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  const primaryUrl = `postgres://postgres@127.0.0.1:${ports.primary}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${ports.replica}/postgres`;
  const startReplica = async () => {
    await start(replicaDir, ports.replica);
    await waitFor('the replica to stream', async () => {
      const client = new pg.Client({ connectionString: primaryUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ state: string }>('select state from pg_stat_replication');
        return rows.some((row) => row.state === 'streaming');
      } finally {
        await client.end();
      }
    });
  };
  await startReplica();
  let replicaUp = true;
  return {
    primaryUrl,
    replicaUrl,
    startReplica: async () => {
      await startReplica();
      replicaUp = true;
    },
    stopReplica: async () => {
      await stop(replicaDir);
      replicaUp = false;
    },
    stop: async () => {
      if (replicaUp) await stop(replicaDir).catch(() => undefined);
      await stop(primaryDir).catch(() => undefined);
    },
  };
}
