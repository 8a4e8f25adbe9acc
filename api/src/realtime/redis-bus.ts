import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RealtimeEvent } from '../contracts/realtime.ts';
import type { ServiceLog } from '../lib/service-log.ts';
import { LocalListeners } from './memory-bus.ts';
import type { RealtimeBus } from './realtime-bus.ts';

export interface RedisBusOptions {
  url: string;
  /** Names this instance in presence entries and on its messages. Default: random. */
  instanceId?: string;
  /** An instance that stops refreshing (it died) stops counting its sockets as online after this. Default 30 s. */
  presenceTtlMs?: number;
  /** The clock presence entries are compared with (tests move it). Default: Date.now. */
  now?: () => number;
  log?: ServiceLog;
  /** Key and channel prefix, so several sites or test runs can share one Redis. Default 'rt:'. */
  prefix?: string;
  /** Longest wait for a publish or presence command before it counts as failed. Default 1 s. */
  commandTimeoutMs?: number;
}

/** What travels on a member's channel: the event and the instance that published it. */
interface Envelope {
  /** Publishing instance: it already delivered locally, so it skips its own message. */
  o: string;
  e: RealtimeEvent;
}

export interface RedisRealtimeBus extends RealtimeBus {
  readonly instanceId: string;
  /** Resolves true once both connections are up, false when they are not within `timeoutMs` (Redis away). */
  connected(timeoutMs: number): Promise<boolean>;
}

/**
 * The bus of several API instances: one Redis channel per member (`rt:m:<id>`), subscribed by an instance
 * while it holds a socket of that member, so an event reaches only instances that can deliver it (measured
 * against one shared channel: see bench/chat-redis-channels.ts and the README). The publishing instance
 * delivers to its own sockets at once and Redis carries the event to the others.
 *
 * Presence: a sorted set per member (`rt:online:<id>`) holding each instance that has a socket of the member,
 * scored with the time its entry expires. Every instance refreshes its entries every third of the TTL; an
 * instance that dies stops refreshing and its entries stop counting after the TTL (the key itself expires
 * with it). A clean close removes them at once.
 *
 * Redis away: publishing logs and still delivers locally; isOnline answers from this instance alone; nothing
 * throws into the caller (a chat send never fails because of realtime).
 */
export function createRedisBus(options: RedisBusOptions): RedisRealtimeBus {
  const instanceId = options.instanceId ?? randomBytes(8).toString('hex');
  const ttlMs = options.presenceTtlMs ?? 30_000;
  const now = options.now ?? Date.now;
  const prefix = options.prefix ?? 'rt:';
  const log = options.log;
  const channelOf = (memberId: number) => `${prefix}m:${memberId}`;
  const presenceKey = (memberId: number) => `${prefix}online:${memberId}`;
  const channelPrefix = `${prefix}m:`;

  // No offline queue: while Redis is away a command fails at once instead of piling up stale events.
  // The command bound: a Redis that accepts and never answers (frozen, a full network buffer) holds no chat send.
  const publisher = new Redis(options.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
    commandTimeout: options.commandTimeoutMs ?? 1_000,
  });
  // The subscriber keeps its queue: SUBSCRIBEs issued while Redis is away go out on reconnect (and ioredis
  // re-subscribes the channels it had).
  const subscriber = new Redis(options.url, { maxRetriesPerRequest: null });
  let lastErrorLog = 0;
  const onError = (error: Error) => {
    // One line per 10 s: a Redis outage must not flood the log at every retry.
    if (now() - lastErrorLog < 10_000) return;
    lastErrorLog = now();
    log?.error({ err: error }, 'realtime redis unavailable, delivering on this instance only');
  };
  publisher.on('error', onError);
  subscriber.on('error', onError);

  // Lost once the subscriber connection closes; back once it is ready again and every channel of this
  // instance is subscribed anew (awaited: an event published after that point reaches us, so a catch-up
  // read after it misses nothing).
  let reachesAll = false;
  const recoveredListeners = new Set<() => void>();
  subscriber.on('close', () => {
    reachesAll = false;
  });
  subscriber.on('ready', () => {
    const channels = [...local].map(channelOf);
    const subscribed = channels.length > 0 ? subscriber.subscribe(...channels) : Promise.resolve();
    subscribed.then(() => {
      if (reachesAll || subscriber.status !== 'ready') return;
      reachesAll = true;
      for (const listener of [...recoveredListeners]) listener();
    }, onError);
  });

  const listeners = new LocalListeners();
  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    const memberId = Number(channel.slice(channelPrefix.length));
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch {
      return;
    }
    if (envelope.o === instanceId) return;
    listeners.deliver(memberId, envelope.e);
  });

  const markOnline = (memberIds: readonly number[]) => {
    if (memberIds.length === 0) return;
    const expires = now() + ttlMs;
    const pipeline = publisher.pipeline();
    for (const id of memberIds) {
      pipeline.zadd(presenceKey(id), expires, instanceId);
      pipeline.pexpire(presenceKey(id), ttlMs);
    }
    pipeline.exec().catch(onError);
  };
  const markOffline = (memberIds: readonly number[]) => {
    if (memberIds.length === 0) return Promise.resolve();
    const pipeline = publisher.pipeline();
    for (const id of memberIds) pipeline.zrem(presenceKey(id), instanceId);
    return pipeline.exec().then(() => undefined, onError);
  };

  const local = new Set<number>();
  const refresh = setInterval(() => markOnline([...local]), Math.max(10, Math.floor(ttlMs / 3)));
  refresh.unref();

  const ready = (client: Redis) =>
    client.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => client.once('ready', () => resolve()));

  return {
    instanceId,
    reachesAll: () => reachesAll,
    onRecovered(listener) {
      recoveredListeners.add(listener);
      return () => recoveredListeners.delete(listener);
    },
    async connected(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const up = Promise.all([ready(publisher), ready(subscriber)]).then(() => true as const);
      try {
        return await Promise.race([up, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async publish(memberIds, event) {
      const ids = [...new Set(memberIds)];
      for (const id of ids) listeners.deliver(id, event);
      if (ids.length === 0) return;
      const payload = JSON.stringify({ o: instanceId, e: event } satisfies Envelope);
      try {
        if (ids.length === 1) await publisher.publish(channelOf(ids[0]!), payload);
        else {
          const pipeline = publisher.pipeline();
          for (const id of ids) pipeline.publish(channelOf(id), payload);
          await pipeline.exec();
        }
      } catch (error) {
        onError(error as Error);
      }
    },

    subscribe(memberId, listener) {
      const first = !listeners.has(memberId);
      const remove = listeners.add(memberId, listener);
      if (first) {
        local.add(memberId);
        // Online only once the channel is subscribed: whoever sees the member online can reach the socket.
        subscriber.subscribe(channelOf(memberId)).then(() => {
          if (local.has(memberId)) markOnline([memberId]);
        }, onError);
      }
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        remove();
        if (listeners.has(memberId)) return;
        local.delete(memberId);
        subscriber.unsubscribe(channelOf(memberId)).catch(onError);
        void markOffline([memberId]);
      };
    },

    async isOnline(memberId) {
      if (listeners.has(memberId)) return true;
      try {
        return (await publisher.zcount(presenceKey(memberId), now(), '+inf')) > 0;
      } catch (error) {
        onError(error as Error);
        return false;
      }
    },

    async close() {
      clearInterval(refresh);
      await markOffline([...local]);
      local.clear();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
