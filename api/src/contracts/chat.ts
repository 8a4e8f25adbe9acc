import { Type, type Static } from 'typebox';
import { Line, RowId, Text } from './common.ts';
import { ProfileSummary } from './members.ts';
import { LastReaction, MessageReaction } from './chat-reactions.ts';

/**
 * Chat: conversations paid with credits.
 * Written before the API and mfe-chat so both sides build against one shape. Costs come from the site's
 * settings: message_credits per text, photo_credits per image, a gift's own credits (default gift_credits).
 */

export const MESSAGE_KINDS = ['text', 'image', 'gift', 'voice'] as const;
export const MessageKind = Type.Enum(MESSAGE_KINDS);
export type MessageKind = Static<typeof MessageKind>;

/** Longest text any site may allow; the site's own `message_length` is checked by the service. */
export const MESSAGE_TEXT_MAX = 5_000;
/** Messages per page of GET chat.php. */
export const CHAT_PAGE_SIZE = 30;

/** The newest message of a conversation, for the list row. */
export const LastMessage = Type.Object({
  kind: MessageKind,
  /** Text (first 140 characters) for text; empty for image, gift and voice (the list shows a translated word). */
  preview: Type.String(),
  sent_at: Type.String({ format: 'date-time' }),
  /** True when I sent it. */
  mine: Type.Boolean(),
});
export type LastMessage = Static<typeof LastMessage>;

/** One row of GET chats.php. */
export const ChatEntry = Type.Object({
  conversation: Type.Integer(),
  profile: ProfileSummary,
  num_unread_messages: Type.Integer({ minimum: 0 }),
  last_message: Type.Union([LastMessage, Type.Null()]),
  /** The newest reaction, only when it came after the last message (the row then reads "reacted ❤️ to …"). */
  last_reaction: Type.Optional(LastReaction),
  /** Sending into it is refused until the other member confirms their e-mail: the UI says why. */
  can_reply: Type.Boolean(),
});
export type ChatEntry = Static<typeof ChatEntry>;

/** GET /api/chats.php: newest activity first. */
export const ChatsResponse = Type.Object({
  chats: Type.Array(ChatEntry),
  /** Sum of num_unread_messages (the top-bar badge). */
  total_unread_messages: Type.Integer({ minimum: 0 }),
});
export type ChatsResponse = Static<typeof ChatsResponse>;

/** A gift of the catalogue (GET gifts.php). */
export const Gift = Type.Object({
  id: Type.Integer(),
  /** Name in the requested locale (falls back to Dutch). */
  name: Type.String(),
  /** Picture path, ready for <img src>. */
  image: Type.String(),
  credits: Type.Integer({ minimum: 0 }),
});
export type Gift = Static<typeof Gift>;

export const GiftsResponse = Type.Object({ gifts: Type.Array(Gift) });
export type GiftsResponse = Static<typeof GiftsResponse>;

/** Image of an image message: served only to the two participants. */
export const ChatImage = Type.Object({
  url: Type.String(),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
});
export type ChatImage = Static<typeof ChatImage>;

/** The recording of a voice message: served only to the two participants; its duration read from the audio. */
export const ChatVoice = Type.Object({
  url: Type.String(),
  duration_ms: Type.Integer({ minimum: 1 }),
});
export type ChatVoice = Static<typeof ChatVoice>;

/** One stored message. Text is plain text, never HTML. */
export const ChatMessage = Type.Object({
  id: Type.Integer(),
  conversation: Type.Integer(),
  /** Sender's member id. */
  sender: Type.Integer(),
  mine: Type.Boolean(),
  kind: MessageKind,
  text: Type.Union([Type.String(), Type.Null()]),
  image: Type.Union([ChatImage, Type.Null()]),
  gift: Type.Union([Gift, Type.Null()]),
  /** Present on voice messages only. */
  voice: Type.Optional(ChatVoice),
  sent_at: Type.String({ format: 'date-time' }),
  /** When the other member read it (own messages only), else null. */
  read_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The sender's client_id, so a client matches its optimistic bubble. */
  client_id: Type.Union([Type.String(), Type.Null()]),
  /**
   * An image the classifier found explicit, as its receiver sees it: shown blurred until they choose to see it.
   * Absent on everything else (and always for the sender).
   */
  blurred: Type.Optional(Type.Literal(true)),
  /** The members' reactions, oldest first; absent when nobody reacted (and on a message just sent). */
  reactions: Type.Optional(Type.Array(MessageReaction)),
});
export type ChatMessage = Static<typeof ChatMessage>;

