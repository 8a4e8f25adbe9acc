import { useEffect, useState } from 'react';
import { progressThrottleMs, progressValue } from './progress-timing';

/** How long the full bar stays on screen once the work is done, so the end is seen. */
const finishMs = 200;

/**
 * The value of the page progress bar for a busy flag: undefined (hidden) until the work has taken
 * 200 ms, then growing over 5 s, 100 when done, then hidden again.
 */
export function useProgress(busy: boolean): number | undefined {
  const [value, setValue] = useState<number | undefined>(undefined);

  useEffect(() => {
    if (!busy) {
      // Finish a bar that is showing; a bar that never appeared stays hidden.
      setValue((current) => (current === undefined ? undefined : 100));
      const hide = setTimeout(() => setValue(undefined), finishMs);
      return () => clearTimeout(hide);
    }
    let tick: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      const shownAt = Date.now();
      setValue(0);
      tick = setInterval(() => setValue(progressValue(Date.now() - shownAt)), 100);
    }, progressThrottleMs);
    return () => {
      clearTimeout(show);
      if (tick) clearInterval(tick);
    };
  }, [busy]);

  return value;
}
