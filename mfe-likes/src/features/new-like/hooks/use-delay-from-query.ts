import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@dating/shared-kit';

/** Seconds in `t`, else 0; anything that is not a finite, non-negative number counts as no delay. */
export function delaySecondsOf(value: string | null): number {
  const seconds = Number(value);
  return value !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * The query `t` (seconds) delays the like modal and is then removed from the URL. Returns true once
 * the delay has passed (read once, when the component mounts).
 */
export function useDelayFromQuery(): boolean {
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(() => searchParams.get('t'));
  const [due, setDue] = useState(false);
  const removed = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setDue(true);
      if (initial !== null && !removed.current) {
        removed.current = true;
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('t');
            return next;
          },
          { replace: true },
        );
      }
    }, delaySecondsOf(initial) * 1000);
    return () => clearTimeout(timer);
  }, [initial, setSearchParams]);
  return due;
}
