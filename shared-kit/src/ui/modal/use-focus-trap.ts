import { useEffect, useEffectEvent, type KeyboardEvent, type RefObject } from 'react';
import { getFocusable } from '../internal/focusable';

/**
 * Moves focus into `container` on mount, gives it back to the previously focused element on unmount,
 * and returns a keydown handler that wraps Tab / Shift+Tab inside the container.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, pickInitial: (root: HTMLElement) => HTMLElement | undefined) {
  // An effect event, so a new `pickInitial` each render does not re-run the effect and steal focus.
  const focusInitial = useEffectEvent((root: HTMLElement) => (pickInitial(root) ?? root).focus());

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (container.current) focusInitial(container.current);
    return () => previous?.focus();
  }, [container]);

  return (event: KeyboardEvent) => {
    const root = container.current;
    if (event.key !== 'Tab' || !root) return;
    const items = getFocusable(root);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      root.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === root)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
