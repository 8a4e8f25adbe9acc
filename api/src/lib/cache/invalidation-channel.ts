import { Redis } from 'ioredis';
import type { ServiceLog } from '../service-log.ts';

/** The Redis channel every API instance listens on for "reference data changed". */
export const REFERENCE_CHANGED_CHANNEL = 'cache:reference-changed';

/**
 * Tells every API instance that reference data (site config, company, countries, regions, interests) changed.
 * The announcing instance clears its own cache at once; the others hear it through Redis pub/sub.
 */
export interface InvalidationChannel {
  /** Clears locally and tells the other instances. Never throws: a Redis outage is logged (see maxAge). */
  announce(): Promise<void>;
  /** Resolves once the channel listens (Redis), so an announcement made after it is heard. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** One process only (no REDIS_URL): nobody else to tell. */
export function localInvalidation(onChange: () => void): InvalidationChannel {
  return {
    announce: async () => onChange(),
    ready: async () => undefined,
    close: async () => undefined,
  };
}

export interface RedisInvalidationOptions {
  url: string;
  onChange: () => void;
  log?: ServiceLog;
}

/**
 * Pub/sub on REFERENCE_CHANGED_CHANNEL. The subscriber also clears when it (re)connects: announcements sent while
 * this instance could not hear them are lost, so anything kept from before may be stale.
 */
export function redisInvalidation(options: RedisInvalidationOptions): InvalidationChannel {
  const publisher = new Redis(options.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(options.url, { maxRetriesPerRequest: null });
  let lastErrorLog = 0;
  const onError = (error: Error) => {
    if (Date.now() - lastErrorLog < 10_000) return;
    lastErrorLog = Date.now();
    options.log?.error({ err: error }, 'cache invalidation channel: redis unavailable');
  };
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('message', (channel: string) => {
    if (channel === REFERENCE_CHANGED_CHANNEL) options.onChange();
  });
  const subscribed = subscriber.subscribe(REFERENCE_CHANGED_CHANNEL).then(() => undefined);
  subscribed.catch(onError);
  // ioredis re-subscribes after a reconnect; whatever was announced meanwhile went unheard.
  let connectedOnce = false;
  subscriber.on('ready', () => {
    if (connectedOnce) options.onChange();
    connectedOnce = true;
  });

  return {
    async announce() {
      options.onChange();
      try {
        await publisher.publish(REFERENCE_CHANGED_CHANNEL, String(Date.now()));
      } catch (error) {
        onError(error as Error);
      }
    },
    ready: () => subscribed,
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/** For a process that only writes (the seed CLI): announce once over Redis and disconnect. */
export async function announceReferenceChange(url: string): Promise<void> {
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    await publisher.publish(REFERENCE_CHANGED_CHANNEL, String(Date.now()));
  } finally {
    publisher.disconnect();
  }
}
