import { Worker } from 'node:worker_threads';
import type { ServiceLog } from '../../lib/service-log.ts';
import { NSFW_WORKER_SOURCE, nsfwWorkerData } from './nsfw-worker-source.ts';
import { verdictFrom, type PictureClassifier, type PictureScores, type PictureVerdict } from './picture-verdict.ts';

/** Longest wait for one verdict (the model's first load included): past it the picture goes on without one. */
export const CLASSIFY_TIMEOUT_MS = 20_000;

export interface WorkerClassifierOptions {
  log: ServiceLog;
  timeoutMs?: number;
  /** Another worker module (tests point it at a broken or silent one). Default: NSFW_WORKER_SOURCE. */
  source?: URL;
}

type WorkerReply = { ready: true } | { failed: string } | { id: number; scores: PictureScores } | { id: number; error: string };

/**
 * nsfwjs in a worker thread (nsfw-worker-source.ts), started at the first picture and kept for the next ones; pictures
 * are classified one after another in it. A model that cannot load, a crash or a picture over the time bound
 * answers null and is logged; a crashed worker is started again for the next picture.
 */
export function workerPictureClassifier({ log, timeoutMs = CLASSIFY_TIMEOUT_MS, source }: WorkerClassifierOptions): PictureClassifier {
  let worker: Worker | null = null;
  let unavailable: string | null = null;
  let nextId = 1;
  const waiting = new Map<number, (verdict: PictureVerdict | null) => void>();

  const settleAll = () => {
    for (const settle of waiting.values()) settle(null);
    waiting.clear();
  };

  const start = (): Worker => {
    const started = source ? new Worker(source) : new Worker(NSFW_WORKER_SOURCE, { eval: true, workerData: nsfwWorkerData() });
    started.unref();
    started.on('message', (reply: WorkerReply) => {
      if ('failed' in reply) {
        unavailable = reply.failed;
        log.error({ err: reply.failed }, 'picture classifier: the model could not load; pictures go unchecked');
        settleAll();
      } else if ('id' in reply) {
        const settle = waiting.get(reply.id);
        waiting.delete(reply.id);
        if ('scores' in reply) settle?.(verdictFrom(reply.scores));
        else {
          log.warn({ err: reply.error }, 'picture classifier: a picture could not be classified');
          settle?.(null);
        }
      }
    });
    started.on('error', (error) => log.error({ err: error }, 'picture classifier: the worker failed'));
    started.on('exit', () => {
      if (worker === started) worker = null;
      settleAll();
    });
    return started;
  };

  return {
    async classify(picture) {
      if (unavailable !== null) return null;
      worker ??= start();
      const id = nextId++;
      const current = worker;
      return new Promise<PictureVerdict | null>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          log.warn({ timeoutMs }, 'picture classifier: no verdict in time; the picture goes unchecked');
          resolve(null);
        }, timeoutMs);
        timer.unref();
        waiting.set(id, (verdict) => {
          clearTimeout(timer);
          resolve(verdict);
        });
        current.postMessage({ id, picture: new Uint8Array(picture) });
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
