import type { FastifyReply, FastifyRequest } from 'fastify';
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
    /** A rule's max in this app (RATE_LIMITS may override it). */
    rateLimitMax: (rule: RateLimitRule) => number;
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

/** The counter key of a rule for this request: the client IP, or the logged-in member (null: a visitor). */
function subjectOf(request: FastifyRequest, rule: RateLimitRule): string | null {
  if (rule.per === 'member') return request.memberId === null ? null : `${rule.name}:m${request.memberId}`;
  return `${rule.name}:${request.ip}`;
}

/**
 * Counts one hit of `rule` for this request in the shared store and answers whether it is past the rule's max
 * (false when the store is away or a member rule meets a visitor). For limits that change an answer rather
 * than refuse the request.
 */
export async function overRateLimit(request: FastifyRequest, rule: RateLimitRule): Promise<boolean> {
  const key = subjectOf(request, rule);
  if (key === null) return false;
  try {
    return (await request.server.rateLimitStore.hit(key, rule.windowMs)).count > request.server.rateLimitMax(rule);
  } catch (error) {
    request.log.error({ err: error, rule: rule.name }, 'rate limit store unavailable');
    return false;
  }
}

/**
 * The API's one rate limiter: routes list their rules in config.rateLimits; a rule counts per client IP
 * (request.ip, which trusts exactly the configured proxy hops) or per logged-in member (`per: 'member'`), and
 * answers the rule's 429 past its max. Both are checked before the body is read: IP rules when the request
 * arrives, member rules once the session has named the member.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    const store = options.store ?? (options.redisUrl ? new RedisRateLimitStore(options.redisUrl) : new MemoryRateLimitStore());
    app.decorate('rateLimitStore', store);
    const maxOf = (rule: RateLimitRule) => options.maxOverrides?.[rule.name] ?? rule.max;
    app.decorate('rateLimitMax', maxOf);
    if (!options.store) app.addHook('onClose', async () => store.close());

    const check = async (request: FastifyRequest, reply: FastifyReply, per: 'ip' | 'member') => {
      const rules = request.routeOptions.config.rateLimits;
      if (!rules) return;
      for (const rule of rules) {
        if ((rule.per ?? 'ip') !== per) continue;
        const key = subjectOf(request, rule);
        if (key === null) continue;
        let hit;
        try {
          hit = await store.hit(key, rule.windowMs);
        } catch (error) {
          // A limiter that is away must not take the site down with it: let the request through, loudly.
          request.log.error({ err: error, rule: rule.name }, 'rate limit store unavailable');
          continue;
        }
        if (hit.count > maxOf(rule)) {
          reply.header('retry-after', Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000)));
          throw rule.error();
        }
      }
    };
    app.addHook('onRequest', async (request, reply) => check(request, reply, 'ip'));
    // preParsing runs after every onRequest hook (the session's too) and before the body is read.
    app.addHook('preParsing', async (request, reply) => {
      await check(request, reply, 'member');
    });
  },
  { name: 'rate-limit' },
);
