import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { S3MediaConfig } from '../lib/s3-media-storage.ts';

export const TEST_BUCKETS = { publicBucket: 'site-media', privateBucket: 'site-chat-images' } as const;

/**
 * A real S3-compatible store (s3rver) on a free loopback port for the calling file, with the two buckets, and the
 * environment that points the API's media at it. s3rver checks request signatures against its fixed key pair.
 */
export function useS3Server(): { config: () => S3MediaConfig; env: () => NodeJS.ProcessEnv } {
  let server: S3rver | undefined;
  let directory: string | undefined;
  let endpoint: string | undefined;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 's3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: TEST_BUCKETS.publicBucket }, { name: TEST_BUCKETS.privateBucket }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  });
  afterAll(async () => {
    await server?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });
  const config = (): S3MediaConfig => {
    if (!endpoint) throw new Error('s3rver not running');
    return { endpoint, region: 'us-east-1', ...TEST_BUCKETS };
  };
  return {
    config,
    env: () => ({
      MEDIA_S3_ENDPOINT: config().endpoint,
      MEDIA_S3_BUCKET: TEST_BUCKETS.publicBucket,
      MEDIA_S3_PRIVATE_BUCKET: TEST_BUCKETS.privateBucket,
    }),
  };
}
