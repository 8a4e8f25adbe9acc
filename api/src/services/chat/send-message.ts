import type { SendMessageBody, SendMessageResponse } from '../../contracts/chat.ts';
import type { Db } from '../../db/db.ts';
import { isBlockedEitherWay } from '../../repositories/blocks.ts';
import {
  countConversationStarts,
  findChatMember,
  findConversationBetween,
  findStartablePartner,
  hasStartedWith,
  lockConversationToSend,
  openConversation,
  recordConversationStart,
  type ConversationRef,
} from '../../repositories/conversations.ts';
import { creditBalance, insertPaidMessage, lockSender, sendIntoConversation, type SenderRow } from '../../repositories/credits.ts';
import { findActiveGift, type GiftRow } from '../../repositories/gifts.ts';
import { insertMessageFlag } from '../../repositories/content-flags.ts';
import { findMessageByClientId, type MessageRow, type NewMessage } from '../../repositories/messages.ts';
import { lockToSend } from '../../repositories/send-locks.ts';
import { ImageTooLargeError, InvalidImageError } from '../profile/photo-files.ts';
import { PHOTO_MAX_MB } from '../profile/profile-errors.ts';
import type { ChatContext } from './chat-context.ts';
import { chatError } from './chat-error.ts';
import { canSend } from './chat-list.ts';
import { CHAT_IMAGE_MAX_PIXELS, removeChatImages, storeChatImage, type StoredChatImage } from './chat-image-files.ts';
import { messageViews } from './conversation-page.ts';
import { checkVoice, removeChatVoices, storeChatVoice, type StoredVoice } from './chat-voice-files.ts';
import { insertVoice } from '../../repositories/voice-messages.ts';
import { announceMessage } from './announce-message.ts';
import { findInsults } from '../trust/insult-check.ts';
import { enqueueMediaCheck } from '../../repositories/media-checks.ts';

/** A free member may start this many conversations; premium members have no limit. */
export const FREE_CONVERSATION_STARTS = 2;

export interface SendInput {
  senderId: number;
  body: SendMessageBody;
  /** The `file` part of a multipart send (image and voice messages). */
  image: Buffer | null;
}

/** What the transaction did: stored and paid a new message, or found the one this client_id stored before. */
type Outcome = { kind: 'earlier'; message: MessageRow } | Sent;

interface Sent {
  kind: 'sent';
  message: MessageRow;
  credits: number;
  conversation: ConversationRef;
  started: boolean;
  sender: SenderRow;
  /** The partner's language when the transaction read it (a send into a conversation), else null. */
  partnerLanguage: string | null;
}

/**
 * POST chat.php: stores a text, image or gift message and pays for it in one transaction. The sender's row is
 * locked first, in the statement that looks the client_id up, so one member's sends are paid one after another
 * and a retry (same client_id) finds the stored message instead of paying again (or, racing it, meets the unique
 * client_id index and answers it); the conditional debit keeps the balance at zero or above. A text or gift into
 * a conversation (most sends) is one statement that does all of it (chat-send-round-trips.test.ts counts them).
 */
