import { useEffect, useRef } from 'react';

/** Keys typed into a field are the moderator's words, not shortcuts. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

/**
 * Single-letter shortcuts of a queue (J/K next and previous, and the queue's own decisions), on the whole page
 * while the console is open; ignored with a modifier held or while typing in a field.
 */
export function useQueueKeys(keys: Record<string, (() => void) | undefined>): void {
  // The newest actions (they close over the current item and choices) without re-subscribing each render.
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      const action = latest.current[event.key.toLowerCase()];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The position in a queue of `length` after moving by `step`, kept inside it. */
export const moveIn = (index: number, step: number, length: number): number => Math.max(0, Math.min(length - 1, index + step));
