/**
 * Time of the face check per picture on this machine: the worker's model load, then selfies checked against one
 * approved photo (two pictures each: the selfie and the photo), on pictures cut from the samples Human's npm package
 * ships. Prints the load average beside the numbers, since other work on a 2-core machine moves them.
 * Run: pnpm --filter ./api exec tsx bench/face-check.ts [runs]
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { mirrored, sampleFaces } from '../src/services/verification/test-faces.ts';
import { workerFaceChecker } from '../src/services/verification/worker-face-checker.ts';

const runs = Number(process.argv[2] ?? 10);
const log = { error: console.error, warn: console.warn, info: () => {} };
const checker = workerFaceChecker({ log });
const { man, woman } = await sampleFaces();
const selfies = [await mirrored(man), await mirrored(woman)];

const load = (label: string) =>
  `${label} load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;
console.log(load('before'));
const first = performance.now();
await checker.check(selfies[0]!, [man]);
console.log(`first check (models load + 2 pictures): ${(performance.now() - first).toFixed(0)} ms`);
const perCheck: number[] = [];
for (let run = 0; run < runs; run++) {
  const verdict = await checker.check(selfies[run % 2]!, [man]);
  if (verdict) perCheck.push(verdict.ms);
}
perCheck.sort((a, b) => a - b);
const median = perCheck[Math.floor(perCheck.length / 2)]!;
console.log(
  `${perCheck.length} checks of 2 pictures: median ${median.toFixed(0)} ms, min ${perCheck[0]!.toFixed(0)}, max ${perCheck.at(-1)!.toFixed(0)}` +
    ` -> about ${(median / 2).toFixed(0)} ms per picture`,
);
console.log(load('after'));
await checker.close();
