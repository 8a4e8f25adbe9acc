import { afterAll, describe, expect, it } from 'vitest';
import { FACE_CHECK_TIMEOUT_MS, workerFaceChecker } from './worker-face-checker.ts';
import { faceless, mirrored, sampleFaces } from './test-faces.ts';

const silent = { error: () => {}, warn: () => {}, info: () => {} };

// At niceness 0 and with the check's own bound: beside the other test files a niced child waits for a free core
// longer than a test may take.
describe('the face check (Human on the WASM backend, in a worker, models from the npm package)', { timeout: FACE_CHECK_TIMEOUT_MS }, () => {
  const checker = workerFaceChecker({ log: silent, nice: 0 });
  afterAll(() => checker.close());

  it('matches a mirrored selfie to the same person and scores another person lower', async () => {
    const { man, woman } = await sampleFaces();
    const same = await checker.check(await mirrored(man), [man]);
    const other = await checker.check(await mirrored(woman), [man]);
    expect(same).toMatchObject({ faces: 1 });
    expect(other).toMatchObject({ faces: 1 });
    expect(same!.match).toBeGreaterThanOrEqual(0.8);
    expect(other!.match).toBeLessThan(0.75);
    // The best of several photos counts: adding the woman's own photo makes her match.
    const withOwn = await checker.check(await mirrored(woman), [man, woman]);
    expect(withOwn!.match).toBeGreaterThanOrEqual(0.8);
  });

  it('finds no face in a plain picture and then has nothing to compare', async () => {
    const { man } = await sampleFaces();
    expect(await checker.check(await faceless(), [man])).toMatchObject({ faces: 0, match: null });
    // A selfie with a face against photos without one: no match either.
    expect(await checker.check(man, [await faceless()])).toMatchObject({ faces: 1, match: null });
  });

  it('answers null for bytes that are no picture, and keeps working after', async () => {
    expect(await checker.check(Buffer.from('not a picture'), [])).toBeNull();
    expect(await checker.check(await faceless(), [])).toMatchObject({ faces: 0 });
  });

  it('answers null when no verdict comes in time or the worker cannot start', async () => {
    const silentWorker = new URL('data:text/javascript,setInterval(() => {}, 1000)');
    const slow = workerFaceChecker({ log: silent, timeoutMs: 50, source: silentWorker });
    expect(await slow.check(await faceless(), [])).toBeNull();
    await slow.close();
    const failing = new URL(
      `data:text/javascript,${encodeURIComponent("import { parentPort } from 'node:worker_threads'; parentPort.postMessage({ failed: 'no models' });")}`,
    );
    const broken = workerFaceChecker({ log: silent, source: failing });
    expect(await broken.check(await faceless(), [])).toBeNull();
    expect(await broken.check(await faceless(), [])).toBeNull();
    await broken.close();
  });
});
