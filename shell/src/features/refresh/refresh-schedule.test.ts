import { refreshTiming, startRefreshSchedule } from './refresh-schedule';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startRefreshSchedule', () => {
  it('first refreshes 5 s after load, not before', async () => {
    const refresh = vi.fn();
    startRefreshSchedule({ refresh, isPushSubscribed: async () => false });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('then refreshes every 60 s without push', async () => {
    const refresh = vi.fn();
    startRefreshSchedule({ refresh, isPushSubscribed: async () => false });
    await vi.advanceTimersByTimeAsync(refreshTiming.firstMs);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refresh).toHaveBeenCalledTimes(4);
  });

  it('refreshes every 300 s when push is subscribed', async () => {
    const refresh = vi.fn();
    startRefreshSchedule({ refresh, isPushSubscribed: async () => true });
    await vi.advanceTimersByTimeAsync(refreshTiming.firstMs + 299_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('changes pace as soon as the push subscription changes', async () => {
    const refresh = vi.fn();
    let push = false;
    startRefreshSchedule({ refresh, isPushSubscribed: async () => push });
    await vi.advanceTimersByTimeAsync(refreshTiming.firstMs);
    push = true;
    await vi.advanceTimersByTimeAsync(60_000); // this wait was already planned at 60 s
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(240_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('treats a failing push check as not subscribed', async () => {
    const refresh = vi.fn();
    startRefreshSchedule({ refresh, isPushSubscribed: () => Promise.reject(new Error('no sw')) });
    await vi.advanceTimersByTimeAsync(refreshTiming.firstMs + refreshTiming.everyMs);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('stops for good when stopped', async () => {
    const refresh = vi.fn();
    const stop = startRefreshSchedule({ refresh, isPushSubscribed: async () => false });
    await vi.advanceTimersByTimeAsync(refreshTiming.firstMs);
    stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
