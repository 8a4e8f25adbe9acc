import type { ChatMessage } from '../../contracts/chat.ts';
import { findChatMember } from '../../repositories/conversations.ts';
import { findGifts, type GiftRow } from '../../repositories/gifts.ts';
import type { MessageRow } from '../../repositories/messages.ts';
import { findVoices } from '../../repositories/voice-messages.ts';
import type { ChatContext } from './chat-context.ts';
import { publishCounts } from './member-counts.ts';
import { messageView } from './message-view.ts';
import { notifyAway } from './notify-away.ts';
import { PREVIEW_LENGTH } from './chat-list.ts';

export interface Announcement {
  message: MessageRow;
  senderName: string;
  partnerId: number;
  /** The partner's language when the send read it already; null: looked up when a gift's name needs it. */
  partnerLanguage: string | null;
  /** The gift sent (read before the send), so its name needs no second read. */
  gift: GiftRow | null;
  /** The first message of a new conversation (push kind new_conversations). */
  started: boolean;
}

/**
 * After a send commits: the message to both members' sockets first (each sees `mine` from their side, gift names
 * in their own language; a text needs no read for it), then new counts to both (the partner's unread, the
 * sender's credits) and a push to the partner when they have no socket open, neither of which the answer waits for.
 * Answers the sender's copy, the send's answer. Delivery problems never fail the send: they are logged.
 */
export async function announceMessage(ctx: ChatContext, announcement: Announcement): Promise<ChatMessage> {
  const { message, partnerId } = announcement;
  // Only a gift's name is in the reader's language: other kinds go out without looking anything up.
  const gifts = await giftsOf(ctx, announcement);
  const partnerLocale =
    message.kind === 'gift'
      ? (announcement.partnerLanguage ?? (await findChatMember(ctx.db, partnerId))?.language ?? ctx.locale)
      : ctx.locale;
  // A voice message's recording (its address and length) is a row of its own; other kinds read nothing for it.
  const voices = message.kind === 'voice' ? await findVoices(ctx.db, [message.id]) : undefined;
  const options = {
    gifts,
    voices,
    cdnPrefix: ctx.settings.cdn_prefix,
    giftCredits: ctx.settings.gift_credits,
    blurUnchecked: ctx.checkPictures === true,
  };
  const mine = messageView(message, { ...options, viewerId: message.sender_id, locale: ctx.locale });
  const theirs = messageView(message, { ...options, viewerId: partnerId, locale: partnerLocale });
  // The message events go out in the order of the sends (a bus delivers in the order it is called). The counts
  // are read and published without the answer waiting for them: each carries the version of its snapshot, so
  // one that arrives after a newer one (the partner opening the chat right after this send) is dropped by the
  // client instead of leaving a wrong badge.
  const logFailure = (what: string) => (error: unknown) => ctx.log.warn({ err: error, messageId: message.id }, `${what} failed`);
  ctx.realtime.publish([partnerId], { type: 'message', message: theirs }).catch(logFailure('message event'));
  ctx.realtime.publish([message.sender_id], { type: 'message', message: mine }).catch(logFailure('message event'));
  void publishCounts(ctx.db, ctx.realtime, [partnerId, message.sender_id]).catch(logFailure('counts after a send'));

  const body =
    message.kind === 'text'
      ? [...(message.body ?? '')].slice(0, PREVIEW_LENGTH).join('')
      : message.kind === 'image'
        ? '📷'
        : message.kind === 'voice'
          ? '🎤'
          : `🎁 ${theirs.gift?.name ?? ''}`.trim();
  // A slow push service must not hold up the sender's answer; notifyAway logs its own failures.
  void notifyAway({ db: ctx.db, log: ctx.log, realtime: ctx.realtime }, partnerId, {
    title: announcement.senderName,
    body,
    url: `/chats/${message.conversation_id}`,
    kind: announcement.started ? 'new_conversations' : 'new_messages',
  });
  return mine;
}

async function giftsOf(ctx: ChatContext, { message, gift }: Announcement): Promise<ReadonlyMap<number, GiftRow>> {
  if (message.gift_id === null) return new Map();
  const rows = gift?.id === message.gift_id ? [gift] : await findGifts(ctx.db, [message.gift_id]);
  return new Map(rows.map((row) => [row.id, row]));
}