export async function sendMessage(ctx: ChatContext, input: SendInput): Promise<SendMessageResponse> {
  const { senderId, body } = input;
  if ((body.profile === undefined) === (body.conversation === undefined)) throw chatError(400, 'chat_target_required');
  if (body.profile === senderId) throw chatError(422, 'cannot_message_self');
  const text = body.kind === 'text' ? checkedText(body.text, ctx.settings.message_length) : null;
  const gift = body.kind === 'gift' ? await giftToSend(ctx.db, body.gift) : null;
  if (body.kind === 'image' && (!input.image || input.image.length === 0)) throw chatError(400, 'photo_missing');
  if (body.kind === 'voice' && (!input.image || input.image.length === 0)) throw chatError(400, 'voice_missing');

  // A retried image send that was stored already: the same message and today's balance, nothing charged, no
  // picture decoded. (Other kinds learn it under the sender's lock in the transaction, one round trip fewer.)
  if (body.kind === 'image' || body.kind === 'voice') {
    const earlier = await findMessageByClientId(ctx.db, senderId, body.client_id);
    if (earlier) return answer(ctx, senderId, earlier);
  }
  // The pre-send warning: insulting words ask the member first; a confirmed send is stored and flagged. A retry
  // without confirm of a send that was confirmed and stored answers the stored message, as any retry does.
  const insults = text === null ? [] : findInsults(text, ctx.locale);
  if (insults.length > 0 && body.confirm !== true) {
    const earlier = await findMessageByClientId(ctx.db, senderId, body.client_id);
    if (earlier) return answer(ctx, senderId, earlier);
    throw chatError(422, 'message_flagged');
  }

  const cost =
    body.kind === 'text'
      ? ctx.settings.message_credits
      : body.kind === 'image' || body.kind === 'voice'
        ? ctx.settings.photo_credits
        : (gift?.credits ?? ctx.settings.gift_credits);
  // A text or gift into a conversation: one statement locks, checks, stores and pays. When it writes nothing (a
  // retry, a refusal, no such conversation) the transaction below reads again and tells which.
  if (body.conversation !== undefined && body.kind !== 'image' && body.kind !== 'voice' && insults.length === 0) {
    const sent = await sendIntoOpenConversation(
      ctx,
      { senderId, body, text, gift, image: null, voice: null, cost, insults },
      body.conversation,
    );
    if (sent) return sent;
  }

  let image: StoredChatImage | null = null;
  if (body.kind === 'image' && input.image) {
    // Decoding a picture is the dearest step of a send: every rule is checked first (and again when it commits).
    await ctx.db.transaction((tx) => checkSendable(tx, senderId, body, cost));
    image = await processImage(ctx, senderId, input.image);
  }
  // A voice message: checked by its bytes (container, real duration, size) before any rule, stored after them.
  let voice: StoredVoice | null = null;
  if (body.kind === 'voice' && input.image) {
    const checked = checkVoice(input.image);
    await ctx.db.transaction((tx) => checkSendable(tx, senderId, body, cost));
    voice = await storeChatVoice(ctx.dataDir, senderId, input.image, checked);
  }

  let sent: Outcome;
  try {
    sent = await ctx.db.transaction((tx) => sendInTransaction(tx, ctx, { senderId, body, text, gift, image, voice, cost, insults }));
  } catch (error) {
    if (image) await removeChatImages(ctx.dataDir, [image.file]);
    if (voice) await removeChatVoices(ctx.dataDir, [voice.file]);
    // Two identical sends raced past the lock-free check above: the loser re-reads the winner's message.
    if (isUniqueViolation(error)) {
      const winner = await findMessageByClientId(ctx.db, senderId, body.client_id);
      if (winner) return answer(ctx, senderId, winner);
    }
    throw error;
  }
  if (sent.kind === 'earlier') {
    if (image) await removeChatImages(ctx.dataDir, [image.file]);
    if (voice) await removeChatVoices(ctx.dataDir, [voice.file]);
    return answer(ctx, senderId, sent.message);
  }

  if (image) ctx.nudgeChecks?.();
  // After the commit: both copies published, both members' counts, the sender's copy answered (a push follows unawaited).
  const view = await announceMessage(ctx, {
    message: sent.message,
    senderName: sent.sender.name,
    partnerId: sent.conversation.other_id,
    partnerLanguage: sent.partnerLanguage,
    gift,
    started: sent.started,
  });
  return { message: view, credits: sent.credits };
}

interface SendPlan {
  senderId: number;
  body: SendMessageBody;
  text: string | null;
  gift: GiftRow | null;
  image: StoredChatImage | null;
  voice: StoredVoice | null;
  cost: number;
  /** Insulting words the sender confirmed: the message is flagged for the moderators with them. */
  insults: readonly string[];
}

/**
 * The send's rules as the transaction checks them (sender, conversation or start, block, credits), without
 * writing anything: run before an image is decoded.
 */
async function checkSendable(tx: Db, senderId: number, body: SendMessageBody, cost: number): Promise<void> {
  const sender = await lockSender(tx, senderId);
  if (!sender) throw chatError(404, 'conversation_not_found');
  if (!canSend(sender.status)) throw chatError(403, 'email_not_confirmed');
  const target = await sendTarget(tx, sender, body);
  if (target.conversation && target.blocked) throw chatError(403, 'member_blocked');
  if (sender.credits < cost) throw chatError(402, 'insufficient_credits', { needed: Math.max(1, cost - sender.credits) });
}

