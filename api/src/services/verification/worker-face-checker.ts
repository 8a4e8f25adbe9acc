import { mediaModelWorker, type MediaModel, type MediaModelWorkerOptions } from '../../lib/media-model-worker.ts';
import type { FaceChecker, FaceVerdict } from './face-check.ts';
import { FACE_WORKER_SOURCE, faceWorkerData } from './face-worker-source.ts';

/**
 * Longest wait for one verdict, the models' first load included (about 0.5 s here), with a selfie and up to
 * VERIFICATION_MAX_PHOTOS photos at about 0.4 s each on a busy 2-core machine: past it the check is tried again later
 * (off the request path nobody waits for it; see CLASSIFY_TIMEOUT_MS).
 */
export const FACE_CHECK_TIMEOUT_MS = 90_000;
/** Selfies that may wait for the worker (each a few seconds of work): beyond it an attempt goes on unsorted. */
export const FACE_CHECK_MAX_WAITING = 8;

export type WorkerFaceCheckerOptions = MediaModelWorkerOptions;

const HUMAN_MODEL: MediaModel = {
  source: FACE_WORKER_SOURCE,
  data: faceWorkerData,
  timeoutMs: FACE_CHECK_TIMEOUT_MS,
  maxWaiting: FACE_CHECK_MAX_WAITING,
  texts: {
    unavailable: 'face check: the models could not load; selfies go unsorted',
    jobFailed: 'face check: a selfie could not be checked',
    timeout: 'face check: no verdict in time; the selfie goes unsorted',
    crashed: 'face check: the worker failed',
    full: 'face check: too many selfies waiting; this one goes unsorted',
  },
};

/**
 * Human in a low-priority child process of its own (face-worker-source.ts, see mediaModelWorker): started at the
 * first selfie and kept, one selfie at a time, each within the time bound. Whatever answers null is logged, and the
 * attempt goes on unsorted.
 */
export function workerFaceChecker(options: WorkerFaceCheckerOptions): FaceChecker {
  const runner = mediaModelWorker<{ selfie: Uint8Array; photos: Uint8Array[] }, FaceVerdict>(HUMAN_MODEL, options);
  return {
    async check(selfie, photos) {
      const answer = await runner.run({ selfie: new Uint8Array(selfie), photos: photos.map((photo) => new Uint8Array(photo)) });
      return answer ? { faces: answer.faces, match: answer.match, ms: answer.ms } : null;
    },
    close: () => runner.close(),
  };
}
