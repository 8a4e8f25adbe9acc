import { fileURLToPath } from 'node:url';
import { MEDIA_WORKER_NICE } from './lib/child-process-worker.ts';
import { resolve } from 'node:path';
import { readSlowQueryMs } from './db/query-log.ts';
import { parseRateLimitOverrides, parseSiteOrigin, readCacheMaxAge } from './lib/setting-parsers.ts';
import type { S3MediaConfig } from './lib/s3-media-storage.ts';

// The API's one reader of the environment (lint: api/eslint.house.js): every setting is read and checked here,
// so a bad value stops the start with the setting's name instead of failing on first use.

/** The repository's data/ folder (api/../data), shared by the API, the seed and the mail outbox. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * A streaming read replica of DATABASE_URL (DATABASE_REPLICA_URL) for reads that may be a moment old; unset:
   * every read goes to the primary. Needs DATABASE_URL.
   */
  databaseReplicaUrl: string | undefined;
  /** Proxies in front of the API whose X-Forwarded-* entries are trusted (TRUST_PROXY_HOPS, default 1). */
  trustProxyHops: number;
  /** API processes on the one port (API_INSTANCES, default 1); more than one needs DATABASE_URL and REDIS_URL. */
  instances: number;
  /** Queries slower than this many ms are logged with their name (SLOW_QUERY_MS, default 50). */
  slowQueryMs: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8081);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? DEFAULT_DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrl: readReplicaUrl(env),
    trustProxyHops: readHops(env.TRUST_PROXY_HOPS),
    instances: readInstances(env),
    slowQueryMs: readSlowQueryMs(env.SLOW_QUERY_MS),
  };
}

/**
 * Several processes must share what one process keeps to itself: the database (PGlite is one process's
 * folder), and rate limits, realtime delivery and cache invalidation (Redis).
 */
function readInstances(env: NodeJS.ProcessEnv): number {
  const value = env.API_INSTANCES;
  if (value === undefined || value === '') return 1;
  const instances = Number(value);
  if (!Number.isInteger(instances) || instances < 1 || instances > 64) throw new Error(`Invalid API_INSTANCES: ${value}`);
  if (instances > 1 && (!env.DATABASE_URL || !env.REDIS_URL)) {
    throw new Error('API_INSTANCES above 1 needs DATABASE_URL (PostgreSQL) and REDIS_URL: PGlite and in-memory state are one process only');
  }
  return instances;
}

function readHops(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) throw new Error(`Invalid TRUST_PROXY_HOPS: ${value}`);
  return hops;
}

/**
 * The provider choices and their credentials. Their combinations are checked together at start-up
 * (production-safety.ts); the factories of the payment and SMS providers and the bank-data key read them.
 */
export const PROVIDER_SETTINGS = [
  'NODE_ENV',
  'PAYMENT_PROVIDER',
  'MOLLIE_API_KEY',
  'MOLLIE_API_URL',
  'MAIL_TRANSPORT',
  'SMTP_URL',
  'SMS_PROVIDER',
  'CM_PRODUCT_TOKEN',
  'CM_SMS_SENDER',
  'CM_API_URL',
  'BANK_DATA_KEY',
  'DEV_OUTBOX',
  'SITE_ORIGIN',
] as const;
export type ProviderSettings = { [Name in (typeof PROVIDER_SETTINGS)[number]]?: string | undefined };

/** What the app reads besides the server's own settings (readConfig); buildApp's options override each. */
export interface AppSettings {
  /** REDIS_URL: rate limits, realtime fan-out and cache invalidation shared by instances. */
  redisUrl: string | undefined;
  /** RATE_LIMITS ("signup=500,reset-request=100"): other maxima by rule name. */
  rateLimitMax: Readonly<Record<string, number>>;
  /** REFERENCE_CACHE_MAX_AGE_MS: longest life of a cached reference answer (unset: the plugin's default). */
  referenceCacheMaxAgeMs: number | undefined;
  /** SITE_ORIGIN: scheme, host and port of mailed links for a single-site install. */
  siteOrigin: string | undefined;
  /** DEV_OUTBOX=1: serve /dev/outbox to loopback requests (never in production). */
  devOutbox: boolean;
  /** NODE_ENV=production. */
  production: boolean;
  /** SMTP_URL: send mail over SMTP, else into DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the default sender. */
  mailFrom: string | undefined;
  /** MAIL_OUTBOX_POLL_MS: how often queued mails and pushes are tried again (0: never; default 5000). */
  mailOutboxPollMs: number;
  /** MAIL_EVENTS_SECRET: the mail provider's secret for mail-events.php (unset: one generated per site). */
  mailEventsSecret: string | undefined;
  providers: ProviderSettings;
  /**
   * PICTURE_CLASSIFIER: `nsfwjs` (the default) runs the explicit-picture classifier in a low-priority child process;
   * `off` runs without it. It ran in a thread of the API's process once, where its model's load starved the API's
   * requests on a 2-core machine (a like waited over 10 s): a process of its own at a lower priority does not.
   */
  pictureClassifierOff: boolean;
  /**
   * FACE_CHECK: `human` (the default) scores verification selfies against the member's approved photos, in a
   * low-priority child process like the picture classifier; `off` leaves the moderators' queue unsorted.
   */
  faceCheckOn: boolean;
  /**
   * MEDIA_CHECKS_NICE: the checker processes' niceness, 0 to 19 (default 10): they take only the CPU the API's
   * requests leave. A test site on a busy machine sets 0, or a first model load waits minutes for a free core.
   */
  mediaChecksNice: number;
}

