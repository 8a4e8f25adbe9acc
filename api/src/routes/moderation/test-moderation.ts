import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Value } from 'typebox/value';
import { expect } from 'vitest';
import { DecisionResult } from '../../contracts/moderation.ts';
import type { Db } from '../../db/db.ts';
import { recordEvents } from '../chat/test-chat.ts';
import { addMember } from '../likes/test-members.ts';

type Call = (method: 'GET' | 'POST', url: string, body?: unknown) => Promise<LightMyRequestResponse>;
type CallAs = (memberId: number | null) => Call;
export type ModeratorRoute = readonly [method: 'GET' | 'POST', url: string, body?: unknown];

/** A member with the moderator role. */
export async function addModerator(db: Db, name = 'Moderator'): Promise<number> {
  const id = await addMember(db, { name });
  await db.query(`update members set role = 'moderator' where id = $1`, [id]);
  return id;
}

/** A conversation between two members with these messages (sender, text), oldest first; returns the message ids. */
export async function converse(db: Db, a: number, b: number, messages: readonly [number, string][]): Promise<number[]> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const { rows } = await db.query<{ id: number }>(
    `insert into conversations (member_a, member_b, started_by, last_message_at) values ($1, $2, $3, now()) returning id`,
    [low, high, a],
  );
  const conversation = rows[0]!.id;
  const ids: number[] = [];
  for (const [index, [sender, text]] of messages.entries()) {
    const inserted = await db.query<{ id: number }>(
      `insert into messages (conversation_id, sender_id, kind, body, client_id, created_at)
       values ($1, $2, 'text', $3, $4, now() + make_interval(secs => $5)) returning id::int as id`,
      [conversation, sender, text, randomUUID(), index],
    );
    ids.push(inserted.rows[0]!.id);
  }
  return ids;
}

/**
 * Rita says hello to Otto, Otto answers `rude`, Rita answers `reply`: answers the two members and Otto's message,
 * the one a moderator looks at with the lines around it.
 */
export async function rudeExchange(db: Db, rude: string, reply: string): Promise<{ rita: number; otto: number; message: number }> {
  const rita = await addMember(db, { name: 'Rita' });
  const otto = await addMember(db, { name: 'Otto', gender: 'male' });
  const ids = await converse(db, rita, otto, [
    [rita, 'Hoi'],
    [otto, rude],
    [rita, reply],
  ]);
  return { rita, otto, message: ids[1]! };
}

/** Every route answers 403: moderator_required to a member without the role, authentication_required to a visitor. */
export async function expectModeratorsOnly(as: CallAs, member: number, routes: readonly ModeratorRoute[]): Promise<void> {
  for (const [method, url, body] of routes) {
    const asMember = await as(member)(method, url, body);
    expect(asMember.statusCode, url).toBe(403);
    expect(asMember.json(), url).toMatchObject({ error: 'moderator_required' });
    const asVisitor = await as(null)(method, url, body);
    expect(asVisitor.statusCode, url).toBe(403);
    expect(asVisitor.json(), url).toMatchObject({ error: 'authentication_required' });
  }
}

/** A moderator's decision that the API accepts: answers its audited decision (checked against the contract). */
export async function decide(as: CallAs, moderator: number, url: string, body: Record<string, unknown>) {
  const response = await as(moderator)('POST', url, body);
  expect(response.statusCode, response.body).toBe(200);
  expect(Value.Check(DecisionResult, response.json())).toBe(true);
  return response.json().decision as Record<string, unknown>;
}

/** A decision on an item decided already (or never open): 404 moderation_item_not_found, nothing written. */
export async function expectDecidedAlready(as: CallAs, moderator: number, url: string, body: Record<string, unknown>): Promise<void> {
  const again = await as(moderator)('POST', url, body);
  expect(again.statusCode, url).toBe(404);
  expect(again.json()).toMatchObject({ error: 'moderation_item_not_found' });
}

/** The audit log's decisions about `memberId`, as a moderator reads them. */
export async function decisionsAbout(as: CallAs, moderator: number, memberId: number): Promise<Record<string, unknown>[]> {
  const audit = await as(moderator)('GET', `/api/moderation/decisions.php?member=${memberId}`);
  expect(audit.statusCode).toBe(200);
  return audit.json().decisions;
}

/** The member logged in on a device per token (sessions valid for 30 days). */
export async function addSessions(db: Db, memberId: number, tokens: readonly string[]): Promise<void> {
  for (const token of tokens) {
    await db.query(
      `insert into sessions (token_hash, member_id, created_at, last_seen_at, expires_at) values ($1, $2, now(), now(), now() + interval '30 days')`,
      [token, memberId],
    );
  }
}

/**
 * A decision that suspends `memberId`, who is logged in on two devices: answers the decision once checked that
 * every session is deleted and the member's sockets are told to close.
 */
export async function decideSuspension(
  app: FastifyInstance,
  as: CallAs,
  moderator: number,
  memberId: number,
  url: string,
  body: Record<string, unknown>,
) {
  await addSessions(app.db, memberId, [randomUUID(), randomUUID()]);
  const events = recordEvents(app, [memberId]);
  const decision = await decide(as, moderator, url, { action: 'suspend', ...body }).finally(events.stop);
  expect((await app.db.query('select 1 from sessions where member_id = $1', [memberId])).rows).toEqual([]);
  expect(events.of(memberId, 'session_ended')).toEqual([{ type: 'session_ended' }]);
  return decision;
}
