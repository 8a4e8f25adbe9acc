import { Type, type Static } from 'typebox';
import { RowId } from './common.ts';

/**
 * Reactions on chat messages: free, one emoji per member and message. Kept apart from chat.ts so the message
 * shapes there only gain an optional field.
 */

/** The emoji a member may react with (heart, laughing, surprised, sad, thumbs up). */
export const REACTION_EMOJI = ['❤️', '😂', '😮', '😢', '👍'] as const;
export const ReactionEmoji = Type.Enum(REACTION_EMOJI);
export type ReactionEmoji = Static<typeof ReactionEmoji>;

/** One member's reaction as a viewer sees it (a conversation has two members, so `mine` tells them apart). */
export const MessageReaction = Type.Object({
  emoji: ReactionEmoji,
  mine: Type.Boolean(),
});
export type MessageReaction = Static<typeof MessageReaction>;

/** POST /api/chat-reaction.php: react to a message of a conversation of mine; the same emoji again removes it. */
export const ReactionBody = Type.Object({
  message: RowId(),
  emoji: ReactionEmoji,
});
export type ReactionBody = Static<typeof ReactionBody>;

/** The message's reactions after the change (the realtime `reaction` event carries the same). */
export const ReactionResponse = Type.Object({
  conversation: Type.Integer(),
  message: Type.Integer(),
  reactions: Type.Array(MessageReaction),
});
export type ReactionResponse = Static<typeof ReactionResponse>;

/** The chat list's "reacted ❤️ to …" line: the newest reaction of a conversation, when newer than its last message. */
export const LastReaction = Type.Object({
  emoji: ReactionEmoji,
  /** True when I reacted. */
  mine: Type.Boolean(),
  /** What was reacted to: its kind and, for a text, its first 140 characters (else empty). */
  kind: Type.Enum(['text', 'image', 'gift', 'voice'] as const),
  preview: Type.String(),
  reacted_at: Type.String({ format: 'date-time' }),
});
export type LastReaction = Static<typeof LastReaction>;
