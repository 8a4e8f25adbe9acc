import { type ChildProcess, spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';

/**
 * What the bounded worker runner needs of a worker: a worker thread (`node:worker_threads`) has it, and so has a
 * child process through `childProcessWorker`.
 */
export interface WorkerLike {
  /** A reply of the worker, as it sent it: the listener checks its shape. */
  on(event: 'message', listener: (message: unknown) => void): unknown;
  /** The worker could not be started, or failed outside a job. */
  on(event: 'error', listener: (error: Error) => void): unknown;
  /** The worker ended (its exit code; null when a signal ended a child process). */
  on(event: 'exit', listener: (exitCode: number | null) => void): unknown;
  postMessage(message: unknown): void;
  terminate(): Promise<unknown>;
  unref(): void;
}

type WorkerEvent = 'message' | 'error' | 'exit';

/** The model processes' niceness: 10 leaves them the CPU the API's requests do not use. */
export const MEDIA_WORKER_NICE = 10;
/** The model processes' V8 heap bound (the models take about 100–300 MB; tensors are outside this heap). */
export const MEDIA_WORKER_HEAP_MB = 1024;

export interface ChildProcessWorkerOptions {
  /** The worker's JavaScript (a worker source: it takes `parentPort` and `workerData` from `globalThis.mediaChannel`). */
  source: string;
  /** Handed to the source as `workerData` (JSON). */
  data: object;
  /** The process's niceness, 0 (normal) to 19 (lowest): it only takes CPU time the API does not want. */
  nice: number;
  /** V8's heap limit for the process, in MB: a leak or a huge picture ends this process, not the API's memory. */
  maxHeapMb: number;
}

/**
 * Runs before the worker source in the child: lowers the priority of every thread the process has (on Linux the
 * niceness is per thread, and a thread started later takes its creator's), and gives the source the channel a
 * worker thread would have. The parent going away ends the child: it never outlives the API.
 */
const CHILD_PRELUDE = `
const os = require('node:os');
const fs = require('node:fs');
const nice = Number(process.env.MEDIA_WORKER_NICE);
const renice = () => {
  let tasks = [];
  try { tasks = fs.readdirSync('/proc/self/task').map(Number); } catch {}
  for (const tid of tasks.length > 0 ? tasks : [0]) {
    try { os.setPriority(tid, nice); } catch {}
  }
};
renice();
globalThis.mediaChannel = {
  parentPort: {
    // Threads a model's library started while loading are lowered too, once it says it is ready.
    postMessage: (message) => { if (message && message.ready) renice(); process.send(message); },
    on: (event, listener) => process.on(event, listener),
  },
  workerData: JSON.parse(process.env.MEDIA_WORKER_DATA),
};
process.on('disconnect', () => process.exit(0));
`;

/**
 * A worker source run in a child process of its own instead of a thread of the API's process: a model's load and
 * inference then compete with the API only as a low-priority process, and its memory is bounded apart from the
 * API's. Messages go over the IPC channel with structured clone (`advanced`), so picture bytes arrive as they would
 * in a worker thread.
 */
export function childProcessWorker({ source, data, nice, maxHeapMb }: ChildProcessWorkerOptions): WorkerLike {
  const events = new EventEmitter();
  const child: ChildProcess = spawn(process.execPath, [`--max-old-space-size=${maxHeapMb}`, '-e', CHILD_PRELUDE + source], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
    // eslint-disable-next-line no-restricted-properties -- a child process's environment, not a setting of the API
    env: { ...process.env, MEDIA_WORKER_NICE: String(nice), MEDIA_WORKER_DATA: JSON.stringify(data) },
  });
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.on('exit', (code) => {
      exited = true;
      jobsOut = 0;
      events.emit('exit', code);
      resolve();
    });
  });
  // The channel holds the API's event loop open only while a job is out, as a worker thread's port does: an idle
  // worker never keeps the API from exiting, a job in hand keeps it waiting for the answer.
  let jobsOut = 0;
  const holdOpen = (change: number) => {
    jobsOut = Math.max(0, jobsOut + change);
    if (jobsOut > 0) child.channel?.ref();
    else child.channel?.unref();
  };
  child.on('message', (message: { id?: number }) => {
    if (message && typeof message.id === 'number') holdOpen(-1);
    events.emit('message', message);
  });
  child.on('error', (error) => events.emit('error', error));
  return {
    on(event: WorkerEvent, listener: (argument: never) => void) {
      // The overloads above pair each event with its listener; the emitter only passes the argument on.
      events.on(event, listener as (argument: unknown) => void);
      return this;
    },
    postMessage(message) {
      if (exited || !child.connected) return;
      holdOpen(1);
      child.send(message as object);
    },
    async terminate() {
      if (exited) return;
      // Held open until the process is gone: whoever awaits the end (the API closing) gets it.
      child.ref();
      child.kill('SIGKILL');
      await exit;
    },
    unref() {
      child.unref();
      if (jobsOut === 0) child.channel?.unref();
    },
  };
}
