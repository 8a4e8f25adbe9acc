import { useEffect } from 'react';
import { bottomStackVars } from './bottom-stack';

/**
 * Keeps `--kit-keyboard-inset` at the height the on-screen keyboard covers. Phones shrink only the visual
 * viewport when the keyboard opens (Chrome since 108, Safari always), so fixed bars would stay behind the
 * keyboard; the page bars add this inset to their bottom edge. Desktop browsers never set it above 0.
 */
export function useKeyboardInset(): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement.style;
    const update = () => {
      const covered = Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop));
      // Less than a toolbar's height is the browser's own chrome moving, not a keyboard.
      if (covered > 80) root.setProperty(bottomStackVars.keyboard, `${covered}px`);
      else root.removeProperty(bottomStackVars.keyboard);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      root.removeProperty(bottomStackVars.keyboard);
    };
  }, []);
}
