import type { WorkerLike } from './child-process-worker.ts';
import type { ServiceLog } from './service-log.ts';

/** The log lines of one kind of worker, so a log reader knows whose worker it was and what went on unchecked. */
export interface BoundedWorkerTexts {
  /** The worker said its model could not load: no job will be done until the process restarts. */
  unavailable: string;
  /** The worker could not do one job (bad input) and goes on with the next. */
  jobFailed: string;
  /** A job took longer than the bound: the worker is ended and a fresh one takes the next job. */
  timeout: string;
  /** The worker crashed (or could not be started); the next job starts a new one. */
  crashed: string;
  /** Too many jobs were waiting: this one was refused at once. */
  full: string;
}

export interface BoundedWorkerOptions {
  log: ServiceLog;
  /** Starts the worker thread; called at the first job and again after a crash or a timeout. */
  start: () => WorkerLike;
  /** Longest time one job may take in the worker, from the moment it is handed over (a first model load included). */
  timeoutMs: number;
  /** Jobs that may wait while the worker is busy; one more is refused (null) instead of piling up memory. */
  maxWaiting: number;
  texts: BoundedWorkerTexts;
}

export interface BoundedWorker<Job extends object, Result extends object> {
  /** The worker's answer to the job, or null when it could not be had (refused, failed, crashed, too slow, closed). */
  run(job: Job): Promise<Result | null>;
  close(): Promise<void>;
}

interface Waiting<Job, Result> {
  job: Job;
  settle: (result: Result | null) => void;
}

/**
 * One worker thread doing jobs one at a time, for work too slow for the request path (a model's inference). The
 * worker starts at the first job and is kept for the next ones. Each job is handed over only when the previous one
 * is answered, so its time bound measures that job alone: a job over the bound is answered null, and a worker that
 * had said `ready` is terminated (it is stuck in a loop or in native code) so a fresh one takes the next job; one
 * still loading its model keeps loading, and the job answered null is dropped when it gets to it. A crash answers the
 * job in hand null and the next job starts a new worker. Jobs waiting are bounded (`maxWaiting`); beyond that a job
 * is answered null at once. A model that cannot load answers every job null from then on, without restarting: the
 * same files would fail again. Every null is logged with the caller's text.
 */
export function boundedWorker<Job extends object, Result extends object>(options: BoundedWorkerOptions): BoundedWorker<Job, Result> {
  const { log, timeoutMs, maxWaiting, texts } = options;
  let worker: WorkerLike | null = null;
  /** The current worker said `ready`: its model is loaded, so a job over the bound is stuck, not waiting for a load. */
  let loaded = false;
  let unavailable = false;
  let closed = false;
  let nextId = 1;
  let running: { id: number; settle: (result: Result | null) => void; timer: NodeJS.Timeout } | null = null;
  const waiting: Waiting<Job, Result>[] = [];

  const answerAllNull = () => {
    for (const entry of waiting.splice(0)) entry.settle(null);
  };

  const finish = (result: Result | null) => {
    if (!running) return;
    const { settle, timer } = running;
    running = null;
    clearTimeout(timer);
    settle(result);
    handOver();
  };

  /** Ends the current worker; the next job starts a new one. Its exit then concerns nobody. */
  const discard = (current: WorkerLike) => {
    if (worker === current) worker = null;
    void current.terminate();
  };

  const start = (): WorkerLike | null => {
    let started: WorkerLike;
    try {
      started = options.start();
    } catch (error) {
      log.error({ err: error }, texts.crashed);
      return null;
    }
    started.unref();
    loaded = false;
    // A worker sends `{ ready }` once its model is loaded, `{ failed }` if it cannot load, and one answer per job:
    // `{ id, error }` or the result with its `id`. Anything else is not a reply.
    started.on('message', (reply) => {
      if (worker !== started || typeof reply !== 'object' || reply === null) return;
      if ('ready' in reply) loaded = true;
      else if ('failed' in reply) {
        unavailable = true;
        log.error({ err: reply.failed }, texts.unavailable);
        discard(started);
        finish(null);
      } else if ('id' in reply && running?.id === reply.id) {
        if ('error' in reply) log.warn({ err: reply.error }, texts.jobFailed);
        finish('error' in reply ? null : (reply as Result));
      }
    });
    started.on('error', (error) => {
      if (worker === started) log.error({ err: error }, texts.crashed);
    });
    started.on('exit', () => {
      if (worker !== started) return;
      worker = null;
      finish(null);
    });
    return started;
  };

  /** Gives the oldest waiting job to the worker (starting one if needed) when it is free. */
  function handOver(): void {
    if (running || waiting.length === 0) return;
    if (unavailable || closed) return answerAllNull();
    const next = waiting.shift()!;
    worker ??= start();
    const current = worker;
    if (!current) {
      next.settle(null);
      return handOver();
    }
    const id = nextId++;
    const timer = setTimeout(() => {
      log.warn({ timeoutMs }, texts.timeout);
      // A loaded worker over the bound is stuck on this job: a fresh one takes the next. One still loading its
      // model (slow on a busy machine) is left to finish loading: ending it would only start the load again.
      if (loaded) discard(current);
      finish(null);
    }, timeoutMs);
    timer.unref();
    running = { id, settle: next.settle, timer };
    current.postMessage({ ...next.job, id });
  }

  return {
    run(job) {
      if (unavailable || closed) return Promise.resolve(null);
      if (running && waiting.length >= maxWaiting) {
        log.warn({ maxWaiting }, texts.full);
        return Promise.resolve(null);
      }
      return new Promise<Result | null>((settle) => {
        waiting.push({ job, settle });
        handOver();
      });
    },
    async close() {
      closed = true;
      const current = worker;
      worker = null;
      answerAllNull();
      finish(null);
      await current?.terminate();
    },
  };
}