/** Everything that must commit together: the conversation (and start), the message, the debit and its ledger row. */
async function sendInTransaction(tx: Db, ctx: ChatContext, plan: SendPlan): Promise<Outcome> {
  const conversationId = plan.body.conversation ?? null;
  // One statement locks the sender (and the conversation written to) and looks the client_id up. When it finds
  // nothing with a conversation asked for, the sender alone tells whether this is a retry or which refusal it is.
  const locked =
    (await lockToSend(tx, plan.senderId, plan.body.client_id, conversationId)) ??
    (conversationId === null ? null : await lockToSend(tx, plan.senderId, plan.body.client_id, null));
  if (!locked) throw chatError(404, 'conversation_not_found');
  const { sender } = locked;
  // Under the lock a retry sees the first send's commit: answered with it, charged once.
  if (locked.earlierId !== null) {
    const earlier = await findMessageByClientId(tx, plan.senderId, plan.body.client_id);
    if (earlier) return { kind: 'earlier', message: earlier };
  }
  if (!canSend(sender.status)) throw chatError(403, 'email_not_confirmed');

  const target: SendTarget = locked.conversation
    ? { conversation: conversationRef(locked.conversation), blocked: locked.conversation.blocked }
    : await sendTarget(tx, sender, plan.body);
  if (target.conversation && target.blocked) throw chatError(403, 'member_blocked');
  const { conversation, started } = target.conversation
    ? { conversation: target.conversation, started: false }
    : await startConversation(tx, sender.id, plan.body.profile!);
  // A start checked the block before opening; checked again once the new conversation is locked.
  if (!target.conversation && (await isBlockedEitherWay(tx, plan.senderId, conversation.other_id))) throw chatError(403, 'member_blocked');

  const paid = await insertPaidMessage(tx, newMessage(ctx, plan, conversation.id), `message:${plan.body.kind}`);
  if (!paid) throw chatError(402, 'insufficient_credits', { needed: Math.max(1, plan.cost - sender.credits) });
  const { message, credits } = paid;
  if (plan.voice) await insertVoice(tx, message.id, plan.voice);
  if (plan.insults.length > 0) await insertMessageFlag(tx, message.id, 'words', { words: plan.insults, locale: ctx.locale });
  // Classified later by the checker process, never inside a send: queued with the message, so a checker that is
  // down or busy delays the verdict (the receiver sees the image as an unchecked one meanwhile) but loses nothing.
  if (plan.image && ctx.checkPictures) await enqueueMediaCheck(tx, 'chat_image', message.id);
  const partnerLanguage = locked.conversation?.partner_language ?? null;
  return { kind: 'sent', message, credits, conversation, started, sender, partnerLanguage };
}

function conversationRef({ id, other_id, started_by }: ConversationRef): ConversationRef {
  return { id, other_id, started_by };
}

/** The message a plan stores into a conversation. */
function newMessage(ctx: ChatContext, plan: SendPlan, conversationId: number): NewMessage {
  return {
    conversationId,
    senderId: plan.senderId,
    kind: plan.body.kind,
    body: plan.text,
    image: plan.image && { ...plan.image, explicit: null },
    giftId: plan.gift?.id ?? null,
    credits: plan.cost,
    clientId: plan.body.client_id,
    at: ctx.now,
  };
}

/**
 * A send into a conversation in one statement without a transaction around it (nothing to flag, no picture):
 * answered as the long way answers, or null when nothing was written and the long way must decide.
 */
