import { randomBytes } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { mediaStorage } from '../../lib/media-storage.ts';

/** Same sizes as the seeded portraits: main at most 600 px wide, a 160 px square thumb. */
const MAIN_WIDTH = 600;
// Very tall pictures are capped too, so a 600x20000 strip cannot become a 600 px wide banner of megabytes.
const MAIN_MAX_HEIGHT = 1200;
const THUMB_SIZE = 160;
/** Decompression bombs: a 10 MB PNG can claim 20k x 20k pixels. Real photos stay well below 50 MP. */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export interface ProcessedPhoto {
  main: Buffer;
  thumb: Buffer;
}

export class InvalidImageError extends Error {
  constructor(reason: string) {
    super(`invalid image: ${reason}`);
  }
}

/** A picture with more pixels than the caller accepts (found from its header, before anything is decoded). */
export class ImageTooLargeError extends InvalidImageError {
  constructor(readonly maxPixels: number) {
    super(`more than ${maxPixels} pixels`);
  }
}

/** Reads only the header: an accepted format and at most `maxPixels` pixels. Answers sharp's input options. */
async function checkedInput(input: Buffer, maxPixels: number) {
  const options = { failOn: 'error', limitInputPixels: maxPixels, pages: 1 } as const;
  let header: Metadata;
  try {
    // Without the pixel limit here: sharp would refuse the header of a large picture as unreadable.
    header = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new InvalidImageError('unreadable');
  }
  const { format } = header;
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new InvalidImageError(`format ${format ?? 'unknown'}`);
  if ((header.width ?? 0) * (header.pageHeight ?? header.height ?? 0) > maxPixels) throw new ImageTooLargeError(maxPixels);
  return options;
}

const mainOf = (upright: Sharp) =>
  upright
    .clone()
    .resize({ width: MAIN_WIDTH, height: MAIN_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();

/**
 * Checks the bytes (never the file name or the client's content type): only JPEG, PNG, WebP and GIF (first frame)
 * that decode completely. Output is JPEG, turned upright by its EXIF orientation, with all metadata (GPS!) dropped.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const options = await checkedInput(input, MAX_INPUT_PIXELS);
  try {
    // rotate() without arguments applies the EXIF orientation; sharp writes no metadata unless asked to.
    const upright = sharp(input, options).rotate().flatten({ background: '#ffffff' });
    const [main, thumb] = await Promise.all([
      mainOf(upright),
      upright.clone().resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover', position: 'attention' }).jpeg({ quality: 78 }).toBuffer(),
    ]);
    return { main, thumb };
  } catch {
    // Truncated or corrupt data often passes the header read and fails only while decoding.
    throw new InvalidImageError('does not decode');
  }
}

/** The same checks and main picture as processPhoto, without a thumb, for pictures of at most `maxPixels`. */
export async function processMainPhoto(input: Buffer, maxPixels: number): Promise<Buffer> {
  const options = await checkedInput(input, maxPixels);
  try {
    return await mainOf(sharp(input, options).rotate().flatten({ background: '#ffffff' }));
  } catch {
    throw new InvalidImageError('does not decode');
  }
}

export interface StoredPhotoFiles {
  /** Relative to the media root (= settings.cdn_prefix). */
  filename: string;
  thumbFilename: string;
}

/** Uploaded files live in members/<memberId>/; seeded pool pictures (members/portrait-*.jpg) are shared. */
const UPLOAD_PATH = /^members\/\d+\/[0-9a-f]{24}(-thumb)?\.jpg$/;

/** Writes both files to the public media storage with a fresh random name (names never change once written). */
export async function storePhotoFiles(dataDir: string, memberId: number, photo: ProcessedPhoto): Promise<StoredPhotoFiles> {
  const base = `members/${memberId}/${randomBytes(12).toString('hex')}`;
  const files = { filename: `${base}.jpg`, thumbFilename: `${base}-thumb.jpg` };
  const storage = mediaStorage(dataDir, 'media');
  await storage.put(files.filename, photo.main, 'image/jpeg');
  await storage.put(files.thumbFilename, photo.thumb, 'image/jpeg');
  return files;
}

/**
 * Removes an uploaded photo's files. Seeded members share pool pictures among thousands of members, so only
 * files of the upload naming scheme are ever deleted.
 */
export async function removePhotoFiles(dataDir: string, files: StoredPhotoFiles): Promise<void> {
  const storage = mediaStorage(dataDir, 'media');
  for (const file of [files.filename, files.thumbFilename]) {
    if (UPLOAD_PATH.test(file)) await storage.remove(file);
  }
}
