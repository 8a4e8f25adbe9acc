import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { decideSwipe, flyOutOffset, releaseVelocity, type PointerSample, type SwipeDirection } from './swipe-decision';

/** idle: at rest; dragging: follows the pointer; leaving: flies out, then commits. */
export type SwipePhase = 'idle' | 'dragging' | 'leaving';

export interface SwipeGestureOptions {
  /** False while an answer is being sent or a dialog is open: the card does not move. */
  enabled: boolean;
  /** A direction that may not commit now (no likes left) springs back instead. */
  canCommit: (direction: SwipeDirection) => boolean;
  /** Width of the stage in px, read when a drag starts (the commit distance is a share of it). */
  stageWidth: () => number;
  /** How long the fly-out takes; 0 commits at once (reduced motion). */
  flyOutMs: number;
  /**
   * Sends the answer once the card has flown out and resolves to whether the card is done; when it is not
   * (the answer was refused), the card springs back.
   */
  onCommit: (direction: SwipeDirection) => Promise<boolean>;
}

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  width: number;
  samples: PointerSample[];
}

const isControl = (target: EventTarget | null) => target instanceof Element && target.closest('button, a, input') !== null;

/**
 * The card's drag: Pointer Events with pointer capture (mouse, pen and touch alike), the offset to draw,
 * and the decision on release (swipe-decision.ts). `fling` plays the same fly-out for the buttons and keys.
 */
export function useSwipeGesture({ enabled, canCommit, stageWidth, flyOutMs, onCommit }: SwipeGestureOptions) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [phase, setPhase] = useState<SwipePhase>('idle');
  const [leaving, setLeaving] = useState<SwipeDirection | null>(null);
  const drag = useRef<Drag | null>(null);
  // A ref, not the phase: a second press of Like during the fly-out must not send a second like.
  const committing = useRef(false);
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const springBack = useCallback(() => {
    drag.current = null;
    committing.current = false;
    setOffset({ x: 0, y: 0 });
    setPhase('idle');
    setLeaving(null);
  }, []);

  const fling = useCallback(
    (direction: SwipeDirection, width = stageWidth()) => {
      if (committing.current) return;
      committing.current = true;
      drag.current = null;
      setPhase('leaving');
      setLeaving(direction);
      setOffset((current) => flyOutOffset(direction, width, current));
      const commit = () => {
        void onCommit(direction).then(
          (done) => {
            // A card that is done stays off stage until the next card replaces it.
            if (!done && mounted.current) springBack();
          },
          () => {
            if (mounted.current) springBack();
          },
        );
      };
      if (flyOutMs > 0) timer.current = setTimeout(commit, flyOutMs);
      else commit();
    },
    [flyOutMs, onCommit, springBack, stageWidth],
  );

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (!enabled || committing.current || drag.current || !event.isPrimary || event.button !== 0) return;
    if (isControl(event.target)) return;
    // Capture, so the drag goes on when the pointer leaves the card (or the window) mid-swipe.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      width: stageWidth(),
      samples: [{ x: event.clientX, t: event.timeStamp }],
    };
    setPhase('dragging');
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    current.samples.push({ x: event.clientX, t: event.timeStamp });
    if (current.samples.length > 20) current.samples.shift();
    setOffset({ x: event.clientX - current.startX, y: event.clientY - current.startY });
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    current.samples.push({ x: event.clientX, t: event.timeStamp });
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    const direction = decideSwipe({ dx, dy, velocityX: releaseVelocity(current.samples), width: current.width });
    if (direction && canCommit(direction)) fling(direction, current.width);
    else springBack();
  };

  // The browser took the touch over (a vertical scroll, under touch-action: pan-y): no decision, back to rest.
  const onPointerCancel = (event: ReactPointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId === event.pointerId) springBack();
  };

  return {
    offset,
    phase,
    leaving,
    fling,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
  };
}
