import { useEffect, useState } from 'react';

/** The longest wait for the app's page frame: a page that never shows one still gets what waits for it. */
export const APP_FRAME_WAIT_MS = 10_000;

/**
 * The app has rendered the page's own frame (PageFrame's `data-route-id`) in its root. A painted copy of the
 * page sits beside the root, so it does not count: on a painted page `load` fires before the app has its
 * page, and whatever waited only for `load` competed with the page's own code.
 */
function appFrameShown(): boolean {
  return Boolean(document.getElementById('root')?.querySelector('[data-route-id]'));
}

/** Runs `callback` once the app's page frame is on screen (or after `timeoutMs`); returns its cancel. */
function whenAppFrameShown(callback: () => void, timeoutMs: number): () => void {
  if (appFrameShown()) {
    callback();
    return () => undefined;
  }
  let pending = true;
  const stop = () => {
    pending = false;
    observer.disconnect();
    window.clearTimeout(timer);
  };
  const finish = () => {
    if (!pending) return;
    stop();
    callback();
  };
  const observer = new MutationObserver(() => {
    if (appFrameShown()) finish();
  });
  observer.observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
  const timer = window.setTimeout(finish, timeoutMs);
  return stop;
}

/**
 * Runs `callback` once the page has loaded, the app shows the page's own frame, and the browser is idle
 * (or after `timeoutMs` of waiting for idle at the latest).
 */
export function afterPageLoad(callback: () => void, timeoutMs = 2_000): () => void {
  let cancelIdle = () => undefined as void;
  let cancelFrameWait = () => undefined as void;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 300);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  const afterLoad = () => {
    cancelFrameWait = whenAppFrameShown(whenIdle, APP_FRAME_WAIT_MS);
  };
  const cancel = () => {
    cancelFrameWait();
    cancelIdle();
  };
  if (document.readyState === 'complete') {
    afterLoad();
    return cancel;
  }
  window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    cancel();
  };
}

/**
 * False until the page has loaded, the app shows the page and the browser is idle: for code that must not
 * compete with the page's first content (a remote's optional modal), so it is fetched after the page
 * instead of before it.
 */
export function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPageLoad(() => setReady(true)), []);
  return ready;
}
