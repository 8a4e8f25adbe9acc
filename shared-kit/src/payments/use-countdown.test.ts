import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

const now = Date.parse('2026-03-01T18:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts whole seconds down each second and answers null at zero', () => {
    const { result } = renderHook(() => useCountdown(new Date(now + 3000).toISOString()));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBeNull();
    // Nothing keeps ticking after zero.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows a new end and stops its timer on unmount', () => {
    const { result, rerender, unmount } = renderHook(({ expires }) => useCountdown(expires), {
      initialProps: { expires: new Date(now + 10_000).toISOString() as string | null },
    });
    expect(result.current).toBe(10);
    rerender({ expires: new Date(now + 60_000).toISOString() });
    expect(result.current).toBe(60);
    rerender({ expires: null });
    expect(result.current).toBeNull();
    rerender({ expires: new Date(now + 5000).toISOString() });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
