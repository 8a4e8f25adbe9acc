import fp from 'fastify-plugin';
import { createMemoryBus } from './memory-bus.ts';
import type { RealtimeBus } from './realtime-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publish events to members' sockets (see realtime-bus.ts). */
    realtime: RealtimeBus;
  }
}

export interface RealtimePluginOptions {
  /** A ready bus (tests, or the Redis bus chosen by buildApp). Default: in memory, this instance only. */
  bus?: RealtimeBus;
}

export const realtimePlugin = fp<RealtimePluginOptions>(
  async (app, { bus }) => {
    const realtime = bus ?? createMemoryBus();
    app.decorate('realtime', realtime);
    app.addHook('onClose', () => realtime.close());
  },
  { name: 'realtime' },
);