/** GET /api/chat.php?conversation=ID[&before=MESSAGE_ID] */
export const ChatQuery = Type.Object({
  conversation: RowId(),
  /** Page of messages older than this message id. */
  before: Type.Optional(RowId()),
});
export type ChatQuery = Static<typeof ChatQuery>;

/** One page of messages, oldest first; opening a conversation sets its unread count to zero. */
export const ChatResponse = Type.Object({
  conversation: Type.Integer(),
  profile: ProfileSummary,
  messages: Type.Array(ChatMessage),
  has_older: Type.Boolean(),
  can_reply: Type.Boolean(),
});
export type ChatResponse = Static<typeof ChatResponse>;

/** A UUID made by the client: a retried send with the same id is stored once, charged once, same answer. */
export const ClientId = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  maxLength: 36,
});

/**
 * POST /api/chat.php (JSON) for text and gift; an image or a voice recording (Opus in WebM or Ogg, at most 60 s)
 * is sent as multipart/form-data with the same fields plus a `file` part. Exactly one of profile (start or continue the chat with that member) or conversation.
 */
export const SendMessageBody = Type.Object({
  profile: Type.Optional(RowId()),
  conversation: Type.Optional(RowId()),
  kind: MessageKind,
  text: Type.Optional(Text({ maxLength: MESSAGE_TEXT_MAX, minLength: 1 })),
  gift: Type.Optional(RowId()),
  client_id: ClientId,
  /**
   * The member saw the "are you sure?" warning and sends anyway: without it a text with insulting words is
   * answered 422 message_flagged (nothing stored, nothing charged).
   */
  confirm: Type.Optional(Type.Boolean()),
});
export type SendMessageBody = Static<typeof SendMessageBody>;

/** Answer of a send: the stored message and the balance after paying for it. */
export const SendMessageResponse = Type.Object({
  message: ChatMessage,
  credits: Type.Integer({ minimum: 0 }),
});
export type SendMessageResponse = Static<typeof SendMessageResponse>;

/** DELETE /api/chat.php: one conversation, or every chat with a profile. */
export const DeleteChatBody = Type.Object({
  conversation: Type.Optional(RowId()),
  profile: Type.Optional(RowId()),
});
export type DeleteChatBody = Static<typeof DeleteChatBody>;

export const DeleteChatResponse = Type.Object({ deleted: Type.Integer({ minimum: 0 }) });
export type DeleteChatResponse = Static<typeof DeleteChatResponse>;

/** GET /api/icebreakers.php: suggested openers for an empty conversation, in the requested locale. */
export const IcebreakersResponse = Type.Object({ icebreakers: Type.Array(Type.String()) });
export type IcebreakersResponse = Static<typeof IcebreakersResponse>;

/** Query of gifts.php and icebreakers.php. */
export const LocaleQuery = Type.Object({ locale: Type.Optional(Line({ maxLength: 5 })) });

/** Chat error codes the front end turns into its own screens (texts in kit.apiError.<code>). */
export const CHAT_ERROR_CODES = [
  /** 402: 'Je hebt onvoldoende credits'; params.needed = credits still missing. */
  'insufficient_credits',
  /** 403: a free member's third conversation; the UI shows the premium prompt. */
  'conversation_limit',
  /** 403: the other member has not confirmed their e-mail yet. */
  'recipient_not_confirmed',
  /** 403: I have not confirmed my e-mail and may not reply yet. */
  'email_not_confirmed',
  /** 403: one of us blocked the other. */
  'member_blocked',
  /** 404: no such conversation for me (never tells whether it exists). */
  'conversation_not_found',
  /** 400: text longer than the site's message_length; params.max. */
  'message_too_long',
  /** 404: unknown gift. */
  'gift_not_found',
  /** 413: a voice recording over the size limit; params.max_mb. */
  'voice_too_large',
  /** 422: a voice recording longer than a minute; params.max_seconds. */
  'voice_too_long',
  /** 422: no Opus audio in WebM or Ogg. */
  'invalid_voice',
] as const;
