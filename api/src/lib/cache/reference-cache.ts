import { buildCachedAnswer, type CachedAnswer, type SerializedJson } from './cached-answer.ts';

export interface ReferenceCacheOptions {
  /**
   * Longest life of an entry (default 5 min). A safety net only: writers announce their changes (invalidate),
   * but a change made outside the API (psql, a seed run without REDIS_URL) shows after at most this long.
   */
  maxAgeMs?: number;
  /** Most entries per map (default 2,000): keys come partly from requests (Host header, X-Country). */
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  builtAt: number;
}

/**
 * A bounded map of values built on first use. Concurrent misses of one key share one build; a build that started
 * before an invalidation is handed to its callers but never stored, so a stale answer cannot outlive the change.
 */
class BuildOnce<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly building = new Map<string, Promise<T>>();

  constructor(
    private readonly owner: ReferenceCache,
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  get(key: string, build: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.builtAt < this.maxAgeMs) return Promise.resolve(entry.value);
    const pending = this.building.get(key);
    if (pending) return pending;
    const generation = this.owner.generation;
    const builtAt = this.now();
    const settle = () => {
      if (this.building.get(key) === promise) this.building.delete(key);
    };
    const promise: Promise<T> = build().then(
      (value) => {
        settle();
        if (generation === this.owner.generation) {
          // Past the bound (a flood of made-up Host headers), start over rather than grow without end.
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { value, builtAt });
        }
        return value;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
    this.building.set(key, promise);
    return promise;
  }

  clear(): void {
    this.entries.clear();
    this.building.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * What the reference reads (settings.php, interests.php, regions.php, companyinfo.php) and the per-request site
 * lookup are built from, kept in this process until the data changes. Only data that is the same for every
 * visitor of a site goes in here: nothing of a member, ever.
 */
export class ReferenceCache {
  /** Bumped by every invalidation; builds remember the generation they started in. */
  generation = 0;
  private readonly answers: BuildOnce<CachedAnswer>;
  private readonly objects: BuildOnce<unknown>;

  constructor(options: ReferenceCacheOptions = {}) {
    const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
    const maxEntries = options.maxEntries ?? 2_000;
    const now = options.now ?? Date.now;
    this.answers = new BuildOnce(this, maxAgeMs, maxEntries, now);
    this.objects = new BuildOnce(this, maxAgeMs, maxEntries, now);
  }

  /** A serialized (JSON text from build), compressed answer (see cached-answer.ts) under key. */
  answer(key: string, build: () => Promise<SerializedJson>): Promise<CachedAnswer> {
    return this.answers.get(key, async () => buildCachedAnswer(await build()));
  }

  /** A plain value (a site's config row). The caller must not change it: every request shares it. */
  object<T>(key: string, build: () => Promise<T>): Promise<T> {
    return this.objects.get(key, build) as Promise<T>;
  }

  /** Drops everything in this process (the invalidation channel calls it on every instance). */
  clear(): void {
    this.generation++;
    this.answers.clear();
    this.objects.clear();
  }

  get size(): number {
    return this.answers.size + this.objects.size;
  }
}
