import type { MessageReaction, ReactionBody, ReactionResponse } from '../../contracts/chat-reactions.ts';
import type { Db } from '../../db/db.ts';
import type { RealtimeBus } from '../../realtime/realtime-bus.ts';
import {
  listReactions,
  lockMessageForReaction,
  removeReaction,
  setReaction,
  type ReactionRow,
} from '../../repositories/message-reactions.ts';
import { chatError } from './chat-error.ts';
import { canSend } from './chat-list.ts';

export interface ReactionContext {
  db: Db;
  realtime: RealtimeBus;
  now: Date;
}

/**
 * POST chat-reaction.php: sets, replaces or (the same emoji again) removes my reaction on a message of a
 * conversation of mine, then tells both members' sockets. Reactions are free: nothing is charged.
 */
export async function reactToMessage(ctx: ReactionContext, memberId: number, body: ReactionBody): Promise<ReactionResponse> {
  const { conversation, partnerId, rows } = await ctx.db.transaction(async (tx) => {
    const target = await lockMessageForReaction(tx, body.message, memberId);
    if (!target) throw chatError(404, 'not_found');
    if (!canSend(target.my_status)) throw chatError(403, 'email_not_confirmed');
    if (target.blocked) throw chatError(403, 'member_blocked');
    const removed = await removeReaction(tx, body.message, memberId, body.emoji);
    if (!removed)
      await setReaction(tx, { messageId: body.message, memberId, conversationId: target.conversation_id, emoji: body.emoji, at: ctx.now });
    return { conversation: target.conversation_id, partnerId: target.other_id, rows: await listReactions(tx, [body.message]) };
  });
  const answerFor = (viewerId: number): ReactionResponse => ({
    conversation,
    message: body.message,
    reactions: reactionViews(rows, viewerId),
  });
  // Both members: the partner sees it live, my other devices too. Delivery problems never fail the reaction.
  await Promise.all(
    [memberId, partnerId].map((viewerId) => ctx.realtime.publish([viewerId], { type: 'reaction', ...answerFor(viewerId) })),
  );
  return answerFor(memberId);
}

/** A message's reaction rows as `viewerId` sees them. */
export function reactionViews(rows: readonly ReactionRow[], viewerId: number): MessageReaction[] {
  return rows.map((row) => ({ emoji: row.emoji, mine: row.member_id === viewerId }));
}
