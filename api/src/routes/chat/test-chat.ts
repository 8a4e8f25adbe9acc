import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RealtimeEvent } from '../../contracts/realtime.ts';
import type { Db } from '../../db/db.ts';
import { addMember, callAs, type TestMember } from '../likes/test-members.ts';

/** A chat member with a balance (through the ledger, as a purchase would add it). */
export async function chatMember(db: Db, member: Partial<TestMember> & { credits?: number; paid?: boolean } = {}): Promise<number> {
  const id = await addMember(db, { name: member.name ?? 'Lid', ...member });
  if (member.credits) {
    await db.query(`insert into credit_ledger (member_id, delta, reason) values ($1, $2, 'test')`, [id, member.credits]);
    await db.query(`update members set credits = credits + $2 where id = $1`, [id, member.credits]);
  }
  if (member.paid) await db.query(`update members set paid_user = true where id = $1`, [id]);
  return id;
}

/** Sends a text as `memberId`; `to` is a profile id, or `{ conversation }`. */
export function sendText(
  app: FastifyInstance,
  memberId: number,
  to: number | { conversation: number },
  text = 'Hoi!',
  clientId = randomUUID(),
) {
  const target = typeof to === 'number' ? { profile: to } : to;
  return callAs(app, memberId)('POST', '/api/chat.php', { ...target, kind: 'text', text, client_id: clientId });
}

export async function balanceAndLedger(db: Db, memberId: number): Promise<{ credits: number; ledger: number }> {
  const { rows } = await db.query<{ credits: number; ledger: number }>(
    `select m.credits, (select coalesce(sum(delta), 0)::int from credit_ledger l where l.member_id = m.id) as ledger
       from members m where m.id = $1`,
    [memberId],
  );
  return rows[0]!;
}

/** Every event published to these members while the test runs. */
export function recordEvents(app: FastifyInstance, memberIds: readonly number[]) {
  const events: { member: number; event: RealtimeEvent }[] = [];
  const waiters = new Set<() => void>();
  const stops = memberIds.map((member) =>
    app.realtime.subscribe(member, (event) => {
      events.push({ member, event });
      waiters.forEach((waiter) => waiter());
    }),
  );
  const of = (member: number, type: RealtimeEvent['type']) =>
    events.filter((entry) => entry.member === member && entry.event.type === type).map((entry) => entry.event);
  return {
    events,
    of,
    /** Resolves once an event of this type reached the member (the counts of a send come after its answer). */
    next: (member: number, type: RealtimeEvent['type']) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (of(member, type).length === 0) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
    stop: () => stops.forEach((stop) => stop()),
  };
}

/**
 * Sends a text like sendText and waits for the counts it publishes to both members, which its answer does not
 * wait for: a later recording in the test then holds only what the test itself caused.
 */
export async function sendTextCounted(app: FastifyInstance, memberId: number, to: number, text?: string) {
  const recorder = recordEvents(app, [memberId, to]);
  try {
    const response = await sendText(app, memberId, to, text);
    if (response.statusCode === 200) await Promise.all([recorder.next(memberId, 'counts'), recorder.next(to, 'counts')]);
    return response;
  } finally {
    recorder.stop();
  }
}
