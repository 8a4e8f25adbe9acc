import { mediaModelWorker, type MediaModel, type MediaModelWorkerOptions } from '../../lib/media-model-worker.ts';
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

export type WorkerClassifierOptions = MediaModelWorkerOptions;

const NSFW_MODEL: MediaModel = {
  source: NSFW_WORKER_SOURCE,
  data: nsfwWorkerData,
  timeoutMs: CLASSIFY_TIMEOUT_MS,
  maxWaiting: CLASSIFY_MAX_WAITING,
  texts: {
    unavailable: 'picture classifier: the model could not load; pictures go unchecked',
    jobFailed: 'picture classifier: a picture could not be classified',
    timeout: 'picture classifier: no verdict in time; the picture goes unchecked',
    crashed: 'picture classifier: the worker failed',
    full: 'picture classifier: too many pictures waiting; this one goes unchecked',
  },
};

/**
 * nsfwjs in a low-priority child process of its own (nsfw-worker-source.ts, see mediaModelWorker): started at the
 * first picture and kept, one picture at a time, each within the time bound. Whatever answers null is logged, and
 * the picture goes on unchecked.
 */
export function workerPictureClassifier(options: WorkerClassifierOptions): PictureClassifier {
  const runner = mediaModelWorker<{ picture: Uint8Array }, { scores: PictureScores }>(NSFW_MODEL, options);
  return {
    async classify(picture) {
      const answer = await runner.run({ picture: new Uint8Array(picture) });
      return answer ? verdictFrom(answer.scores) : null;
    },
    close: () => runner.close(),
  };
}
