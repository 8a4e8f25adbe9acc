import { useEffect, useRef, type PointerEvent, type MouseEvent, type TouchEvent } from 'react';

/** How long a finger rests on a message before its menu opens (the platforms' own long press is ~500 ms). */
export const LONG_PRESS_MS = 500;

/**
 * Long press on touch screens, and the context menu (right click, or Android's own long press), both calling
 * `onPress`. A finger that moves (scrolling the thread) or lifts early cancels it.
 */
export function useLongPress(onPress: (() => void) | undefined) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fired = useRef(false);
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => cancel, []);
  if (!onPress) return {};
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      cancel();
      fired.current = false;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        fired.current = true;
        onPress();
      }, LONG_PRESS_MS);
    },
    onPointerUp: cancel,
    onPointerMove: cancel,
    onPointerCancel: cancel,
    // The finger lifting after a long press would click what opened under it (the menu's backdrop, closing it).
    onTouchEnd: (event: TouchEvent) => {
      if (!fired.current) return;
      fired.current = false;
      event.preventDefault();
    },
    onContextMenu: (event: MouseEvent) => {
      event.preventDefault();
      // A touch screen's own long press arrives here too, before its finger lifts (a mouse sends no touchend).
      fired.current = true;
      cancel();
      onPress();
    },
  };
}
