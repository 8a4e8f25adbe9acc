import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { exists } from './file-exists.ts';
import { Prng } from '../prng.ts';
import { FICTIONAL_ICON_SVG, portraitSvg } from './portrait-svg.ts';
import { FICTIONAL_ICON } from '../data/site.ts';

export interface PoolPicture {
  gender: 'female' | 'male';
  /** Relative to the media root (= settings.cdn_prefix). */
  filename: string;
  thumbFilename: string;
}

export interface PicturePool {
  pictures: PoolPicture[];
  generated: number;
  reused: number;
  ms: number;
}

const MAIN_SIZE = 600;
const THUMB_SIZE = 160;
// sharp already uses libvips threads; a few files at once keeps both cores busy without piling up memory.
const PARALLEL = 4;

/**
 * size portraits (even index female, odd male) under <mediaDir>/members/. Files that already exist are
 * kept: the pool is deterministic, so a re-seed only pays for pictures it lacks.
 */
export async function ensurePicturePool(mediaDir: string, size: number, seed = 1): Promise<PicturePool> {
  const started = performance.now();
  await mkdir(join(mediaDir, 'members'), { recursive: true });
  await mkdir(join(mediaDir, 'icons'), { recursive: true });
  await writeFile(join(mediaDir, FICTIONAL_ICON), FICTIONAL_ICON_SVG);

  const pictures: PoolPicture[] = Array.from({ length: size }, (_, index) => {
    const base = `members/portrait-${String(index).padStart(3, '0')}`;
    return { gender: index % 2 === 0 ? 'female' : 'male', filename: `${base}.jpg`, thumbFilename: `${base}-thumb.jpg` };
  });

  let generated = 0;
  for (let start = 0; start < pictures.length; start += PARALLEL) {
    const chunk = pictures.slice(start, start + PARALLEL);
    const results = await Promise.all(
      chunk.map(async (picture, offset) => {
        const main = join(mediaDir, picture.filename);
        const thumb = join(mediaDir, picture.thumbFilename);
        if ((await exists(main)) && (await exists(thumb))) return false;
        // One PRNG per picture: picture n looks the same whatever the pool size.
        const svg = portraitSvg(new Prng(seed * 100_003 + start + offset), picture.gender, MAIN_SIZE);
        const image = sharp(Buffer.from(svg));
        await image.clone().jpeg({ quality: 82, mozjpeg: true }).toFile(main);
        await image.clone().resize(THUMB_SIZE, THUMB_SIZE).jpeg({ quality: 78 }).toFile(thumb);
        return true;
      }),
    );
    generated += results.filter(Boolean).length;
  }
  return { pictures, generated, reused: size - generated, ms: Math.round(performance.now() - started) };
}
