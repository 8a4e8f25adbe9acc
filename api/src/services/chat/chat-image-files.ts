import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { mediaStorage } from '../../lib/media-storage.ts';
import { processMainPhoto } from '../profile/photo-files.ts';

/** Chat images sit beside, never under, DATA_DIR/media: the media plugin serves that folder to anyone. */
export const CHAT_IMAGE_DIR = 'chat-images' as const;
/**
 * Largest chat picture accepted, in pixels. Phone cameras save 12-24 MP by default and a 6000x4000 camera photo is
 * 24 MP, while decoding costs about 4 bytes a pixel (24 MP: ~96 MB of memory, 50 MP: ~200 MB) for a picture shown
 * at most 600 px wide. Above it: 413 photo_too_large.
 */
export const CHAT_IMAGE_MAX_PIXELS = 24_000_000;
/** Only names this module wrote are ever read or deleted (a stored path cannot point elsewhere). */
const CHAT_IMAGE_PATH = /^\d+\/[0-9a-f]{24}\.jpg$/;

export interface StoredChatImage {
  file: string;
  width: number;
  height: number;
  /** The stored JPEG (what the picture classifier looks at). */
  jpeg: Buffer;
}

/**
 * The photo pipeline (content check with sharp, EXIF rotation, resize, metadata stripped; no thumb, a chat shows
 * the one size), then a file of the sender's folder with a fresh random name. Throws InvalidImageError for bytes
 * that are no usable picture, ImageTooLargeError above CHAT_IMAGE_MAX_PIXELS.
 */
export async function storeChatImage(dataDir: string, senderId: number, input: Buffer): Promise<StoredChatImage> {
  const main = await processMainPhoto(input, CHAT_IMAGE_MAX_PIXELS);
  const { width, height } = await sharp(main).metadata();
  const file = `${senderId}/${randomBytes(12).toString('hex')}.jpg`;
  await mediaStorage(dataDir, CHAT_IMAGE_DIR).put(file, main, 'image/jpeg');
  return { file, width: width ?? 1, height: height ?? 1, jpeg: main };
}

export async function readChatImage(dataDir: string, file: string): Promise<Buffer | null> {
  if (!CHAT_IMAGE_PATH.test(file)) return null;
  try {
    return await mediaStorage(dataDir, CHAT_IMAGE_DIR).get(file);
  } catch {
    return null;
  }
}

export async function removeChatImages(dataDir: string, files: readonly string[]): Promise<void> {
  const storage = mediaStorage(dataDir, CHAT_IMAGE_DIR);
  for (const file of files) {
    if (CHAT_IMAGE_PATH.test(file)) await storage.remove(file);
  }
}
