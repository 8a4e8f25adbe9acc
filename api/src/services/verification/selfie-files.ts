import { randomBytes } from 'node:crypto';
import { mediaStorage } from '../../lib/media-storage.ts';
import { processMainPhoto } from '../profile/photo-files.ts';

/** A phone camera's selfie (12-24 MP); the same bound as a chat picture. */
const SELFIE_MAX_PIXELS = 24_000_000;
/** Only names this module wrote are ever read or deleted (a stored path cannot point elsewhere). */
const SELFIE_PATH = /^\d+\/[0-9a-f]{24}\.jpg$/;

/**
 * The photo pipeline (content check, EXIF rotation, resize, metadata such as GPS dropped), then a private file:
 * selfies live in the 'selfies' area, never under the public media folder, and only moderators read them.
 */
export async function storeSelfie(dataDir: string, memberId: number, input: Buffer): Promise<{ file: string; jpeg: Buffer }> {
  const jpeg = await processMainPhoto(input, SELFIE_MAX_PIXELS);
  const file = `${memberId}/${randomBytes(12).toString('hex')}.jpg`;
  await mediaStorage(dataDir, 'selfies').put(file, jpeg, 'image/jpeg');
  return { file, jpeg };
}

export async function readSelfie(dataDir: string, file: string): Promise<Buffer | null> {
  if (!SELFIE_PATH.test(file)) return null;
  return mediaStorage(dataDir, 'selfies').get(file);
}

export async function removeSelfie(dataDir: string, file: string): Promise<void> {
  if (SELFIE_PATH.test(file)) await mediaStorage(dataDir, 'selfies').remove(file);
}
