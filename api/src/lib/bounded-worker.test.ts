import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { boundedWorker, type BoundedWorker } from './bounded-worker.ts';

/**
 * A small worker module: it doubles `n`; `hang` spins forever (only terminating the thread ends it), `crash` throws
 * out of the handler (the thread dies), `bad` answers an error for that job alone. Each reply names the thread, so
 * a test sees whether a fresh worker took over.
 */
const TEST_WORKER = new URL(
  `data:text/javascript,${encodeURIComponent(`
    import { parentPort, threadId } from 'node:worker_threads';
    parentPort.postMessage({ ready: true });
    parentPort.on('message', ({ id, n, hang, crash, bad }) => {
      if (hang) for (;;) {}
      if (crash) throw new Error('crashed on purpose');
      if (bad) return parentPort.postMessage({ id, error: 'bad input' });
      parentPort.postMessage({ id, doubled: n * 2, thread: threadId });
    });
  `)}`,
);
const FAILING_LOAD = new URL(
  `data:text/javascript,${encodeURIComponent("import { parentPort } from 'node:worker_threads'; parentPort.postMessage({ failed: 'no model' });")}`,
);

type Job = { n?: number; hang?: boolean; crash?: boolean; bad?: boolean; load?: boolean };
type Answer = { doubled: number; thread: number };

const TEXTS = { unavailable: 'unavailable', jobFailed: 'jobFailed', timeout: 'timeout', crashed: 'crashed', full: 'full' };

function runnerWith(options: { source?: URL; timeoutMs?: number; maxWaiting?: number } = {}) {
  const lines: string[] = [];
  const at = () => (_details: object, message: string) => void lines.push(message);
  let starts = 0;
  const runner = boundedWorker<Job, Answer>({
    log: { error: at(), warn: at(), info: at() },
    timeoutMs: options.timeoutMs ?? 10_000,
    maxWaiting: options.maxWaiting ?? 8,
    texts: TEXTS,
    start: () => {
      starts += 1;
      return new Worker(options.source ?? TEST_WORKER);
    },
  });
  open.push(runner);
  return { runner, lines, starts: () => starts };
}

const open: BoundedWorker<Job, Answer>[] = [];
afterEach(async () => {
  for (const runner of open.splice(0)) await runner.close();
});

describe('the bounded worker runner', () => {
  it('starts one worker at the first job and does the jobs one after another in it', async () => {
    const { runner, lines, starts } = runnerWith();
    const answers = await Promise.all([1, 2, 3].map((n) => runner.run({ n })));
    expect(answers.map((answer) => answer?.doubled)).toEqual([2, 4, 6]);
    expect(new Set(answers.map((answer) => answer?.thread)).size).toBe(1);
    expect(starts()).toBe(1);
    expect(lines).toEqual([]);
  });

  it('answers a job over the bound null while the worker is still loading, and lets the load finish for the next job', async () => {
    // A worker that takes its time to load: it says ready only once told to, then doubles as the test worker does.
    const slowLoad = new URL(
      `data:text/javascript,${encodeURIComponent(`
        import { parentPort, threadId } from 'node:worker_threads';
        let loaded = false;
        parentPort.on('message', ({ id, n, load }) => {
          if (load) {
            loaded = true;
            parentPort.postMessage({ ready: true });
            return parentPort.postMessage({ id, doubled: 0, thread: threadId });
          }
          if (loaded) parentPort.postMessage({ id, doubled: n * 2, thread: threadId });
        });
      `)}`,
    );
    const { runner, lines, starts } = runnerWith({ source: slowLoad, timeoutMs: 1500 });
    expect(await runner.run({ n: 1 })).toBeNull();
    expect(lines).toEqual(['timeout']);
    // The same worker (not ended) gets the next jobs: once loaded, it answers.
    expect(await runner.run({ load: true })).toMatchObject({ doubled: 0 });
    expect(await runner.run({ n: 3 })).toMatchObject({ doubled: 6 });
    expect(starts()).toBe(1);
  });

  it('answers a failed job null and goes on in the same worker', async () => {
    const { runner, lines, starts } = runnerWith();
    expect(await runner.run({ bad: true })).toBeNull();
    expect(await runner.run({ n: 5 })).toMatchObject({ doubled: 10 });
    expect(lines).toEqual(['jobFailed']);
    expect(starts()).toBe(1);
  });

  it('ends a job over the time bound with null, terminates the stuck worker, and a fresh one does the jobs behind it', async () => {
    // The bound leaves room for starting a worker thread on a busy machine; the stuck job uses all of it.
    const { runner, lines, starts } = runnerWith({ timeoutMs: 1500 });
    const first = await runner.run({ n: 1 });
    // The job behind the stuck one is only handed over after it, so it gets its own full time bound.
    const [stuck, behind] = await Promise.all([runner.run({ hang: true }), runner.run({ n: 21 })]);
    expect(stuck).toBeNull();
    expect(behind).toMatchObject({ doubled: 42 });
    expect(behind!.thread).not.toBe(first!.thread);
    expect(starts()).toBe(2);
    expect(lines).toEqual(['timeout']);
  });

  it('answers the job in hand null when the worker crashes, and starts a new worker for the next jobs', async () => {
    const { runner, lines, starts } = runnerWith();
    const first = await runner.run({ n: 1 });
    const [crashed, next] = await Promise.all([runner.run({ crash: true }), runner.run({ n: 4 })]);
    expect(crashed).toBeNull();
    expect(next).toMatchObject({ doubled: 8 });
    expect(next!.thread).not.toBe(first!.thread);
    expect(starts()).toBe(2);
    expect(lines).toEqual(['crashed']);
    expect(await runner.run({ n: 5 })).toMatchObject({ doubled: 10, thread: next!.thread });
  });

  it('refuses a job at once when the waiting jobs are at their bound; close answers the rest null', async () => {
    const { runner, lines } = runnerWith({ maxWaiting: 1 });
    const busy = runner.run({ hang: true });
    const waitingJob = runner.run({ n: 2 });
    expect(await runner.run({ n: 3 })).toBeNull();
    expect(lines).toEqual(['full']);
    await runner.close();
    expect(await Promise.all([busy, waitingJob])).toEqual([null, null]);
    expect(await runner.run({ n: 4 })).toBeNull();
  });

  it('answers every job null, without restarting, once the worker says its model cannot load', async () => {
    const { runner, lines, starts } = runnerWith({ source: FAILING_LOAD });
    expect(await Promise.all([runner.run({ n: 1 }), runner.run({ n: 2 })])).toEqual([null, null]);
    expect(await runner.run({ n: 3 })).toBeNull();
    expect(starts()).toBe(1);
    expect(lines).toEqual(['unavailable']);
  });
});