async function sendIntoOpenConversation(ctx: ChatContext, plan: SendPlan, conversationId: number): Promise<SendMessageResponse | null> {
  let result: Awaited<ReturnType<typeof sendIntoConversation>>;
  try {
    result = await sendIntoConversation(ctx.db, newMessage(ctx, plan, conversationId), `message:${plan.body.kind}`);
  } catch (error) {
    // The same send committed while this one waited for the sender's lock: answer that one, charged once.
    const winner = isUniqueViolation(error) ? await findMessageByClientId(ctx.db, plan.senderId, plan.body.client_id) : null;
    if (winner) return answer(ctx, plan.senderId, winner);
    throw error;
  }
  const { locks, paid } = result;
  if (!locks?.conversation || !paid) return null;
  const view = await announceMessage(ctx, {
    message: paid.message,
    senderName: locks.sender.name,
    partnerId: locks.conversation.other_id,
    partnerLanguage: locks.conversation.partner_language,
    gift: plan.gift,
    started: false,
  });
  return { message: view, credits: paid.credits };
}

async function existingConversation(tx: Db, senderId: number, conversationId: number): Promise<SendTarget> {
  const found = await lockConversationToSend(tx, conversationId, senderId);
  if (!found) throw chatError(404, 'conversation_not_found');
  const { blocked, ...conversation } = found;
  return { conversation, blocked };
}

/** An existing conversation (and whether a block stands between the two), or a start (conversation null). */
type SendTarget = { conversation: ConversationRef; blocked: boolean } | { conversation: null; blocked?: undefined };

/**
 * Where a send goes, checked but not yet written: an existing conversation, or (conversation null) a start with
 * the profile. Writing to a profile continues our conversation when there is one (a reply is no start), else
 * starts one: a free member may start FREE_CONVERSATION_STARTS, counted per partner and kept when a chat is
 * deleted.
 */
async function sendTarget(tx: Db, sender: SenderRow, body: SendMessageBody): Promise<SendTarget> {
  if (body.conversation !== undefined) return existingConversation(tx, sender.id, body.conversation);
  const profileId = body.profile!;
  const existing = await findConversationBetween(tx, sender.id, profileId, true);
  if (existing) {
    const partner = await findChatMember(tx, profileId);
    if (!partner || !['active', 'not_confirmed'].includes(partner.status)) throw chatError(404, 'profile_not_found');
    return { conversation: existing, blocked: await isBlockedEitherWay(tx, sender.id, profileId) };
  }
  if (!(await findStartablePartner(tx, profileId))) throw chatError(404, 'profile_not_found');
  if (await isBlockedEitherWay(tx, sender.id, profileId)) throw chatError(403, 'member_blocked');
  if (!sender.paid_user && !(await hasStartedWith(tx, sender.id, profileId))) {
    if ((await countConversationStarts(tx, sender.id)) >= FREE_CONVERSATION_STARTS) {
      throw chatError(403, 'conversation_limit', { max: FREE_CONVERSATION_STARTS });
    }
  }
  return { conversation: null };
}

async function startConversation(
  tx: Db,
  senderId: number,
  profileId: number,
): Promise<{ conversation: ConversationRef; started: boolean }> {
  const opened = await openConversation(tx, senderId, profileId);
  if (opened.created) await recordConversationStart(tx, senderId, profileId);
  return { conversation: opened, started: opened.created };
}

function checkedText(text: string | undefined, maxLength: number): string {
  if (text === undefined || text.trim() === '') throw chatError(400, 'message_empty');
  if ([...text].length > maxLength) throw chatError(400, 'message_too_long', { max: maxLength });
  return text;
}

async function giftToSend(db: Db, giftId: number | undefined): Promise<GiftRow> {
  const gift = giftId === undefined ? null : await findActiveGift(db, giftId);
  if (!gift) throw chatError(404, 'gift_not_found');
  return gift;
}

async function processImage(ctx: ChatContext, senderId: number, input: Buffer): Promise<StoredChatImage> {
  try {
    return await storeChatImage(ctx.dataDir, senderId, input);
  } catch (error) {
    if (error instanceof ImageTooLargeError)
      throw chatError(413, 'photo_too_large', { max_mb: PHOTO_MAX_MB, max_megapixels: CHAT_IMAGE_MAX_PIXELS / 1e6 });
    if (error instanceof InvalidImageError) throw chatError(422, 'invalid_image');
    throw error;
  }
}

async function answer(ctx: ChatContext, senderId: number, message: MessageRow): Promise<SendMessageResponse> {
  const [view] = await messageViews(ctx, senderId, [message]);
  return { message: view!, credits: await creditBalance(ctx.db, senderId) };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
