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
}

/** WebSocket.OPEN; a literal so the client runs where WebSocket is not defined (SSR, old jsdom). */
const OPEN = 1;

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/api/realtime`;
}

function parseEvent(data: unknown): RealtimeEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const event = JSON.parse(data) as unknown;
    return typeof event === 'object' && event !== null && typeof (event as { type?: unknown }).type === 'string'
      ? (event as RealtimeEvent)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One WebSocket to the API's realtime endpoint for the whole page: opened by `start()` (a member logged
 * in), reopened with exponential backoff when it drops, closed for good by `stop()` (logout). Every app
 * listens through `subscribe`, so the shell's badges and the chat share one connection.
 */
export class RealtimeClient {
  private socket: RealtimeSocket | undefined;
  private started = false;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<RealtimeListener>();
  private readonly options: Required<RealtimeClientOptions>;

  constructor(options: RealtimeClientOptions = {}) {
    this.options = {
      url: options.url ?? defaultUrl,
      createSocket: options.createSocket ?? ((url) => new WebSocket(url) as unknown as RealtimeSocket),
      baseDelayMs: options.baseDelayMs ?? 1_000,
      maxDelayMs: options.maxDelayMs ?? 30_000,
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

  /** Delay before the next reconnect: base · 2^attempt, capped. */
  delayFor(attempt: number): number {
    return Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** attempt);
  }

  private connect(): void {
    let socket: RealtimeSocket;
    try {
      socket = this.options.createSocket(this.options.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
    };
    socket.onmessage = (message) => {
      const event = parseEvent(message.data);
      if (!event) return;
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
