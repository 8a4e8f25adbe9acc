import sharp from 'sharp';
import { workerPictureClassifier } from '../src/services/trust/picture-classifier.ts';

/**
 * The explicit-picture classifier's cost on this machine: the model's first load (with the first picture),
 * then the time per picture over generated 1200x800 photos (a picture goes in as the API stores it: a JPEG).
 * Run: pnpm --filter ./api exec tsx bench/picture-classifier.ts [pictures]
 */
const count = Number(process.argv[2] ?? 10);
const log = { error: console.error, warn: console.warn, info: () => {} };
const classifier = workerPictureClassifier({ log, timeoutMs: 120_000 });

const picture = (index: number) =>
  sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 90 + index * 10, sigma: 40 } },
  })
    .jpeg()
    .toBuffer();

const first = performance.now();
await classifier.classify(await picture(0));
const loadMs = performance.now() - first;
const times: number[] = [];
for (let index = 1; index <= count; index++) {
  const input = await picture(index);
  const started = performance.now();
  const verdict = await classifier.classify(input);
  times.push(performance.now() - started);
  if (!verdict) throw new Error('no verdict');
}
await classifier.close();
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(
  `first picture (model load included): ${Math.round(loadMs)} ms; per picture over ${count}: median ${Math.round(median)} ms, ` +
    `min ${Math.round(times[0]!)} ms, max ${Math.round(times.at(-1)!)} ms`,
);
