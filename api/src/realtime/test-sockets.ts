import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_PATH, type RealtimeEvent } from '../contracts/realtime.ts';
import type { Db } from '../db/db.ts';
import { openSession } from '../services/account/sessions.ts';

/** A real session of the member, as the Cookie header a browser would send after logging in. */
export async function sessionCookieFor(db: Db, memberId: number): Promise<string> {
  return `sid=${await openSession(db, memberId, new Date(), undefined)}`;
}

/** http://127.0.0.1:<port> of an app listening on a free port. */
export async function listenLocal(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Has the app listen on a free local port once it is built (beforeAll); answers its base URL from then on. */
export function useLocalUrl(app: () => FastifyInstance): () => string {
  let url: string | undefined;
  beforeAll(async () => {
    url = await listenLocal(app());
  });
  return () => url ?? raise('the app is not listening yet');
}

function raise(message: string): never {
  throw new Error(message);
}

export interface SocketOptions {
  cookie?: string;
  /** Default: the app's own origin (what a page of the site sends). null: no Origin header. */
  origin?: string | null;
  /** false: never answer the server's pings (a peer that vanished without closing). */
  autoPong?: boolean;
  /** Resume: the newest message id the client holds (the socket sends what was stored since). */
  after?: number;
}

/** A client socket that records every event it receives. */
export interface TestSocket {
  ws: WebSocket;
  events: RealtimeEvent[];
  /** Resolves with the first event (already received or coming) that matches; rejects after 5 s. */
  next<T extends RealtimeEvent['type']>(
    type: T,
    match?: (event: Extract<RealtimeEvent, { type: T }>) => boolean,
  ): Promise<Extract<RealtimeEvent, { type: T }>>;
  closed: Promise<{ code: number }>;
  close(): Promise<void>;
}

/** Opens the realtime socket; rejects with `refused <status>` when the server answers the upgrade with HTTP. */
export function openSocket(baseUrl: string, options: SocketOptions = {}): Promise<TestSocket> {
  const origin = options.origin === undefined ? baseUrl : options.origin;
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  const query = options.after === undefined ? '' : `?after=${options.after}`;
  const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + REALTIME_PATH + query, {
    headers,
    ...(origin === null ? {} : { origin }),
    autoPong: options.autoPong ?? true,
  });
  const events: RealtimeEvent[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    events.push(JSON.parse(String(data)) as RealtimeEvent);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.once('close', (code) => resolve({ code })));
  const socket: TestSocket = {
    ws,
    events,
    closed,
    next(type, match) {
      type Wanted = Extract<RealtimeEvent, { type: typeof type }>;
      const find = () => events.find((event): event is Wanted => event.type === type && (!match || match(event as Wanted)));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} event; got ${JSON.stringify(events)}`));
        }, 5_000);
        const check = () => {
          const found = find();
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_request, response) => {
      reject(new Error(`refused ${response.statusCode}`));
      ws.terminate();
    });
    ws.once('error', reject);
  });
}
