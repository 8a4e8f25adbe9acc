import { useEffect } from 'react';

/** Keys typed into a field or with a modifier belong to that field or the browser, not the game. */
function isForTheGame(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return false;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== 'function') return true;
  return !target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="tablist"]');
}

/** ArrowLeft passes, ArrowRight likes and ArrowUp opens the profile, anywhere on the page, while `active`. */
export function useArrowKeys(active: boolean, onLeft: () => void, onRight: () => void, onUp: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isForTheGame(event)) return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        onLeft();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        onRight();
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        onUp();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active, onLeft, onRight, onUp]);
}
