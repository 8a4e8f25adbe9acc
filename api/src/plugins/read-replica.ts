import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Where this request's reads that may be a moment old go: the replica (with its fallback to the primary),
     * unless this browser wrote something moments ago (read-your-writes), or there is no replica (app.db).
     */
    readDb: Db;
  }
}

/** Set on a write's answer while a replica is configured; its value is the end of the window, in ms. */
export const READ_PRIMARY_COOKIE = 'read_primary_until';

export interface ReadReplicaOptions {
  /** replicaReads(primary, replica); absent: every read goes to app.db. */
  reads: Db | undefined;
  /** How long after a write this browser's reads stay on the primary (REPLICA_READ_YOUR_WRITES_MS, default 5 s). */
  readYourWritesMs: number;
  now?: () => number;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes across API processes without shared state: a successful write answers with a cookie that
 * holds the end of a short window, and while it runs that browser's reads go to the primary, so a member who just
 * liked, edited or blocked sees it on the next page whatever the replica's lag. The cookie only picks a pool; a
 * client that forges it reads from the primary, which it could anyway.
 */
export const readReplicaPlugin = fp<ReadReplicaOptions>(
  async (app, { reads, readYourWritesMs, now = Date.now }) => {
    const replicaReads = reads;
    if (!replicaReads) {
      app.decorateRequest('readDb', {
        getter(this: FastifyRequest) {
          return app.db;
        },
      });
      return;
    }
    app.decorateRequest('readDb', {
      getter(this: FastifyRequest) {
        const until = Number(this.cookies[READ_PRIMARY_COOKIE]);
        return Number.isFinite(until) && until > now() ? app.db : replicaReads;
      },
    });
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return;
      reply.setCookie(READ_PRIMARY_COOKIE, String(now() + readYourWritesMs), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: Math.ceil(readYourWritesMs / 1000),
      });
    });
  },
  { name: 'read-replica', dependencies: ['db'] },
);
