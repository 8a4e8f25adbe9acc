import { Type, type Static } from 'typebox';
import { ChatMessage } from './chat.ts';
import { MessageReaction } from './chat-reactions.ts';

/**
 * Events the API pushes over the WebSocket at /api/realtime (same origin, session cookie, Origin checked).
 * Every event carries `type`; the socket sends JSON text frames. Clients send only `typing`.
 */

/** A message was stored in a conversation of mine (sent by me on another device, or to me). */
export const MessageEvent = Type.Object({
  type: Type.Literal('message'),
  message: ChatMessage,
});

/** The other member is typing (or stopped) in a conversation of mine. */
export const TypingEvent = Type.Object({
  type: Type.Literal('typing'),
  conversation: Type.Integer(),
  member: Type.Integer(),
  typing: Type.Boolean(),
});

/** The other member read my messages up to and including `up_to` (a message id). */
export const ReadEvent = Type.Object({
  type: Type.Literal('read'),
  conversation: Type.Integer(),
  up_to: Type.Integer(),
  read_at: Type.String({ format: 'date-time' }),
});

/** A reaction on a message of a conversation of mine changed (by either member): its reactions now. */
export const ReactionEvent = Type.Object({
  type: Type.Literal('reaction'),
  conversation: Type.Integer(),
  message: Type.Integer(),
  reactions: Type.Array(MessageReaction),
});

/** A conversation disappeared for me (deleted by either side, or a block). */
export const ChatRemovedEvent = Type.Object({
  type: Type.Literal('chat_removed'),
  conversation: Type.Integer(),
});

/** The counts behind the top-bar badges, sent on connect and whenever one changes. */
export const CountsEvent = Type.Object({
  type: Type.Literal('counts'),
  unread_messages: Type.Integer({ minimum: 0 }),
  new_likes: Type.Integer({ minimum: 0 }),
  /** May be below zero after a refund or chargeback (see User.credits). */
  credits: Type.Integer(),
  /**
   * The order of the counts: a later read has a version at least as high. Published without waiting, two
   * snapshots may arrive out of order; a client keeps the one with the highest version it has received on
   * this connection (the ordering starts again on each connection).
   */
  version: Type.Integer({ minimum: 0 }),
});

/** A like of mine turned into a match (the match modal while chatting). */
export const MatchEvent = Type.Object({
  type: Type.Literal('match'),
  profile: Type.Integer(),
});

/**
 * Every message of my conversations up to `last_message` has been sent on this socket (or was stored before
 * it opened): sent on connect, after the messages missed since `after`, and again after a catch-up when the
 * bus between instances is back. A client reconnects with `after` set to the newest message id it holds.
 */
export const SyncedEvent = Type.Object({
  type: Type.Literal('synced'),
  last_message: Type.Integer({ minimum: 0 }),
});

/**
 * My sessions were ended by the site (a moderator suspended or banned the account): the API closes every socket
 * of mine on every instance on this event (1008), never forwarding it; the next call answers 403.
 */
export const SessionEndedEvent = Type.Object({ type: Type.Literal('session_ended') });

export const RealtimeEvent = Type.Union([
  MessageEvent,
  TypingEvent,
  ReadEvent,
  ReactionEvent,
  ChatRemovedEvent,
  CountsEvent,
  MatchEvent,
  SyncedEvent,
  SessionEndedEvent,
]);
export type RealtimeEvent = Static<typeof RealtimeEvent>;

/** What a client may send: typing state in one conversation (ignored unless I take part in it). */
export const ClientTypingFrame = Type.Object({
  type: Type.Literal('typing'),
  conversation: Type.Integer({ minimum: 1 }),
  typing: Type.Boolean(),
});
export type ClientTypingFrame = Static<typeof ClientTypingFrame>;

/** The socket's query: `after`, the newest message id the client holds, asks for every message since (resume). */
export const RealtimeQuery = Type.Object({
  after: Type.Optional(Type.Integer({ minimum: 0 })),
});

/** Path of the socket, under /api/ so the gateway forwards it like every API call. */
export const REALTIME_PATH = '/api/realtime';
