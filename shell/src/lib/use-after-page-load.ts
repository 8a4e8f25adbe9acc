import { useEffect, useState } from 'react';

/** Runs `callback` once the page has loaded and the browser is idle (or after `timeoutMs` at the latest). */
export function afterPageLoad(callback: () => void, timeoutMs = 2_000): () => void {
  let cancelIdle = () => undefined as void;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 300);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
    return () => cancelIdle();
  }
  window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}

/**
 * False until the page has loaded and the browser is idle: for code that must not compete with the page's
 * first content (a remote's optional modal), so it is fetched after the page instead of before it.
 */
export function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPageLoad(() => setReady(true)), []);
  return ready;
}
