import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from './use-after-page-load';

describe('afterPageLoad', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('waits for the load event, then for the browser to be idle', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', vi.fn((callback: IdleRequestCallback) => idle.push(callback)));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const callback = vi.fn();
    afterPageLoad(callback);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(callback).not.toHaveBeenCalled();
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledTimes(1);
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
