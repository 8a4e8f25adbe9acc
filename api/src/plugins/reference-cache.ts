import fp from 'fastify-plugin';
import { localInvalidation, redisInvalidation, type InvalidationChannel } from '../lib/cache/invalidation-channel.ts';
import { ReferenceCache } from '../lib/cache/reference-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reference answers and site configs built once per process (see lib/cache/reference-cache.ts). */
    referenceCache: ReferenceCache;
    /**
     * Call after changing site config, company info, countries, regions or interests: clears this instance's
     * cache and, with REDIS_URL, every other instance's.
     */
    referenceChanged: () => Promise<void>;
  }
}

export interface ReferenceCachePluginOptions {
  /** redis://...: announce changes to every API instance. Without it, this process only. */
  redisUrl?: string | undefined;
  /** Longest life of an entry (REFERENCE_CACHE_MAX_AGE_MS, default 5 min): catches writes nobody announced. */
  maxAgeMs?: number | undefined;
}

/** How long start-up waits for the invalidation channel before serving anyway (it keeps reconnecting). */
const REDIS_CONNECT_WAIT_MS = 3_000;

export const referenceCachePlugin = fp<ReferenceCachePluginOptions>(
  async (app, options) => {
    const cache = new ReferenceCache({ maxAgeMs: options.maxAgeMs });
    const channel: InvalidationChannel = options.redisUrl
      ? redisInvalidation({ url: options.redisUrl, onChange: () => cache.clear(), log: app.log })
      : localInvalidation(() => cache.clear());
    let timer: NodeJS.Timeout | undefined;
    const listening = await Promise.race([
      channel.ready().then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), REDIS_CONNECT_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    if (!listening) app.log.error('cache invalidation: redis not reachable at start; entries expire by age until it is');
    app.decorate('referenceCache', cache);
    app.decorate('referenceChanged', () => channel.announce());
    app.addHook('onClose', () => channel.close());
  },
  { name: 'reference-cache' },
);
