import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { exists } from './file-exists.ts';

/** Simple flat drawings of the catalogue's gifts (migration 0009), drawn offline: no downloads. */
const GIFT_SVGS: Record<string, string> = {
  rose: `<circle cx="64" cy="48" r="26" fill="#d7263d"/><circle cx="56" cy="44" r="12" fill="#f25c78"/>
    <rect x="61" y="70" width="6" height="44" fill="#2e7d32"/><ellipse cx="50" cy="92" rx="12" ry="6" fill="#43a047"/>`,
  heart: `<path d="M64 112 L20 64 A24 24 0 0 1 64 34 A24 24 0 0 1 108 64 Z" fill="#e53950"/>`,
  chocolate: `<rect x="18" y="34" width="92" height="64" rx="10" fill="#6d4c41"/>
    <g fill="#8d6e63"><circle cx="42" cy="56" r="11"/><circle cx="86" cy="56" r="11"/><circle cx="42" cy="80" r="9"/><circle cx="86" cy="80" r="9"/></g>
    <rect x="60" y="34" width="8" height="64" fill="#ffb300"/>`,
  coffee: `<rect x="26" y="46" width="60" height="56" rx="8" fill="#fafafa" stroke="#5d4037" stroke-width="4"/>
    <path d="M86 58 h10 a12 12 0 0 1 0 28 h-10" fill="none" stroke="#5d4037" stroke-width="6"/>
    <rect x="32" y="52" width="48" height="12" fill="#6d4c41"/><path d="M44 20 q8 10 0 20 M62 20 q8 10 0 20" stroke="#9e9e9e" stroke-width="4" fill="none"/>`,
  'teddy-bear': `<circle cx="38" cy="34" r="14" fill="#a1887f"/><circle cx="90" cy="34" r="14" fill="#a1887f"/>
    <circle cx="64" cy="56" r="30" fill="#bcaaa4"/><circle cx="64" cy="100" r="24" fill="#a1887f"/>
    <circle cx="54" cy="50" r="4" fill="#3e2723"/><circle cx="74" cy="50" r="4" fill="#3e2723"/><ellipse cx="64" cy="66" rx="8" ry="6" fill="#5d4037"/>`,
  champagne: `<path d="M44 20 h40 l-6 44 a14 14 0 0 1 -28 0 Z" fill="#fff3c4" stroke="#c9a227" stroke-width="4"/>
    <rect x="61" y="76" width="6" height="30" fill="#c9a227"/><rect x="44" y="104" width="40" height="6" rx="3" fill="#c9a227"/>
    <g fill="#ffd54f"><circle cx="58" cy="40" r="3"/><circle cx="70" cy="32" r="2.5"/><circle cx="66" cy="50" r="2"/></g>`,
};

export const GIFT_PICTURE_SIZE = 128;

/** Writes media/gifts/<slug>.png for every catalogue gift that has no picture yet; answers how many were drawn. */
export async function ensureGiftPictures(mediaDir: string): Promise<number> {
  const folder = join(mediaDir, 'gifts');
  await mkdir(folder, { recursive: true });
  let drawn = 0;
  for (const [slug, shapes] of Object.entries(GIFT_SVGS)) {
    const file = join(folder, `${slug}.png`);
    if (await exists(file)) continue;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${GIFT_PICTURE_SIZE}" height="${GIFT_PICTURE_SIZE}" viewBox="0 0 128 128">
      <rect width="128" height="128" rx="24" fill="#fff8e1"/>${shapes}</svg>`;
    await writeFile(file, await sharp(Buffer.from(svg)).png().toBuffer());
    drawn++;
  }
  return drawn;
}
