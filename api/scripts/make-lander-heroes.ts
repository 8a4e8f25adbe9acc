// Writes the landers' hero pictures (mfe-landers/src/assets/heroes) from the same offline portrait generator
// as the demo members, so a lander's LCP image ships with the remote and never waits for an API call.
// Run once: pnpm --filter @dating/api exec tsx scripts/make-lander-heroes.ts
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { Prng } from '../src/seed/prng.ts';
import { portraitSvg } from '../src/seed/pictures/portrait-svg.ts';

const out = join(import.meta.dirname, '../../mfe-landers/src/assets/heroes');
const heroes = [
  { name: 'woman-a', gender: 'female', seed: 100_003 },
  { name: 'woman-b', gender: 'female', seed: 100_005 },
  { name: 'man-a', gender: 'male', seed: 100_004 },
] as const;

await mkdir(out, { recursive: true });
for (const hero of heroes) {
  const svg = portraitSvg(new Prng(hero.seed), hero.gender, 600);
  for (const width of [640, 1280]) {
    const height = Math.round((width * 5) / 4);
    // Square portrait, drawn at the hero height and cropped to 4:5 around the face.
    const image = sharp(Buffer.from(svg), { density: Math.ceil((72 * height) / 600) })
      .resize(height, height)
      .extract({
        left: Math.round((height - width) / 2),
        top: 0,
        width,
        height,
      });
    await image
      .clone()
      .webp({ quality: 72 })
      .toFile(join(out, `${hero.name}-${width}.webp`));
  }
}
