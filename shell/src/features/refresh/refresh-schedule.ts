/** Refresh every 60 s, or every 300 s when push is subscribed (pushes announce news), from 5 s after load. */
export const refreshTiming = { firstMs: 5_000, everyMs: 60_000, withPushMs: 300_000 } as const;

export interface RefreshScheduleDeps {
  refresh: () => void;
  /** Asked before every wait, so subscribing or unsubscribing push changes the pace at once. */
  isPushSubscribed: () => Promise<boolean>;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** Starts the refresh loop; returns a stop function. One timer at a time, so ticks never pile up. */
export function startRefreshSchedule({
  refresh,
  isPushSubscribed,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: RefreshScheduleDeps): () => void {
  let stopped = false;
  let timer: unknown;

  const scheduleNext = async () => {
    const push = await isPushSubscribed().catch(() => false);
    if (stopped) return;
    timer = setTimer(tick, push ? refreshTiming.withPushMs : refreshTiming.everyMs);
  };

  function tick() {
    if (stopped) return;
    refresh();
    void scheduleNext();
  }

  timer = setTimer(tick, refreshTiming.firstMs);
  return () => {
    stopped = true;
    clearTimer(timer);
  };
}
