import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { boundedWorker } from './bounded-worker.ts';
import { childProcessWorker } from './child-process-worker.ts';

/** Answers each job with its bytes' length, its process id and niceness; `crash` ends the process. */
const SOURCE = `
const { parentPort, workerData } = globalThis.mediaChannel;
parentPort.postMessage({ ready: true });
parentPort.on('message', ({ id, bytes, crash }) => {
  if (crash) process.exit(3);
  parentPort.postMessage({ id, length: bytes.length, pid: process.pid, nice: require('node:os').getPriority(), tag: workerData.tag });
});
`;

type Answer = { length: number; pid: number; nice: number; tag: string };
const TEXTS = { unavailable: 'unavailable', jobFailed: 'jobFailed', timeout: 'timeout', crashed: 'crashed', full: 'full' };

describe('a worker in a child process', () => {
  it('runs at the lower priority in a process of its own, takes bytes, and a fresh process follows a crash', async () => {
    const lines: string[] = [];
    const log = { error: (_: object, line: string) => void lines.push(line), warn: () => {}, info: () => {} };
    const runner = boundedWorker<{ bytes?: Uint8Array; crash?: boolean }, Answer>({
      log,
      timeoutMs: 20_000,
      maxWaiting: 4,
      texts: TEXTS,
      start: () => childProcessWorker({ source: SOURCE, data: { tag: 'media' }, nice: 15, maxHeapMb: 64 }),
    });
    try {
      const first = await runner.run({ bytes: new Uint8Array(1000) });
      expect(first).toMatchObject({ length: 1000, tag: 'media' });
      expect(first!.pid).not.toBe(process.pid);
      expect(first!.nice).toBe(Math.max(15, getPriority()));
      expect(await runner.run({ crash: true })).toBeNull();
      const after = await runner.run({ bytes: new Uint8Array(3) });
      expect(after).toMatchObject({ length: 3 });
      expect(after!.pid).not.toBe(first!.pid);
    } finally {
      await runner.close();
    }
  });
});
