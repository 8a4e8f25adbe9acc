import { act, renderHook } from '@testing-library/react';
import { useProgress } from './use-progress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useProgress', () => {
  it('stays hidden for work shorter than 200 ms', () => {
    const { result, rerender } = renderHook(({ busy }) => useProgress(busy), { initialProps: { busy: true } });
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBeUndefined();
    rerender({ busy: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBeUndefined();
  });

  it('shows after 200 ms, grows over 5 s, then fills and hides when done', () => {
    const { result, rerender } = renderHook(({ busy }) => useProgress(busy), { initialProps: { busy: true } });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(2500));
    expect(result.current).toBeGreaterThan(60);
    expect(result.current).toBeLessThan(90);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(90);
    rerender({ busy: false });
    expect(result.current).toBe(100);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBeUndefined();
  });
});
