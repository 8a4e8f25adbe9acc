import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad, APP_FRAME_WAIT_MS } from './use-after-page-load';

/** The app's root, with the page's frame in it when `framed`, and a painted copy of the page beside it. */
function page({ framed }: { framed: boolean }) {
  document.body.innerHTML = `<div id="prepaint"><section data-route-id="members"><h1>Zoeken</h1></section></div><div id="root">${
    framed ? '<section data-route-id="members"><h1>Zoeken</h1></section>' : ''
  }</div>`;
}

/** Stubs requestIdleCallback; answers the callbacks it was given, for the test to run when it likes. */
function stubIdleCallbacks(): IdleRequestCallback[] {
  const idle: IdleRequestCallback[] = [];
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: IdleRequestCallback) => idle.push(callback)),
  );
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  return idle;
}

describe('afterPageLoad', () => {
  beforeEach(() => page({ framed: true }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits for the load event, then for the browser to be idle', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle = stubIdleCallbacks();
    const callback = vi.fn();
    afterPageLoad(callback);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(callback).not.toHaveBeenCalled();
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('after the load, waits until the app shows the page, not its painted copy', async () => {
    page({ framed: false });
    const idle = stubIdleCallbacks();
    const callback = vi.fn();
    afterPageLoad(callback);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    document.getElementById('root')!.innerHTML = '<div><section data-route-id="members"><h1>Zoeken</h1></section></div>';
    await vi.waitFor(() => expect(window.requestIdleCallback).toHaveBeenCalledTimes(1));
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('goes on without the page frame after the longest wait, and can be cancelled while waiting for it', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    page({ framed: false });
    const callback = vi.fn();
    afterPageLoad(callback);
    vi.advanceTimersByTime(APP_FRAME_WAIT_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + 300);
    expect(callback).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterPageLoad(cancelled)();
    vi.advanceTimersByTime(APP_FRAME_WAIT_MS + 1_000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('runs after a short delay where the browser has no idle callback, and can be cancelled', () => {
    vi.useFakeTimers();
    // A browser without requestIdleCallback (Safari).
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    afterPageLoad(callback);
    vi.advanceTimersByTime(300);
    expect(callback).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterPageLoad(cancelled)();
    vi.advanceTimersByTime(1_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
