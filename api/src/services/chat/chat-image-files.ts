import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { processPhoto } from '../profile/photo-files.ts';

/** Chat images sit beside, never under, DATA_DIR/media: the media plugin serves that folder to anyone. */
export const CHAT_IMAGE_DIR = 'chat-images';
/** Only names this module wrote are ever read or deleted (a stored path cannot point elsewhere). */
const CHAT_IMAGE_PATH = /^\d+\/[0-9a-f]{24}\.jpg$/;

export interface StoredChatImage {
  file: string;
  width: number;
  height: number;
}

/**
 * The photo pipeline (content check with sharp, EXIF rotation, resize, metadata stripped), then a file of the
 * sender's folder with a fresh random name. Throws InvalidImageError for bytes that are no usable picture.
 */
export async function storeChatImage(dataDir: string, senderId: number, input: Buffer): Promise<StoredChatImage> {
  const { main } = await processPhoto(input);
  const { width, height } = await sharp(main).metadata();
  const file = `${senderId}/${randomBytes(12).toString('hex')}.jpg`;
  const path = join(dataDir, CHAT_IMAGE_DIR, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, main);
  return { file, width: width ?? 1, height: height ?? 1 };
}

export async function readChatImage(dataDir: string, file: string): Promise<Buffer | null> {
  if (!CHAT_IMAGE_PATH.test(file)) return null;
  try {
    return await readFile(join(dataDir, CHAT_IMAGE_DIR, file));
  } catch {
    return null;
  }
}

export async function removeChatImages(dataDir: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    if (CHAT_IMAGE_PATH.test(file)) await rm(join(dataDir, CHAT_IMAGE_DIR, file), { force: true });
  }
}
