import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

/** The repository's data/ folder (api/../data), shared by the API, the seed and the mail outbox. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8081);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? DEFAULT_DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
  };
}
