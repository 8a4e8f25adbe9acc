import fp from 'fastify-plugin';
import fastifyWebsocket from '@fastify/websocket';
import { MAX_CLIENT_FRAME_BYTES } from './client-frames.ts';
import { createMemoryBus } from './memory-bus.ts';
import type { RealtimeBus } from './realtime-bus.ts';
import { createRedisBus } from './redis-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publish events to members' sockets (see realtime-bus.ts). */
    realtime: RealtimeBus;
  }
}

export interface RealtimePluginOptions {
  /** A ready bus (tests). Default: the Redis bus with redisUrl, else in memory, this instance only. */
  bus?: RealtimeBus | undefined;
  /** redis://...: fan events out to every API instance through Redis pub/sub. */
  redisUrl?: string | undefined;
  /** Presence TTL of the Redis bus (tests shorten it). */
  presenceTtlMs?: number | undefined;
}

/** How long start-up waits for Redis before serving with local delivery only (it keeps reconnecting). */
const REDIS_CONNECT_WAIT_MS = 3_000;

export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, options) => {
    let realtime = options.bus;
    if (!realtime && options.redisUrl) {
      const bus = createRedisBus({ url: options.redisUrl, log: app.log, presenceTtlMs: options.presenceTtlMs });
      if (!(await bus.connected(REDIS_CONNECT_WAIT_MS))) {
        app.log.error('realtime redis not reachable at start; delivering on this instance until it is');
      }
      realtime = bus;
    }
    realtime ??= createMemoryBus();
    app.decorate('realtime', realtime);
    // A bus handed in by the caller is the caller's to close.
    if (!options.bus) app.addHook('onClose', () => realtime.close());
    // Global (fastify-plugin): it owns the server's upgrade event and wraps route handlers registered after it.
    // A client frame over the limit closes the socket with 1009.
    await app.register(fastifyWebsocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });
  },
  { name: 'realtime', dependencies: ['session'] },
);
