import { randomUUID } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import type { Db } from '../../db/db.ts';
import { openSession } from '../../services/account/sessions.ts';
import { requiredEnv } from './api-process.ts';

/** A fresh database on the throwaway cluster for one fault file, and a client on it for the test's SQL. */
export async function freshDatabase(name: string): Promise<{ url: string; db: pg.Client }> {
  const serverUrl = requiredEnv('DATABASE_URL');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.href });
  await db.connect();
  return { url: url.href, db };
}

/** A logged-in session of the member, as the Cookie header a browser sends (written straight into the database). */
export async function sessionCookie(db: pg.Client, memberId: number): Promise<string> {
  const asDb = { query: (sql: string, params?: unknown[]) => db.query(sql, params) } as unknown as Db;
  return `sid=${await openSession(asDb, memberId, new Date(), undefined)}`;
}

/** A call as the site's own page makes it (the member's cookie, the site's origin), bounded. */
export function memberCall(baseUrl: string, cookie: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'x-request-type': 'client', cookie, origin: baseUrl, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(9_000),
  });
}

/** Sends a text into a conversation; answers the stored message id. */
export async function sendText(baseUrl: string, cookie: string, conversation: number, text: string): Promise<number> {
  const response = await memberCall(baseUrl, cookie, 'POST', '/api/chat.php', {
    conversation,
    kind: 'text',
    text,
    client_id: randomUUID(),
  });
  if (response.status !== 200) throw new Error(`send answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { message: { id: number } }).message.id;
}

interface Frame {
  type: string;
  message?: { id: number };
  last_message?: number;
}

/**
 * A member's realtime socket as the kit's client uses it: holds the newest message id it has seen and, when
 * told to, connects again (to whichever instance) with `?after=<id>`. Records every message id in arrival
 * order, across connections and duplicates included, so a test sees exactly what came over the wire.
 */
export class MemberSocket {
  readonly received: number[] = [];
  lastMessageId: number | undefined;
  private ws: WebSocket | undefined;
  private syncs = 0;
  private readonly waiters = new Set<() => void>();

  constructor(private readonly cookie: string) {}

  async connect(baseUrl: string): Promise<void> {
    const query = this.lastMessageId === undefined ? '' : `?after=${this.lastMessageId}`;
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime${query}`, {
      headers: { cookie: this.cookie },
      origin: baseUrl,
    });
    this.ws = ws;
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      if (frame.type === 'message' && frame.message) {
        this.received.push(frame.message.id);
        this.lastMessageId = Math.max(this.lastMessageId ?? 0, frame.message.id);
      }
      if (frame.type === 'synced' && frame.last_message !== undefined) {
        this.lastMessageId = Math.max(this.lastMessageId ?? 0, frame.last_message);
        this.syncs += 1;
      }
      for (const wake of this.waiters) wake();
    });
    ws.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
  }

  /** Resolves once `check` holds on what arrived (re-checked on every frame), or rejects after `timeoutMs`. */
  until(check: (socket: MemberSocket) => boolean, timeoutMs: number, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const done = () => {
        if (!check(this)) return;
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(done);
        reject(new Error(`${what}: got ${JSON.stringify(this.received)}`));
      }, timeoutMs);
      this.waiters.add(done);
      done();
    });
  }

  /** `synced` frames so far (one per connect, one per catch-up after the bus was back). */
  get syncCount(): number {
    return this.syncs;
  }

  /** Resolves when the connection is gone (the instance was killed). */
  closed(): Promise<void> {
    const ws = this.ws;
    if (!ws || ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => ws.once('close', () => resolve()));
  }

  close(): void {
    this.ws?.terminate();
  }
}
