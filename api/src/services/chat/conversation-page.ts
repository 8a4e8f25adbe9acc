import { CHAT_PAGE_SIZE, type ChatResponse } from '../../contracts/chat.ts';
import { findChatMember, findConversationFor, partnerSummary } from '../../repositories/conversations.ts';
import { findGifts } from '../../repositories/gifts.ts';
import { findVoices } from '../../repositories/voice-messages.ts';
import { listMessages, markConversationRead, type MessageRow } from '../../repositories/messages.ts';
import { profileSummary } from '../member-search.ts';
import type { ChatContext } from './chat-context.ts';
import { chatError } from './chat-error.ts';
import { canSend } from './chat-list.ts';
import { publishCounts } from './member-counts.ts';
import { messageView } from './message-view.ts';
import { listReactions, type ReactionRow } from '../../repositories/message-reactions.ts';
import { reactionViews } from './react-to-message.ts';
import type { Db } from '../../db/db.ts';
import type { ChatMessage } from '../../contracts/chat.ts';

/**
 * GET chat.php: one page of a conversation of mine, oldest first. Opening it (no `before`) marks the other
 * member's messages read, tells them so (read event) and sends me my new counts (unread to zero).
 */
export async function getConversationPage(
  ctx: ChatContext,
  memberId: number,
  conversationId: number,
  before: number | null,
): Promise<ChatResponse> {
  const conversation = await findConversationFor(ctx.db, conversationId, memberId, { partnerVisible: true });
  const [me, partner] = await Promise.all([
    findChatMember(ctx.db, memberId),
    conversation && partnerSummary(ctx.db, conversation.other_id),
  ]);
  if (!conversation || !partner || !me) throw chatError(404, 'conversation_not_found');

  let readUpTo: number | null = null;
  if (before === null) readUpTo = await markConversationRead(ctx.db, conversation.id, memberId, ctx.now);

  const rows = await listMessages(ctx.db, conversation.id, before, CHAT_PAGE_SIZE + 1);
  const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
  const [messages, reactions] = await Promise.all([
    messageViews(ctx, memberId, page),
    listReactions(
      ctx.db,
      page.map((row) => row.id),
    ),
  ]);
  withReactions(messages, reactions, memberId);

  if (readUpTo !== null) {
    await ctx.realtime.publish([conversation.other_id], {
      type: 'read',
      conversation: conversation.id,
      up_to: readUpTo,
      read_at: ctx.now.toISOString(),
    });
    await publishCounts(ctx.db, ctx.realtime, [memberId]);
  }
  return {
    conversation: conversation.id,
    profile: profileSummary(partner, ctx.settings.cdn_prefix),
    messages,
    has_older: rows.length > CHAT_PAGE_SIZE,
    can_reply: canSend(me.status),
  };
}

/** Messages as `viewerId` sees them, with their gifts looked up once. */
export async function messageViews(
  ctx: Pick<ChatContext, 'db' | 'settings' | 'locale' | 'checkPictures'>,
  viewerId: number,
  rows: readonly MessageRow[],
  db: Db = ctx.db,
): Promise<ChatMessage[]> {
  const giftIds = [...new Set(rows.flatMap((row) => (row.gift_id === null ? [] : [row.gift_id])))];
  const voiceIds = rows.flatMap((row) => (row.kind === 'voice' ? [row.id] : []));
  // Looked up only when the rows hold voice messages: the common send and page pay no extra round trip.
  const [giftRows, voices] = await Promise.all([findGifts(db, giftIds), findVoices(db, voiceIds)]);
  const gifts = new Map(giftRows.map((gift) => [gift.id, gift]));
  return rows.map((row) =>
    messageView(row, {
      viewerId,
      gifts,
      locale: ctx.locale,
      cdnPrefix: ctx.settings.cdn_prefix,
      giftCredits: ctx.settings.gift_credits,
      voices,
      blurUnchecked: ctx.checkPictures === true,
    }),
  );
}

/** Puts each message's reactions on its view (a message nobody reacted to keeps none). */
function withReactions(messages: ChatMessage[], rows: readonly ReactionRow[], viewerId: number): void {
  if (rows.length === 0) return;
  for (const message of messages) {
    const own = rows.filter((row) => row.message_id === message.id);
    if (own.length > 0) message.reactions = reactionViews(own, viewerId);
  }
}
