import WebSocket from 'ws';
import { REALTIME_PATH } from '../src/contracts/realtime.ts';
import { batchInsertRows } from '../bench/chat-batch.ts';
import type { Db } from '../src/db/db.ts';
import { openSession } from '../src/services/account/sessions.ts';

export interface ChatMember {
  id: number;
  cookie: string;
}

/** Members who may chat at length: confirmed, premium, credits through the ledger, a real session each. */
export async function chatMembers(db: Db, count: number): Promise<ChatMember[]> {
  const rows = Array.from({ length: count }, (_, index) => [
    `topology-${index}@example.com`,
    `Topo ${index}`,
    index % 2 === 0 ? 'male' : 'female',
  ]);
  const ids = await batchInsertRows(
    db,
    `insert into members (email, name, gender, birthdate, country, status, paid_user, credits, language)`,
    `($?, $?, $?, '1990-01-01', 'NL', 'active', true, 1000000, 'nl')`,
    rows,
  );
  await db.query(
    `insert into credit_ledger (member_id, delta, reason) select id, 1000000, 'topology' from members where id = any($1::int[])`,
    [ids],
  );
  const members: ChatMember[] = [];
  for (const id of ids) members.push({ id, cookie: `sid=${await openSession(db, id, new Date(), undefined)}` });
  return members;
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
