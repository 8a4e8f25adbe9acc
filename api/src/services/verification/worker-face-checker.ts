import { Worker } from 'node:worker_threads';
import type { ServiceLog } from '../../lib/service-log.ts';
import type { FaceChecker, FaceVerdict } from './face-check.ts';
import { FACE_WORKER_SOURCE, faceWorkerData } from './face-worker-source.ts';

/**
 * Longest wait for one verdict, the models' first load included (about 0.5 s here), with a selfie and up to
 * VERIFICATION_MAX_PHOTOS photos at about 0.4 s each on a busy 2-core machine: past it the attempt goes on unsorted.
 */
export const FACE_CHECK_TIMEOUT_MS = 30_000;

export interface WorkerFaceCheckerOptions {
  log: ServiceLog;
  timeoutMs?: number;
  /** Another worker module (tests point it at a broken or silent one). Default: FACE_WORKER_SOURCE. */
  source?: URL;
}

type WorkerReply = { ready: true } | { failed: string } | ({ id: number } & FaceVerdict) | { id: number; error: string };

/**
 * Human in a worker thread (face-worker-source.ts), started at the first selfie and kept for the next ones;
 * selfies are checked one after another in it. Models that cannot load, a crash or a selfie over the time bound
 * answer null and are logged; a crashed worker is started again for the next selfie.
 */
export function workerFaceChecker({ log, timeoutMs = FACE_CHECK_TIMEOUT_MS, source }: WorkerFaceCheckerOptions): FaceChecker {
  let worker: Worker | null = null;
  let unavailable: string | null = null;
  let nextId = 1;
  const waiting = new Map<number, (verdict: FaceVerdict | null) => void>();

  const settleAll = () => {
    for (const settle of waiting.values()) settle(null);
    waiting.clear();
  };

  const start = (): Worker => {
    const started = source ? new Worker(source) : new Worker(FACE_WORKER_SOURCE, { eval: true, workerData: faceWorkerData() });
    started.unref();
    started.on('message', (reply: WorkerReply) => {
      if ('failed' in reply) {
        unavailable = reply.failed;
        log.error({ err: reply.failed }, 'face check: the models could not load; selfies go unsorted');
        settleAll();
      } else if ('id' in reply) {
        const settle = waiting.get(reply.id);
        waiting.delete(reply.id);
        if ('error' in reply) {
          log.warn({ err: reply.error }, 'face check: a selfie could not be checked');
          settle?.(null);
        } else settle?.({ faces: reply.faces, match: reply.match, ms: reply.ms });
      }
    });
    started.on('error', (error) => log.error({ err: error }, 'face check: the worker failed'));
    started.on('exit', () => {
      if (worker === started) worker = null;
      settleAll();
    });
    return started;
  };

  return {
    async check(selfie, photos) {
      if (unavailable !== null) return null;
      worker ??= start();
      const id = nextId++;
      const current = worker;
      return new Promise<FaceVerdict | null>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          log.warn({ timeoutMs }, 'face check: no verdict in time; the selfie goes unsorted');
          resolve(null);
        }, timeoutMs);
        timer.unref();
        waiting.set(id, (verdict) => {
          clearTimeout(timer);
          resolve(verdict);
        });
        current.postMessage({ id, selfie: new Uint8Array(selfie), photos: photos.map((photo) => new Uint8Array(photo)) });
      });
    },
    async close() {
      const current = worker;
      worker = null;
      settleAll();
      await current?.terminate();
    },
  };
}
