import fp from 'fastify-plugin';
import type { RateLimitRule } from '../lib/rate-limit/limits.ts';
import { RedisRateLimitStore } from '../lib/rate-limit/redis-store.ts';
import { MemoryRateLimitStore, type RateLimitStore } from '../lib/rate-limit/store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Per-client-IP limits of the route, checked before the body is read. */
    rateLimits?: readonly RateLimitRule[];
  }
  interface FastifyInstance {
    rateLimitStore: RateLimitStore;
  }
}

export interface RateLimitPluginOptions {
  /** redis://...: counters shared by every API instance. Without it they live in this process. */
  redisUrl?: string;
  /** A ready store (tests). */
  store?: RateLimitStore;
  /** Other maxima by rule name (RATE_LIMITS="signup=500"): the end-to-end site signs up many members from one IP. */
  maxOverrides?: Readonly<Record<string, number>>;
}

/** Parses RATE_LIMITS ("signup=500,reset-request=100"); anything else in it is a configuration error. */
export function parseRateLimitOverrides(value: string | undefined): Record<string, number> {
  const overrides: Record<string, number> = {};
  for (const part of (value ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const match = /^([a-z-]+)=(\d{1,9})$/.exec(part);
    if (!match) throw new Error(`Invalid RATE_LIMITS entry: ${part}`);
    overrides[match[1]!] = Number(match[2]);
  }
  return overrides;
}

/**
 * The API's one rate limiter: routes list their rules in config.rateLimits; each rule counts per client IP
 * (request.ip, which trusts exactly the configured proxy hops) and answers the rule's 429 past its max.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    const store = options.store ?? (options.redisUrl ? new RedisRateLimitStore(options.redisUrl) : new MemoryRateLimitStore());
    app.decorate('rateLimitStore', store);
    if (!options.store) app.addHook('onClose', async () => store.close());

    app.addHook('onRequest', async (request, reply) => {
      const rules = request.routeOptions.config.rateLimits;
      if (!rules) return;
      for (const rule of rules) {
        let hit;
        try {
          hit = await store.hit(`${rule.name}:${request.ip}`, rule.windowMs);
        } catch (error) {
          // A limiter that is away must not take the site down with it: let the request through, loudly.
          request.log.error({ err: error, rule: rule.name }, 'rate limit store unavailable');
          continue;
        }
        if (hit.count > (options.maxOverrides?.[rule.name] ?? rule.max)) {
          reply.header('retry-after', Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000)));
          throw rule.error();
        }
      }
    });
  },
  { name: 'rate-limit' },
);
