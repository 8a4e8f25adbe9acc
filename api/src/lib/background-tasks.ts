/** Work started after a request answered, so that shutdown (and a test) can wait until it is done. */
export interface BackgroundTasks {
  /** Runs `task` without holding up the caller; its failure is the task's own to log. */
  run(task: () => Promise<void>): void;
  /** Resolves when every task started so far has finished. */
  settled(): Promise<void>;
}

export function backgroundTasks(): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(task) {
      const promise = task()
        .catch(() => {})
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
