import type { ChatMessage } from '../../contracts/chat.ts';
import type { GiftRow } from '../../repositories/gifts.ts';
import type { MessageRow } from '../../repositories/messages.ts';
import type { VoiceRow } from '../../repositories/voice-messages.ts';
import { giftView } from './gift-view.ts';

/** Where a chat image is served: the route checks that the viewer takes part in the conversation. */
export const chatImageUrl = (messageId: number) => `/api/chat-image.php?id=${messageId}`;
/** Where a voice message's recording is served, to the two participants only. */
export const chatVoiceUrl = (messageId: number) => `/api/chat-voice.php?id=${messageId}`;

export interface MessageViewOptions {
  viewerId: number;
  gifts: ReadonlyMap<number, GiftRow>;
  locale: string;
  cdnPrefix: string;
  giftCredits: number;
  /** The recordings of the voice messages among the rows (absent: none). */
  voices?: ReadonlyMap<number, VoiceRow>;
  /**
   * A classifier checks chat images (PICTURE_CLASSIFIER is not off): an image without its verdict yet reaches the
   * receiver blurred. Off: nothing will ever check it, so it is shown as sent.
   */
  blurUnchecked?: boolean;
}

/** A stored message as `viewerId` sees it: `mine`, and read_at only on own messages. */
export function messageView(row: MessageRow, options: MessageViewOptions): ChatMessage {
  const mine = row.sender_id === options.viewerId;
  const gift = row.gift_id === null ? undefined : options.gifts.get(row.gift_id);
  return {
    id: row.id,
    conversation: row.conversation_id,
    sender: row.sender_id,
    mine,
    kind: row.kind,
    text: row.body,
    image:
      row.image_file && row.image_width && row.image_height
        ? { url: chatImageUrl(row.id), width: row.image_width, height: row.image_height }
        : null,
    gift: gift ? giftView(gift, options.locale, options.cdnPrefix, options.giftCredits) : null,
    ...voiceOf(row, options.voices),
    sent_at: row.created_at.toISOString(),
    read_at: mine && row.read_at ? row.read_at.toISOString() : null,
    client_id: mine ? row.client_id : null,
    // The receiver chooses to see an explicit picture ("Toon foto"); the sender sees what they sent.
    ...(!mine && heldBlurred(row, options.blurUnchecked === true) ? { blurred: true as const } : {}),
  };
}

/**
 * Explicit, or not checked yet (queued, being checked, or given up) while a classifier runs: an image is shown
 * unblurred only once its verdict says it is not explicit, so a picture never reaches the receiver before its check.
 */
function heldBlurred(row: MessageRow, blurUnchecked: boolean): boolean {
  if (!row.image_file) return false;
  return row.image_explicit === true || (row.image_explicit === null && blurUnchecked);
}

function voiceOf(row: MessageRow, voices: ReadonlyMap<number, VoiceRow> | undefined): Pick<ChatMessage, 'voice'> {
  const voice = row.kind === 'voice' ? voices?.get(row.id) : undefined;
  return voice ? { voice: { url: chatVoiceUrl(row.id), duration_ms: voice.duration_ms } } : {};
}
