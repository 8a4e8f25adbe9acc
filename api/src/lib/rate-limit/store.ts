/** How many hits a key has in its current window, this one included, and when that window ends. */
export interface HitCount {
  count: number;
  resetAt: number;
}

/**
 * Where rate-limit counters live: fixed windows per key. In memory for one API process; in Redis (REDIS_URL)
 * when several API instances must share them.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<HitCount>;
  close(): Promise<void>;
}

/** Counters of this process only. Ended windows are swept now and then so the map does not grow forever. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, HitCount>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<HitCount> {
    const now = this.now();
    this.sweep(now);
    const current = this.windows.get(key);
    if (current && current.resetAt > now) {
      current.count += 1;
      return { ...current };
    }
    const fresh = { count: 1, resetAt: now + windowMs };
    this.windows.set(key, fresh);
    return { ...fresh };
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 60_000;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
