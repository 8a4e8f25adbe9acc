import { useEffect, useState } from 'react';

const tickMs = 1000;

/** Whole seconds from now until `expires` (rounded up, so "00:00:01" shows until the last second ends). */
export function secondsUntil(expires: string | null, now = Date.now()): number | null {
  if (!expires) return null;
  const left = Math.ceil((Date.parse(expires) - now) / 1000);
  return Number.isFinite(left) && left > 0 ? left : null;
}

/**
 * Whole seconds left until `expires`, re-read from the clock every second (countdown tick 1 s), so
 * a tab that slept shows the right time on waking. Null when there is no end or once it has passed.
 */
export function useCountdown(expires: string | null): number | null {
  const [left, setLeft] = useState(() => secondsUntil(expires));
  useEffect(() => {
    setLeft(secondsUntil(expires));
    if (secondsUntil(expires) === null) return;
    const timer = setInterval(() => {
      const next = secondsUntil(expires);
      setLeft(next);
      if (next === null) clearInterval(timer);
    }, tickMs);
    return () => clearInterval(timer);
  }, [expires]);
  return left;
}

/** "hh:mm:ss" for a number of seconds; hours grow past two digits rather than wrap. */
export function formatCountdown(seconds: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
