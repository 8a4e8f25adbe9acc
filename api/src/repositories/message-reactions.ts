import type { Db } from '../db/db.ts';
import type { ReactionEmoji } from '../contracts/chat-reactions.ts';
import { notBlockedSql } from './blocks.ts';
import { CHAT_PARTNER } from './conversations.ts';

/** A message someone may react to, as the reacting member sees it. */
export interface ReactionTarget {
  conversation_id: number;
  other_id: number;
  /** Either member blocked the other. */
  blocked: boolean;
  /** The reacting member's status (a member who has not confirmed their e-mail may not react yet). */
  my_status: string;
}

const OTHER = `case when c.member_a = $2 then c.member_b else c.member_a end`;

/**
 * The message, locked until the transaction ends, when `memberId` takes part in its conversation and the other
 * member still shows up; else null (a stranger learns nothing). The lock puts two toggles of one message in a
 * row, so "the same emoji again removes it" holds when a double tap sends two requests at once.
 */
export async function lockMessageForReaction(db: Db, messageId: number, memberId: number): Promise<ReactionTarget | null> {
  const { rows } = await db.query<ReactionTarget>(
    `select x.conversation_id, ${OTHER} as other_id, not ${notBlockedSql(OTHER, '$2')} as blocked,
            (select me.status from members me where me.id = $2) as my_status
       from messages x join conversations c on c.id = x.conversation_id
      where x.id = $1 and (c.member_a = $2 or c.member_b = $2)
        and exists (select 1 from members m where m.id = ${OTHER} and ${CHAT_PARTNER})
      for no key update of x`,
    [messageId, memberId],
  );
  return rows[0] ?? null;
}

/** Removes the member's reaction when it is this emoji; answers whether it did. */
export async function removeReaction(db: Db, messageId: number, memberId: number, emoji: ReactionEmoji): Promise<boolean> {
  const { rows } = await db.query(`delete from message_reactions where message_id = $1 and member_id = $2 and emoji = $3 returning 1`, [
    messageId,
    memberId,
    emoji,
  ]);
  return rows.length > 0;
}

export interface NewReaction {
  messageId: number;
  memberId: number;
  conversationId: number;
  emoji: ReactionEmoji;
  at: Date;
}

/** Sets the member's reaction on the message (another emoji of theirs is replaced). */
export async function setReaction(db: Db, reaction: NewReaction): Promise<void> {
  await db.query(
    `insert into message_reactions (message_id, member_id, conversation_id, emoji, created_at) values ($1, $2, $3, $4, $5)
     on conflict (message_id, member_id) do update set emoji = excluded.emoji, created_at = excluded.created_at`,
    [reaction.messageId, reaction.memberId, reaction.conversationId, reaction.emoji, reaction.at],
  );
}

export interface ReactionRow {
  message_id: number;
  member_id: number;
  emoji: ReactionEmoji;
}

/** The reactions on these messages, oldest first. */
export async function listReactions(db: Db, messageIds: readonly number[]): Promise<ReactionRow[]> {
  if (messageIds.length === 0) return [];
  const { rows } = await db.query<ReactionRow>(
    `select message_id, member_id, emoji from message_reactions where message_id = any($1::bigint[]) order by created_at, member_id`,
    [messageIds],
  );
  return rows;
}
