import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

/** The repository's data/ folder (api/../data), shared by the API, the seed and the mail outbox. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Proxies in front of the API whose X-Forwarded-* entries are trusted (TRUST_PROXY_HOPS, default 1). */
  trustProxyHops: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8081);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? DEFAULT_DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
    trustProxyHops: readHops(env.TRUST_PROXY_HOPS),
  };
}

function readHops(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) throw new Error(`Invalid TRUST_PROXY_HOPS: ${value}`);
  return hops;
}
