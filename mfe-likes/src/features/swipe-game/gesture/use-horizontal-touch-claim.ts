import { useEffect, type RefObject } from 'react';

/**
 * Claims a sideways finger for the card. `touch-action: pan-y` alone keeps the browser from scrolling
 * sideways, but Chrome still runs its own fling for the sideways move and reads the next tap (the Like
 * button a moment later) as the tap that stops that fling: the tap was lost. Cancelling the touchmoves of a
 * sideways drag keeps the gesture out of the browser's hands; a mostly vertical move is left alone, so the
 * page still scrolls under a finger on the card.
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
      claimed ??= Math.abs(touch.clientX - start.x) >= Math.abs(touch.clientY - start.y);
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
