import { Redis } from 'ioredis';
import type { HitCount, RateLimitStore } from './store.ts';

/** INCR and, for a new key, PEXPIRE in one script: the window starts with the first hit on every instance. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

/** Counters shared by every API instance that points at the same Redis (REDIS_URL). */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'rl:',
  ) {
    // A hit waits for at most one reconnect while Redis is away, and at most 1 s for a Redis that accepts and
    // never answers (frozen); then it fails and the limiter lets it through.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1_000 });
    this.redis.on('error', () => {
      // Connection errors surface on the hit that needs Redis; this keeps them from being unhandled events.
    });
  }

  async hit(key: string, windowMs: number): Promise<HitCount> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count, resetAt: Date.now() + ttl };
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
