import type { ClientTypingFrame, RealtimeEvent } from '../contracts';

/** The part of the browser's WebSocket the client uses, so tests can hand in a fake. */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type RealtimeListener = (event: RealtimeEvent) => void;

export interface RealtimeClientOptions {
  /** Address of the socket; defaults to /api/realtime on this page's host (ws: or wss:). */
  url?: () => string;
  /** Opens a socket; defaults to the global WebSocket, read at connect time (tests stub it). */
  createSocket?: (url: string) => RealtimeSocket;
  /** First reconnect delay, doubled per failed attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** 0 ≤ x < 1: spreads the reconnects of many pages over time (tests fix it). Default Math.random. */
  random?: () => number;
}

/** How many delivered message ids are remembered to drop a message that arrives twice (live and caught up). */
const REMEMBERED_MESSAGES = 500;

/** WebSocket.OPEN; a literal so the client runs where WebSocket is not defined (SSR, old jsdom). */
const OPEN = 1;

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/api/realtime`;
}

function parseEvent(data: unknown): RealtimeEvent | undefined {
  if (typeof data !== 'string') return undefined;
  let event: unknown;
  try {
    event = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof event !== 'object' || event === null) return undefined;
  const { type } = event as { type?: unknown };
  if (typeof type !== 'string') return undefined;
  // The two events the resume relies on are checked to their ids: a malformed one must not move the cursor.
  if (type === 'message') {
    const message = (event as { message?: { id?: unknown; conversation?: unknown } }).message;
    if (!message || !Number.isSafeInteger(message.id) || !Number.isSafeInteger(message.conversation)) return undefined;
  }
  if (type === 'synced' && !Number.isSafeInteger((event as { last_message?: unknown }).last_message)) return undefined;
  return event as RealtimeEvent;
}

/**
 * One WebSocket to the API's realtime endpoint for the whole page: opened by `start()` (a member logged
 * in), reopened with exponential backoff and jitter when it drops (the API restarted or another instance
 * takes over), closed for good by `stop()` (logout). Every app listens through `subscribe`, so the shell's
 * badges and the chat share one connection.
 *
 * Nothing is missed across a reconnect: the client holds the newest message id it has seen (from messages
 * and `synced`) and reconnects with `?after=<id>`; the API sends what was stored since. A message that
 * arrives twice (live and in that catch-up) reaches the listeners once.
 */
export class RealtimeClient {
  private socket: RealtimeSocket | undefined;
  private started = false;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** The newest message id delivered (or named by `synced`): where a reconnect resumes. Forgotten by stop(): the next login may be another member. */
  private lastMessageId: number | undefined;
  private readonly delivered = new Set<number>();
  /**
   * The version of the newest `counts` delivered on the current connection. The API publishes counts without
   * waiting for them, so an older snapshot can arrive after a newer one: it is dropped, not shown. Versions
   * are ordered within the database they were read from, so each new connection starts afresh.
   */
  private countsVersion: number | undefined;
  private readonly listeners = new Set<RealtimeListener>();
  private readonly options: Required<RealtimeClientOptions>;

  constructor(options: RealtimeClientOptions = {}) {
    this.options = {
      url: options.url ?? defaultUrl,
      createSocket: options.createSocket ?? ((url) => new WebSocket(url) as unknown as RealtimeSocket),
      baseDelayMs: options.baseDelayMs ?? 1_000,
      maxDelayMs: options.maxDelayMs ?? 30_000,
      random: options.random ?? Math.random,
    };
  }

  /** True while the socket is open. */
  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Opens the connection (idempotent). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.attempts = 0;
    this.connect();
  }

  /** Closes the connection and stops reconnecting (logout). */
  stop(): void {
    this.started = false;
    this.lastMessageId = undefined;
    this.delivered.clear();
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'logout');
    }
  }

  /** Sends a frame when the socket is open; answers false otherwise (typing is best effort). */
  send(frame: ClientTypingFrame): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /** Calls `listener` with every event until the returned function is called. */
  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** The newest message id this page holds from the socket (undefined before the first `synced`). */
  get resumeFrom(): number | undefined {
    return this.lastMessageId;
  }

  /**
   * Delay before the next reconnect: between half and all of base · 2^attempt, capped, so the pages of a
   * killed instance do not all come back to the next one in the same instant.
   */
  delayFor(attempt: number): number {
    const ceiling = Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** Math.min(attempt, 30));
    return Math.round(ceiling / 2 + (ceiling / 2) * this.options.random());
  }

  private connect(): void {
    let socket: RealtimeSocket;
    try {
      const url = this.options.url();
      socket = this.options.createSocket(this.lastMessageId === undefined ? url : `${url}?after=${this.lastMessageId}`);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.countsVersion = undefined;
    socket.onopen = () => {
      this.attempts = 0;
    };
    socket.onmessage = (message) => {
      const event = parseEvent(message.data);
      if (!event || !this.track(event)) return;
      // A copy: a listener may unsubscribe while the event is delivered.
      for (const listener of [...this.listeners]) listener(event);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.scheduleReconnect();
    };
    // An error is always followed by close, which schedules the reconnect.
    socket.onerror = () => undefined;
  }

  /** Moves the resume point; answers false for a message delivered before and for counts older than the newest (dropped). */
  private track(event: RealtimeEvent): boolean {
    if (event.type === 'synced') this.lastMessageId = Math.max(this.lastMessageId ?? 0, event.last_message);
    if (event.type === 'counts') return this.newestCounts(event.version);
    if (event.type !== 'message') return true;
    const { id } = event.message;
    if (this.delivered.has(id)) return false;
    this.delivered.add(id);
    if (this.delivered.size > REMEMBERED_MESSAGES) this.delivered.delete(this.delivered.values().next().value!);
    this.lastMessageId = Math.max(this.lastMessageId ?? 0, id);
    return true;
  }

  /** True for counts at least as new as the newest delivered (an API without versions: every one). */
  private newestCounts(version: unknown): boolean {
    if (!Number.isSafeInteger(version)) return true;
    if (this.countsVersion !== undefined && (version as number) < this.countsVersion) return false;
    this.countsVersion = version as number;
    return true;
  }

  private scheduleReconnect(): void {
    if (!this.started) return;
    const delay = this.delayFor(this.attempts);
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.started) this.connect();
    }, delay);
  }
}

/** The page's one connection (shared-kit is a federation singleton, so every app gets this instance). */
export const realtimeClient = new RealtimeClient();
