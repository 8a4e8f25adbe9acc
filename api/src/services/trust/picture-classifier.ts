import { Worker } from 'node:worker_threads';
import { boundedWorker } from '../../lib/bounded-worker.ts';
import { childProcessWorker, MEDIA_WORKER_HEAP_MB, MEDIA_WORKER_NICE } from '../../lib/child-process-worker.ts';
import type { ServiceLog } from '../../lib/service-log.ts';
import { NSFW_WORKER_SOURCE, nsfwWorkerData } from './nsfw-worker-source.ts';
import { verdictFrom, type PictureClassifier, type PictureScores } from './picture-verdict.ts';

/**
 * Longest wait for one verdict (the model's first load included): past it the check is tried again later. Off the
 * request path nobody waits for it, and on a busy machine the niced checker gets little CPU: a 20 s bound there
 * ended every check, and the restart loaded the model again.
 */
export const CLASSIFY_TIMEOUT_MS = 90_000;
/**
 * Pictures that may wait for the worker (at about 0.1–0.3 s each here, a few seconds of work): a burst beyond it
 * goes on unchecked rather than holding every picture's bytes in memory.
 */
export const CLASSIFY_MAX_WAITING = 32;

export interface WorkerClassifierOptions {
  log: ServiceLog;
  timeoutMs?: number;
  maxWaiting?: number;
  /** The child process's niceness (MEDIA_CHECKS_NICE; default MEDIA_WORKER_NICE). */
  nice?: number;
  /** Another worker module, run as a thread (tests point it at a broken or silent one). Default: NSFW_WORKER_SOURCE in a child process. */
  source?: URL;
}

/**
 * nsfwjs in a low-priority child process of its own (nsfw-worker-source.ts run by childProcessWorker: its load and
 * inference never take CPU the API's requests want) through the bounded worker runner: started at the first
 * picture and kept, one picture at a time, each within the time bound. A model that cannot load, a crash, a
 * picture over the bound or a full queue answers null and is logged; the picture goes on unchecked.
 */
export function workerPictureClassifier({
  log,
  timeoutMs = CLASSIFY_TIMEOUT_MS,
  maxWaiting = CLASSIFY_MAX_WAITING,
  source,
  nice = MEDIA_WORKER_NICE,
}: WorkerClassifierOptions): PictureClassifier {
  const runner = boundedWorker<{ picture: Uint8Array }, { scores: PictureScores }>({
    log,
    timeoutMs,
    maxWaiting,
    start: () =>
      source
        ? new Worker(source)
        : childProcessWorker({
            source: NSFW_WORKER_SOURCE,
            data: nsfwWorkerData(),
            nice,
            maxHeapMb: MEDIA_WORKER_HEAP_MB,
          }),
    texts: {
      unavailable: 'picture classifier: the model could not load; pictures go unchecked',
      jobFailed: 'picture classifier: a picture could not be classified',
      timeout: 'picture classifier: no verdict in time; the picture goes unchecked',
      crashed: 'picture classifier: the worker failed',
      full: 'picture classifier: too many pictures waiting; this one goes unchecked',
    },
  });
  return {
    async classify(picture) {
      const answer = await runner.run({ picture: new Uint8Array(picture) });
      return answer ? verdictFrom(answer.scores) : null;
    },
    close: () => runner.close(),
  };
}
