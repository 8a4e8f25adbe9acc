import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '../src/db/create-db.ts';
import { migrate } from '../src/db/migrate.ts';
import type { S3MediaConfig } from '../src/lib/s3-media-storage.ts';
import { ensureDemoAccount } from '../src/seed/demo-account.ts';
import { runSeed } from '../src/seed/seed.ts';
import { moveLocalMediaToS3 } from '../src/services/media/move-to-s3.ts';
import { startHaproxy, type Haproxy } from './haproxy.ts';
import { startPostgresPair, type PostgresPair } from './postgres-pair.ts';
import { run, startService, waitFor, type Service } from './processes.ts';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

export interface ClusterPorts {
  primary: number;
  replica: number;
  redis: number;
  s3: number;
  apis: number[];
  haproxy: number;
  stats: number;
}

/**
 * CLUSTER_PORTS-free defaults; every one can be moved with the environment (see start-cluster.ts). All below
 * Linux's ephemeral range (32768-60999): a fixed port in it was once taken by another process's outgoing
 * connection or test server, and the primary could not start.
 */
export const DEFAULT_PORTS: ClusterPorts = {
  primary: 25430,
  replica: 25431,
  redis: 6395,
  s3: 4569,
  apis: [4101, 4102],
  haproxy: 8090,
  stats: 8091,
};

export const BUCKETS = { publicBucket: 'site-media', privateBucket: 'site-chat-images' } as const;

