import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { readS3MediaConfig } from '../config.ts';
import { s3MediaStorage } from './s3-media-storage.ts';

/**
 * Where uploaded files live, by key ('members/12/<random>.jpg'). Keys are written once and never change (a new
 * upload gets a new random key), so any instance, cache or CDN may keep what it read.
 *
 * The default is a local folder under DATA_DIR: every API process on this machine (API_INSTANCES=N) shares it.
 * Instances on several machines need one store they all reach: with MEDIA_S3_BUCKET an S3-compatible object
 * store (s3-media-storage.ts) is used instead; public media are then served from the bucket or its CDN
 * (settings.cdn_prefix pointing there) rather than by the media plugin.
 */
export interface MediaStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** No error when it is gone already. */
  remove(key: string): Promise<void>;
}

/** Keys are relative paths of plain segments: nothing can reach outside the folder. */
const SAFE_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((segment) => segment.startsWith('..'))) {
    throw new Error(`unsafe media key: ${key}`);
  }
  return key;
}

/** Files in a local folder (created as needed). */
export function localMediaStorage(root: string): MediaStorage {
  return {
    async put(key, bytes) {
      const path = join(root, checkedKey(key));
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      try {
        return await readFile(join(root, checkedKey(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(join(root, checkedKey(key)), { force: true });
    },
  };
}

/**
 * The areas: 'media' is public (served at settings.cdn_prefix by the media plugin), 'chat-images' is private
 * (read through chat.php's image route after an authorization check), 'selfies' is private (verification selfies,
 * read by moderators only). The one place an object store plugs in.
 */
export type MediaArea = 'media' | 'chat-images' | 'selfies';

export function mediaStorage(dataDir: string, area: MediaArea, env?: NodeJS.ProcessEnv): MediaStorage {
  const s3 = readS3MediaConfig(env);
  if (s3) return s3MediaStorage(s3, area);
  return localMediaStorage(join(dataDir, area));
}
