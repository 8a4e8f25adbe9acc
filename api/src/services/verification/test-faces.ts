import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/**
 * Face pictures for the tests, made by the tests from the sample collage that the @vladmandic/human npm package
 * ships (assets/samples.jpg; nothing is downloaded): its top row holds single portraits of different people.
 * `man` and `woman` are two different people; `mirrored` flips a picture as a phone's front camera does.
 */
export async function sampleFaces(): Promise<{ man: Buffer; woman: Buffer }> {
  const require = createRequire(import.meta.url);
  const samples = join(dirname(require.resolve('@vladmandic/human')), '..', 'assets', 'samples.jpg');
  const crop = (left: number, width: number) => sharp(samples).extract({ left, top: 0, width, height: 310 }).jpeg().toBuffer();
  const [woman, man] = await Promise.all([crop(165, 150), crop(325, 210)]);
  return { man, woman };
}

export const mirrored = (picture: Buffer) => sharp(picture).flop().jpeg().toBuffer();

/** A picture with no face at all. */
export const faceless = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: '#a08060' } })
    .jpeg()
    .toBuffer();
