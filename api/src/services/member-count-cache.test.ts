import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_COUNT_MAX_AGE_MS, MemberCountCache } from './member-count-cache.ts';

/** A count function that answers the values given, one per call, and says how often it ran. */
function counter(...values: number[]) {
  let calls = 0;
  const count = vi.fn(async () => values[Math.min(calls++, values.length - 1)]!);
  return { count, calls: () => calls };
}

describe('MemberCountCache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts on a miss, answers the kept count until the max age, then counts again', async () => {
    const cache = new MemberCountCache();
    const { count, calls } = counter(10, 11);
    expect(await cache.get('female|NL||||', count)).toBe(10);
    vi.advanceTimersByTime(MEMBER_COUNT_MAX_AGE_MS - 1);
    expect(await cache.get('female|NL||||', count)).toBe(10);
    expect(calls()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get('female|NL||||', count)).toBe(11);
    expect(calls()).toBe(2);
  });

  it('keeps each filter apart', async () => {
    const cache = new MemberCountCache();
    expect(await cache.get('female|NL||||', async () => 5)).toBe(5);
    expect(await cache.get('male|NL||||', async () => 7)).toBe(7);
    expect(await cache.get('female|NL||||', async () => 99)).toBe(5);
  });

  it('runs one count for concurrent misses of a filter', async () => {
    const cache = new MemberCountCache();
    let finish: (value: number) => void = () => undefined;
    const count = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const waiting = [cache.get('k', count), cache.get('k', count), cache.get('k', count)];
    finish(42);
    expect(await Promise.all(waiting)).toEqual([42, 42, 42]);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed count', async () => {
    const cache = new MemberCountCache();
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 3)).toBe(3);
  });

  it('stays within maxEntries, dropping the oldest count first', async () => {
    const cache = new MemberCountCache({ maxEntries: 3 });
    for (let i = 0; i < 10; i++) await cache.get(`filter-${i}`, async () => i);
    expect(cache.size).toBe(3);
    // The newest are kept, the oldest counted again.
    expect(await cache.get('filter-9', async () => -1)).toBe(9);
    expect(await cache.get('filter-0', async () => -1)).toBe(-1);
  });
});
