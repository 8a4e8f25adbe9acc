import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { MediaArea, MediaStorage } from './media-storage.ts';

/**
 * The object store that replaces DATA_DIR's folders when the API runs on several hosts: any S3-compatible store
 * (AWS S3, R2, MinIO; s3rver in the local topology and the tests). Two buckets, because their access differs:
 * public photos in MEDIA_S3_BUCKET, read by browsers straight from the store (or its CDN) at settings.cdn_prefix;
 * chat images in MEDIA_S3_PRIVATE_BUCKET, which grants nobody reads: the API fetches an image after the
 * participant check (chat.php's image route) and the key never leaves the API.
 */
export interface S3MediaConfig {
  /** MEDIA_S3_ENDPOINT: the store's URL (unset: AWS S3 of the region). */
  endpoint: string | undefined;
  /** MEDIA_S3_REGION, default us-east-1. */
  region: string;
  publicBucket: string;
  privateBucket: string;
}

const clients = new Map<string, S3Client>();

/** One client (and its keep-alive sockets) per store for the process's life. */
function clientFor(config: S3MediaConfig): S3Client {
  const key = `${config.endpoint ?? ''}|${config.region}`;
  let client = clients.get(key);
  if (!client) {
    client = new S3Client({
      region: config.region,
      // Self-hosted stores (s3rver, MinIO) answer at <endpoint>/<bucket>/<key>, not at a bucket subdomain.
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      // Credentials from the standard chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a role...).
    });
    clients.set(key, client);
  }
  return client;
}

export function s3MediaStorage(config: S3MediaConfig, area: MediaArea): MediaStorage & { has(key: string): Promise<boolean> } {
  const client = clientFor(config);
  // Selfies share the private bucket with chat images, under their own prefix so their keys can never meet.
  const prefix = area === 'selfies' ? 'selfies/' : '';
  const Bucket = area === 'media' ? config.publicBucket : config.privateBucket;
  // Keys never change once written (media-storage.ts): the store and any CDN may cache public ones for a year.
  const CacheControl = area === 'media' ? 'public, max-age=31536000, immutable' : 'private, no-store';
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: prefix + key, Body: bytes, ContentType: contentType, CacheControl }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: prefix + key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers 204 for a key that is gone already.
      await client.send(new DeleteObjectCommand({ Bucket, Key: prefix + key }));
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: prefix + key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
