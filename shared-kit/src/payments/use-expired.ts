import { useEffect, useState } from 'react';

// setTimeout fires at once for delays above 2^31-1 ms (about 24.8 days); re-arm in steps instead.
const maxDelayMs = 2 ** 31 - 1;

/**
 * True once `expires` has passed. Unlike useCountdown it renders only when the instant passes, so hooks
 * that merely hide something at expiry (useTimeBonus) do not re-render their readers every second.
 */
export function useExpired(expires: string | null): boolean {
  const [expired, setExpired] = useState(() => isPast(expires));
  useEffect(() => {
    setExpired(isPast(expires));
    if (!expires || isPast(expires)) return;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const delay = Date.parse(expires) - Date.now();
      if (delay <= 0) {
        setExpired(true);
        return;
      }
      timer = setTimeout(arm, Math.min(delay, maxDelayMs));
    };
    arm();
    return () => clearTimeout(timer);
  }, [expires]);
  return expired;
}

function isPast(expires: string | null): boolean {
  return expires !== null && !(Date.parse(expires) > Date.now());
}
