import { findChatMember } from '../../repositories/conversations.ts';
import type { MessageRow } from '../../repositories/messages.ts';
import type { ChatContext } from './chat-context.ts';
import { messageViews } from './conversation-page.ts';
import { publishCounts } from './member-counts.ts';
import { notifyAway } from './notify-away.ts';
import { PREVIEW_LENGTH } from './chat-list.ts';

export interface Announcement {
  message: MessageRow;
  senderName: string;
  partnerId: number;
  /** The first message of a new conversation (push kind new_conversations). */
  started: boolean;
}

/**
 * After a send commits: the message to both members' sockets (each sees `mine` from their side, gift names in
 * their own language), new counts to both (the partner's unread, the sender's credits), and a push to the
 * partner when they have no socket open. Delivery problems never fail the send.
 */
export async function announceMessage(ctx: ChatContext, announcement: Announcement): Promise<void> {
  const { message, partnerId } = announcement;
  // Only a gift's name is in the reader's language: other kinds go out without looking the partner up.
  const partnerLocale = message.kind === 'gift' ? ((await findChatMember(ctx.db, partnerId))?.language ?? ctx.locale) : ctx.locale;
  const [[mine], [theirs]] = await Promise.all([
    messageViews(ctx, message.sender_id, [message]),
    messageViews({ ...ctx, locale: partnerLocale }, partnerId, [message]),
  ]);
  await Promise.all([
    ctx.realtime.publish([message.sender_id], { type: 'message', message: mine! }),
    ctx.realtime.publish([partnerId], { type: 'message', message: theirs! }),
  ]);
  await publishCounts(ctx.db, ctx.realtime, [partnerId, message.sender_id]);

  const body =
    message.kind === 'text'
      ? [...(message.body ?? '')].slice(0, PREVIEW_LENGTH).join('')
      : message.kind === 'image'
        ? '📷'
        : message.kind === 'voice'
          ? '🎤'
          : `🎁 ${theirs?.gift?.name ?? ''}`.trim();
  // Not awaited: a slow push service must not hold up the sender's answer; notifyAway logs its own failures.
  void notifyAway({ db: ctx.db, log: ctx.log, realtime: ctx.realtime }, partnerId, {
    title: announcement.senderName,
    body,
    url: `/chats/${message.conversation_id}`,
    kind: announcement.started ? 'new_conversations' : 'new_messages',
  });
}
