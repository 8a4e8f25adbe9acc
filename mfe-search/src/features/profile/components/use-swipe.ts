import { useRef, type PointerEvent } from 'react';

/** Horizontal travel in px that counts as a swipe; less is a tap or a wobble. */
const SWIPE_DISTANCE = 40;

/**
 * Swipe left/right with a finger, pen or mouse through pointer events. The element needs
 * `touch-action: pan-y`, so the browser keeps vertical scrolling and hands horizontal moves to us.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
