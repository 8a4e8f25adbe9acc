import { useEffect, type RefObject } from 'react';

/**
 * Claims a sideways or upward finger for the card (an upward swipe is a super like). `touch-action` alone
 * keeps the browser from scrolling that way, but Chrome still runs its own fling for the sideways move and reads the next tap (the Like
 * button a moment later) as the tap that stops that fling: the tap was lost. Cancelling the touchmoves of a
 * sideways or upward drag keeps the gesture out of the browser's hands; a finger moving mostly down is left
 * alone, so the page still scrolls under a finger on the card.
 */
export function useHorizontalTouchClaim(element: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const target = element.current;
    if (!target) return undefined;
    let start: { x: number; y: number } | null = null;
    let claimed: boolean | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
      claimed = null;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      // Decided once per touch, on its first move: sideways wins ties, as the card's drag does.
      const dy = touch.clientY - start.y;
      claimed ??= dy < 0 || Math.abs(touch.clientX - start.x) >= Math.abs(dy);
      if (claimed && event.cancelable) event.preventDefault();
    };
    target.addEventListener('touchstart', onStart, { passive: true });
    // Not passive: preventDefault has to be allowed to cancel the move.
    target.addEventListener('touchmove', onMove, { passive: false });
    return () => {
      target.removeEventListener('touchstart', onStart);
      target.removeEventListener('touchmove', onMove);
    };
  }, [element]);
}
