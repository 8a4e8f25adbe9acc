import type { RealtimeEvent } from '../contracts/realtime.ts';

/** Receives the events addressed to one member (one per open socket). */
export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * Delivers events to members' open sockets, wherever they are connected. Features (chat, likes, credits) only
 * publish; the WebSocket route subscribes one listener per socket. The in-memory bus serves one API instance;
 * with REDIS_URL the bus fans out through Redis pub/sub so a socket on instance B receives what A published.
 */
export interface RealtimeBus {
  /** Sends the event to every open socket of each member (on every instance). Never throws for delivery. */
  publish(memberIds: readonly number[], event: RealtimeEvent): Promise<void>;
  /** Registers a socket of this instance; the returned function unregisters it. */
  subscribe(memberId: number, listener: RealtimeListener): () => void;
  /** True when the member has an open socket on any instance (push is sent only to members who are away). */
  isOnline(memberId: number): Promise<boolean>;
  close(): Promise<void>;
  /**
   * False while events from other instances cannot arrive (Redis away); absent on a bus of one instance.
   * While false a socket's catch-up point stays where it was, so nothing missed meanwhile is skipped.
   */
  reachesAll?(): boolean;
  /** Calls `listener` each time events from other instances arrive again (Redis back, channels subscribed). */
  onRecovered?(listener: () => void): () => void;
}
