import sharp from 'sharp';
import { verdictFrom, type PictureClassifier, type PictureScores } from '../services/trust/picture-verdict.ts';

/** Stand-in pictures the tests make: red ones the fake classifier calls explicit, everything else clear. */
export const EXPLICIT_COLOUR = '#e01010';
export const CLEAR_COLOUR = '#2050c0';

export const solidJpeg = (colour: string, width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

const explicitScores: PictureScores = { Porn: 0.9, Hentai: 0.02, Sexy: 0.05, Neutral: 0.02, Drawing: 0.01 };
const clearScores: PictureScores = { Porn: 0.01, Hentai: 0.01, Sexy: 0.03, Neutral: 0.9, Drawing: 0.05 };

/**
 * A classifier with nsfwjs's answer shape that decides by colour (a red picture is "explicit"), so API tests
 * need no model. `verdicts: false` answers null as a classifier without a model does. Counts what it saw.
 * `hold()` keeps every verdict back until the function it answers is called: a test sees a picture before its
 * check deterministically (a send starts the check at once).
 */
export function fakePictureClassifier(options: { verdicts?: boolean } = {}): PictureClassifier & { seen: number; hold(): () => void } {
  let gate: Promise<void> | null = null;
  const fake = {
    seen: 0,
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        gate = null;
        release();
      };
    },
    async classify(picture: Buffer) {
      if (gate) await gate;
      fake.seen += 1;
      if (options.verdicts === false) return null;
      const { channels } = await sharp(picture).stats();
      const red = channels[0]!.mean > 150 && channels[2]!.mean < 100;
      return verdictFrom(red ? explicitScores : clearScores);
    },
    async close() {},
  };
  return fake;
}
