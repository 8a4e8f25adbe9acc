import { Worker } from 'node:worker_threads';
import { boundedWorker, type BoundedWorker, type BoundedWorkerTexts } from './bounded-worker.ts';
import { childProcessWorker, MEDIA_WORKER_HEAP_MB, MEDIA_WORKER_NICE } from './child-process-worker.ts';
import type { ServiceLog } from './service-log.ts';

/** What the caller of a media model's checker may set. */
export interface MediaModelWorkerOptions {
  log: ServiceLog;
  timeoutMs?: number;
  maxWaiting?: number;
  /** The child process's niceness (MEDIA_CHECKS_NICE; default MEDIA_WORKER_NICE). */
  nice?: number;
  /** Another worker module, run as a thread (tests point it at a broken or silent one). Default: the model's source in a child process. */
  source?: URL;
}

/** One media model: its worker source, the data that source is started with, its bounds and its log lines. */
export interface MediaModel {
  source: string;
  data: () => object;
  timeoutMs: number;
  maxWaiting: number;
  texts: BoundedWorkerTexts;
}

/**
 * A media model (nsfwjs, Human) in a low-priority child process of its own (childProcessWorker: its load and
 * inference never take CPU the API's requests want) through the bounded worker runner: started at the first job
 * and kept, one job at a time, each within the time bound. A model that cannot load, a crash, a job over the bound
 * or a full queue answers null and is logged.
 */
export function mediaModelWorker<Job extends object, Result extends object>(
  model: MediaModel,
  { log, timeoutMs = model.timeoutMs, maxWaiting = model.maxWaiting, source, nice = MEDIA_WORKER_NICE }: MediaModelWorkerOptions,
): BoundedWorker<Job, Result> {
  return boundedWorker<Job, Result>({
    log,
    timeoutMs,
    maxWaiting,
    start: () =>
      source ? new Worker(source) : childProcessWorker({ source: model.source, data: model.data(), nice, maxHeapMb: MEDIA_WORKER_HEAP_MB }),
    texts: model.texts,
  });
}
