import WebSocket from 'ws';
import { REALTIME_PATH } from '../src/contracts/realtime.ts';
import { insertChatMembers, type ChatMember } from '../bench/chat-members.ts';
import type { Db } from '../src/db/db.ts';

export type { ChatMember };

/** Members who may chat at length: confirmed, premium, credits through the ledger, a real session each. */
export function chatMembers(db: Db, count: number): Promise<ChatMember[]> {
  return insertChatMembers(db, count, 'topology', 'Topo');
}

/**
 * A member's realtime socket as the site keeps it: when it closes (its API process died), it opens again at
 * once through the load balancer, which sends it to a live process. Counts its reconnects and keeps the ids of
 * the messages delivered to it.
 */
export class ReconnectingSocket {
  delivered = new Set<number>();
  /** Opened again after a close. */
  reconnects = 0;
  private opens = 0;
  private socket: WebSocket | undefined;
  private closed = false;
  private opened: Promise<void> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly member: ChatMember,
  ) {}

  open(): Promise<void> {
    this.opened = new Promise((resolve) => this.connect(resolve));
    return this.opened;
  }

  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  private connect(onOpen: () => void): void {
    const socket = new WebSocket(this.url.replace(/^http/, 'ws') + REALTIME_PATH, {
      headers: { cookie: this.member.cookie },
      origin: this.url,
    });
    this.socket = socket;
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; message?: { id: number; mine: boolean } };
      if (event.type === 'message' && event.message && !event.message.mine) this.delivered.add(event.message.id);
    });
    socket.once('open', () => {
      this.opens += 1;
      if (this.opens > 1) this.reconnects += 1;
      onOpen();
    });
    socket.once('error', () => undefined);
    socket.once('close', () => {
      if (this.closed) return;
      // A refused handshake (no live process for a moment) closes too: try again shortly.
      setTimeout(() => this.connect(() => undefined), 50);
    });
  }

  close(): void {
    this.closed = true;
    this.socket?.close();
  }
}
