/**
 * How long a search count is kept: a new, changed or hidden member shows in numResults (and similar.numResults)
 * at most this much later. numResults is a result count on the search page, not money or access: being a few
 * seconds behind is invisible to a member, while counting 15,000 matches on every search is what kept
 * members.php under 150 req/s. The pages themselves are never kept: a profile shows or disappears at once.
 */
export const MEMBER_COUNT_MAX_AGE_MS = 30_000;
/** Distinct filters kept (gender x country x region x ages); the oldest goes first past this. */
export const MEMBER_COUNT_MAX_ENTRIES = 2_000;

export interface MemberCountCacheOptions {
  maxAgeMs?: number;
  maxEntries?: number;
  /** Milliseconds clock. Default: Date.now read at each call (so fake timers installed later apply). */
  now?: () => number;
}

interface Entry {
  count: number;
  countedAt: number;
}

/**
 * Counts of search filters without a viewer, kept in this process for maxAgeMs. Per viewer the search subtracts
 * who is hidden from them (see searchProfiles), so nothing of a member is kept here. Concurrent misses of one
 * filter share one count query.
 */
export class MemberCountCache {
  private readonly entries = new Map<string, Entry>();
  private readonly counting = new Map<string, Promise<number>>();
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: MemberCountCacheOptions = {}) {
    this.maxAgeMs = options.maxAgeMs ?? MEMBER_COUNT_MAX_AGE_MS;
    this.maxEntries = options.maxEntries ?? MEMBER_COUNT_MAX_ENTRIES;
    this.now = options.now ?? (() => Date.now());
  }

  /** The kept count of key while it is younger than maxAgeMs, else count() (whose result is kept). */
  get(key: string, count: () => Promise<number>): Promise<number> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.countedAt < this.maxAgeMs) return Promise.resolve(entry.count);
    const pending = this.counting.get(key);
    if (pending) return pending;
    const countedAt = this.now();
    const promise = count().then(
      (value) => {
        this.counting.delete(key);
        // Re-inserted, so Map order is oldest count first and the bound drops the oldest.
        this.entries.delete(key);
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, { count: value, countedAt });
        return value;
      },
      (error: unknown) => {
        this.counting.delete(key);
        throw error;
      },
    );
    this.counting.set(key, promise);
    return promise;
  }

  get size(): number {
    return this.entries.size;
  }
}