export interface ClusterOptions {
  ports?: ClusterPorts;
  /** Seeded members (default 2,000). */
  members?: number;
  /** Distinct seeded portraits (default the seed's 200). */
  pictures?: number;
  /** Extra environment of the API processes (rate limits of a load test...). */
  apiEnv?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export interface Cluster {
  /** HAProxy: what the gateway's API_URL points at. */
  url: string;
  apiUrls: string[];
  statsUrl: string;
  primaryUrl: string;
  replicaUrl: string;
  redisUrl: string;
  s3: S3MediaConfig;
  dir: string;
  postgres: PostgresPair;
  haproxy: Haproxy;
  /** SIGKILL API process `index` (0-based): no drain, no goodbye. */
  killApi(index: number): Promise<void>;
  /** Starts API process `index` again and waits until HAProxy has it in rotation. */
  startApi(index: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The production topology on one machine: a PostgreSQL primary and a streaming replica, Redis, an S3 store
 * (s3rver), N API processes started with the api package's `start` script, and HAProxy in front. Everything lives
 * in a temp folder that stop() removes.
 */
export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const ports = options.ports ?? DEFAULT_PORTS;
  const log = options.log ?? ((line: string) => console.log(line));
  await run('bash', [join(apiDir, 'scripts/ensure-cluster-packages.sh')]);
  const dir = await mkdtemp(join(tmpdir(), 'cluster-'));
  // The database servers run as the postgres user: it must reach pg/ inside.
  await chmod(dir, 0o755);
  const services: Service[] = [];
  const apis: Array<Service | undefined> = [];
  let postgres: PostgresPair | undefined;
  try {
    const pgDir = join(dir, 'pg');
    await mkdir(pgDir);
    log('starting PostgreSQL primary and streaming replica ...');
    postgres = await startPostgresPair(pgDir, { primary: ports.primary, replica: ports.replica });

    const dataDir = join(dir, 'data');
    await mkdir(dataDir);
    log(`migrating and seeding ${options.members ?? 2_000} members ...`);
    const db = await createDb({ databaseUrl: postgres.primaryUrl });
    try {
      await migrate(db);
      await runSeed(db, {
        members: options.members ?? 2_000,
        reset: true,
        dataDir,
        ...(options.pictures ? { pictures: options.pictures } : {}),
      });
      await ensureDemoAccount(db);
    } finally {
      await db.close();
    }

    log('starting Redis and the S3 store ...');
    services.push(
      startService(
        'redis',
        '/usr/bin/redis-server',
        ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          log: join(dir, 'redis.log'),
        },
      ),
    );
    const s3Dir = join(dir, 's3');
    await mkdir(s3Dir);
    services.push(
      startService(
        's3rver',
        process.execPath,
        [
          join(apiDir, 'node_modules/s3rver/bin/s3rver.js'),
          '--address',
          '127.0.0.1',
          '--port',
          String(ports.s3),
          '--directory',
          s3Dir,
          '--silent',
          '--configure-bucket',
          BUCKETS.publicBucket,
          '--configure-bucket',
          BUCKETS.privateBucket,
        ],
        { log: join(dir, 's3rver.log') },
      ),
    );
    const s3: S3MediaConfig = { endpoint: `http://127.0.0.1:${ports.s3}`, region: 'us-east-1', ...BUCKETS };
    // s3rver checks signatures against its fixed key pair.
    const s3Credentials = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
    Object.assign(process.env, s3Credentials);
    await waitFor('s3rver', async () => (await fetch(`${s3.endpoint}/${BUCKETS.publicBucket}`)).status === 200, 30_000);
    // The seed drew its pictures into DATA_DIR: the same one command an operator runs moves them to the store.
    const moved = await moveLocalMediaToS3(dataDir, s3);
    log(`media moved to the store: ${moved.media.copied} public, ${moved['chat-images'].copied} chat images`);

    const redisUrl = `redis://127.0.0.1:${ports.redis}`;
    const apiEnv = (port: number): NodeJS.ProcessEnv => ({
      ...process.env,
      ...s3Credentials,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres!.primaryUrl,
      DATABASE_REPLICA_URL: postgres!.replicaUrl,
      REDIS_URL: redisUrl,
      MEDIA_S3_ENDPOINT: s3.endpoint,
      MEDIA_S3_BUCKET: BUCKETS.publicBucket,
      MEDIA_S3_PRIVATE_BUCKET: BUCKETS.privateBucket,
      // The gateway and HAProxy both write X-Forwarded-For.
      TRUST_PROXY_HOPS: '2',
      API_INSTANCES: '1',
      // Each process's share of PostgreSQL's connections.
      PG_POOL_MAX: process.env.PG_POOL_MAX ?? '10',
      ...options.apiEnv,
    });
    const apiUrls = ports.apis.map((port) => `http://127.0.0.1:${port}`);
    const startApi = async (index: number) => {
      const port = ports.apis[index]!;
      // The api package's own start script: what a host runs.
      apis[index] = startService(`api${index + 1}`, 'pnpm', ['run', 'start'], {
        cwd: apiDir,
        env: apiEnv(port),
        log: join(dir, `api${index + 1}.log`),
      });
      await waitFor(`API ${index + 1}`, async () => (await fetch(`${apiUrls[index]}/api/health`)).ok, 120_000);
    };
    log(`starting ${ports.apis.length} API processes ...`);
    // One after the other: each migrates (nothing left to apply) at start.
    for (let index = 0; index < ports.apis.length; index++) await startApi(index);

    log('starting HAProxy ...');
    const haproxy = await startHaproxy(dir, {
      port: ports.haproxy,
      statsPort: ports.stats,
      apiPorts: ports.apis,
      store: { port: ports.s3, bucket: BUCKETS.publicBucket },
    });
    services.push(haproxy.service);
    const inRotation = (index: number) =>
      waitFor(`api${index + 1} in rotation`, async () => (await haproxy.states())[`api${index + 1}`] === 'UP', 30_000);
    for (let index = 0; index < ports.apis.length; index++) await inRotation(index);

    const pair = postgres;
    return {
      url: `http://127.0.0.1:${ports.haproxy}`,
      apiUrls,
      statsUrl: `http://127.0.0.1:${ports.stats}/`,
      primaryUrl: pair.primaryUrl,
      replicaUrl: pair.replicaUrl,
      redisUrl,
      s3,
      dir,
      postgres: pair,
      haproxy,
      killApi: async (index) => {
        await apis[index]?.kill();
      },
      startApi: async (index) => {
        await startApi(index);
        await inRotation(index);
      },
      stop: async () => {
        await Promise.all(apis.map((api) => api?.stop()));
        for (const service of services.reverse()) await service.stop();
        await pair.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all(apis.map((api) => api?.stop()));
    for (const service of services.reverse()) await service.stop();
    await postgres?.stop();
    log(`the cluster did not start; its files stay in ${dir}`);
    throw error;
  }
}