export function readAppSettings(env: NodeJS.ProcessEnv = process.env): AppSettings {
  return {
    redisUrl: env.REDIS_URL || undefined,
    rateLimitMax: parseRateLimitOverrides(env.RATE_LIMITS),
    referenceCacheMaxAgeMs: readCacheMaxAge(env.REFERENCE_CACHE_MAX_AGE_MS),
    siteOrigin: readSiteOrigin(env.SITE_ORIGIN),
    devOutbox: env.DEV_OUTBOX === '1',
    production: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    mailOutboxPollMs: readPollMs(env.MAIL_OUTBOX_POLL_MS),
    mailEventsSecret: env.MAIL_EVENTS_SECRET || undefined,
    providers: Object.fromEntries(PROVIDER_SETTINGS.map((name) => [name, env[name]])),
    pictureClassifierOff: readPictureClassifierOff(env.PICTURE_CLASSIFIER),
    faceCheckOn: readFaceCheckOn(env.FACE_CHECK),
    mediaChecksNice: readNice(env.MEDIA_CHECKS_NICE),
  };
}

function readPictureClassifierOff(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'nsfwjs') return false;
  if (value === 'off') return true;
  throw new Error(`Invalid PICTURE_CLASSIFIER: ${value} (nsfwjs or off)`);
}

function readNice(value: string | undefined): number {
  if (value === undefined || value === '') return MEDIA_WORKER_NICE;
  const nice = Number(value);
  if (!Number.isInteger(nice) || nice < 0 || nice > 19) throw new Error(`Invalid MEDIA_CHECKS_NICE: ${value} (0 to 19)`);
  return nice;
}

function readFaceCheckOn(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'human') return true;
  if (value === 'off') return false;
  throw new Error(`Invalid FACE_CHECK: ${value} (human or off)`);
}

/** The raw value (the site plugin and mailed links take it as given), once it is known to parse. */
function readSiteOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    parseSiteOrigin(value);
  } catch (error) {
    if (error instanceof Error && error.message.includes('SITE_ORIGIN')) throw error;
    throw new Error(`Invalid SITE_ORIGIN: ${value} (an http(s) origin such as http://localhost:8080)`, { cause: error });
  }
  return value;
}

function readPollMs(value: string | undefined): number {
  if (value === undefined || value === '') return 5_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`Invalid MAIL_OUTBOX_POLL_MS: ${value}`);
  return ms;
}

function readReplicaUrl(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.DATABASE_REPLICA_URL || undefined;
  if (url && !env.DATABASE_URL) throw new Error('DATABASE_REPLICA_URL needs DATABASE_URL: the replica follows a PostgreSQL primary');
  return url;
}

/** Reads the S3 settings; null when MEDIA_S3_BUCKET is unset (media stay in DATA_DIR). */
export function readS3MediaConfig(env: NodeJS.ProcessEnv = process.env): S3MediaConfig | null {
  const publicBucket = env.MEDIA_S3_BUCKET || undefined;
  if (!publicBucket) return null;
  const privateBucket = env.MEDIA_S3_PRIVATE_BUCKET || undefined;
  if (!privateBucket) throw new Error('MEDIA_S3_BUCKET needs MEDIA_S3_PRIVATE_BUCKET: chat images never go to the public bucket');
  if (privateBucket === publicBucket)
    throw new Error('MEDIA_S3_PRIVATE_BUCKET must differ from MEDIA_S3_BUCKET: the public bucket is readable by anyone');
  return { endpoint: env.MEDIA_S3_ENDPOINT || undefined, region: env.MEDIA_S3_REGION || 'us-east-1', publicBucket, privateBucket };
}

/** REPLICA_READ_YOUR_WRITES_MS (100..600000, default 5000). */
export function readReadYourWritesMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.REPLICA_READ_YOUR_WRITES_MS;
  if (value === undefined || value === '') return 5_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 600_000) throw new Error(`Invalid REPLICA_READ_YOUR_WRITES_MS: ${value}`);
  return ms;
}
