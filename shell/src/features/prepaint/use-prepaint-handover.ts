import { useEffect } from 'react';
import { isPaintedPath, releasePrepaint, useLocation } from '@dating/shared-kit';

/** Longest time the painted page may stand in for the app's (a remote that never arrives, an error). */
export const PREPAINT_HANDOVER_LIMIT_MS = 8_000;

/**
 * The shell's side of the handover: a page the gateway paints (the kit's isPaintedPath) releases the painted copy when its hero is
 * ready; any other page (the visitor moved on, a member was sent elsewhere) releases it at once, and after
 * PREPAINT_HANDOVER_LIMIT_MS the app is shown whatever state it is in, so nothing stays hidden behind it.
 */
export function usePrepaintHandover(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isPaintedPath(pathname)) releasePrepaint();
  }, [pathname]);
  useEffect(() => {
    const timer = window.setTimeout(() => releasePrepaint(), PREPAINT_HANDOVER_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
}
