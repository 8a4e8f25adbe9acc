import type { Db } from '../db/db.ts';
import type { MessageKind } from '../contracts/chat.ts';
import type { ReactionEmoji } from '../contracts/chat-reactions.ts';
import { notBlockedSql } from './blocks.ts';
import { SUMMARY_COLUMNS, SUMMARY_JOINS, type SummaryRow } from './likes.ts';

/**
 * A chat partner still shows up: not deleted, not disabled or leaving (invisible members keep their chats:
 * invisibility hides them from search, not from people they already talk to).
 */
export const CHAT_PARTNER = `m.deleted_at is null and m.status in ('active', 'not_confirmed')`;

/** My side of a conversation: its id and the other member. */
export interface ConversationRef {
  id: number;
  other_id: number;
  started_by: number;
}

const OTHER = `case when c.member_a = $2 then c.member_b else c.member_a end`;

/**
 * The conversation if `memberId` takes part in it, else null (a stranger learns nothing). With `lock`, the row
 * is locked until the transaction ends, so a delete and a send into it cannot cross.
 */
export async function findConversationFor(
  db: Db,
  conversationId: number,
  memberId: number,
  options: { lock?: boolean; partnerVisible?: boolean } = {},
): Promise<ConversationRef | null> {
  const partner = options.partnerVisible ? `and exists (select 1 from members m where m.id = ${OTHER} and ${CHAT_PARTNER})` : '';
  const { rows } = await db.query<ConversationRef>(
    `select c.id, ${OTHER} as other_id, c.started_by from conversations c
      where c.id = $1 and (c.member_a = $2 or c.member_b = $2) ${partner}
      ${options.lock ? 'for no key update of c' : ''}`,
    [conversationId, memberId],
  );
  return rows[0] ?? null;
}

/**
 * What a send into an existing conversation needs in one round trip: the conversation, locked, when `memberId`
 * takes part in it and the partner still shows up, and whether either of them blocked the other.
 */
export async function lockConversationToSend(
  db: Db,
  conversationId: number,
  memberId: number,
): Promise<(ConversationRef & { blocked: boolean }) | null> {
  const { rows } = await db.query<ConversationRef & { blocked: boolean }>(
    `select c.id, ${OTHER} as other_id, c.started_by, not ${notBlockedSql(OTHER, '$2')} as blocked
       from conversations c
      where c.id = $1 and (c.member_a = $2 or c.member_b = $2)
        and exists (select 1 from members m where m.id = ${OTHER} and ${CHAT_PARTNER})
      for no key update of c`,
    [conversationId, memberId],
    { name: 'lock-conversation-to-send', prepare: true },
  );
  return rows[0] ?? null;
}

/** The conversation between two members (stored once per pair, lower id first), locked when asked. */
export async function findConversationBetween(db: Db, memberId: number, otherId: number, lock = false): Promise<ConversationRef | null> {
  const { rows } = await db.query<ConversationRef>(
    `select c.id, $2::int as other_id, c.started_by from conversations c
      where c.member_a = least($1::int, $2::int) and c.member_b = greatest($1::int, $2::int)
      ${lock ? 'for no key update' : ''}`,
    [memberId, otherId],
  );
  return rows[0] ?? null;
}

/**
 * Opens the conversation between two members unless it exists (two members starting at once meet on the
 * unique pair); returns it locked, and whether this call created it.
 */
export async function openConversation(db: Db, starterId: number, otherId: number): Promise<ConversationRef & { created: boolean }> {
  const inserted = await db.query<{ id: number }>(
    `insert into conversations (member_a, member_b, started_by) values (least($1::int, $2::int), greatest($1::int, $2::int), $1)
     on conflict (member_a, member_b) do nothing returning id`,
    [starterId, otherId],
  );
  const conversation = await findConversationBetween(db, starterId, otherId, true);
  if (!conversation) throw new Error(`conversation between ${starterId} and ${otherId} vanished`);
  return { ...conversation, created: inserted.rows.length > 0 };
}

/** One row of my chat list: the partner's summary, unread count and newest message. */
export interface ChatListRow extends SummaryRow {
  conversation: number;
  unread: number;
  last_kind: MessageKind | null;
  last_body: string | null;
  last_sent_at: Date | null;
  last_sender: number | null;
  /** The conversation's newest reaction: its emoji, who, when, and the kind and text of the message it is on. */
  reaction_emoji: ReactionEmoji | null;
  reaction_by: number | null;
  reaction_at: Date | null;
  reaction_kind: MessageKind | null;
  reaction_body: string | null;
}

/** Upper bound of the chat list (newest activity first); the unread total is counted separately. */
export const CHATS_LIST_LIMIT = 500;

/** My conversations with members who still show up, newest activity first (empty ones by creation). */
export async function listChats(db: Db, memberId: number): Promise<ChatListRow[]> {
  const { rows } = await db.query<ChatListRow>(
    `select c.id as conversation, ${SUMMARY_COLUMNS},
            (select count(*) from messages u where u.conversation_id = c.id and u.read_at is null and u.sender_id <> $1)::int as unread,
            lm.kind as last_kind, lm.body as last_body, lm.created_at as last_sent_at, lm.sender_id as last_sender,
            lr.emoji as reaction_emoji, lr.member_id as reaction_by, lr.created_at as reaction_at, lr.kind as reaction_kind,
            lr.body as reaction_body
       from conversations c
       join members m on m.id = case when c.member_a = $1 then c.member_b else c.member_a end
       ${SUMMARY_JOINS}
       left join lateral (select x.kind, x.body, x.created_at, x.sender_id from messages x
                           where x.conversation_id = c.id order by x.id desc limit 1) lm on true
       left join lateral (select r.emoji, r.member_id, r.created_at, t.kind, t.body
                            from message_reactions r join messages t on t.id = r.message_id
                           where r.conversation_id = c.id order by r.created_at desc limit 1) lr on true
      where (c.member_a = $1 or c.member_b = $1) and ${CHAT_PARTNER} and ${notBlockedSql('m.id', '$1')}
      order by coalesce(c.last_message_at, c.created_at) desc, c.id desc
      limit ${CHATS_LIST_LIMIT}`,
    [memberId],
  );
  return rows;
}

/** The partner's summary of one conversation (for GET chat.php). */
export async function partnerSummary(db: Db, otherId: number): Promise<SummaryRow | null> {
  const { rows } = await db.query<SummaryRow>(`select ${SUMMARY_COLUMNS} from members m ${SUMMARY_JOINS} where m.id = $1`, [otherId]);
  return rows[0] ?? null;
}

/** Deletes conversations (messages go with them); answers what was deleted and the image and voice files to remove. */
export interface DeletedConversation {
  id: number;
  member_a: number;
  member_b: number;
}

export async function deleteConversations(
  db: Db,
  ids: readonly number[],
): Promise<{ deleted: DeletedConversation[]; imageFiles: string[] }> {
  if (ids.length === 0) return { deleted: [], imageFiles: [] };
  // Voice recordings live in the same private store as the images and go with them.
  const files = await db.query<{ image_file: string }>(
    `select image_file from messages where conversation_id = any($1::int[]) and image_file is not null
     union all
     select v.file from voice_messages v join messages x on x.id = v.message_id where x.conversation_id = any($1::int[])`,
    [[...ids]],
  );
  const { rows } = await db.query<DeletedConversation>(
    `delete from conversations where id = any($1::int[]) returning id, member_a, member_b`,
    [[...ids]],
  );
  return { deleted: rows, imageFiles: files.rows.map((row) => row.image_file) };
}

/** Conversation ids between two members (zero or one; a block and a delete by profile remove them). */
export async function conversationIdsBetween(db: Db, memberId: number, otherId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `select id from conversations where member_a = least($1::int, $2::int) and member_b = greatest($1::int, $2::int)
     for update`,
    [memberId, otherId],
  );
  return rows.map((row) => row.id);
}

/** Partners a member started a conversation with (free members may start CONVERSATION_START_LIMIT). */
export async function countConversationStarts(db: Db, memberId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(`select count(*) as count from conversation_starts where member_id = $1`, [memberId]);
  return rows[0]?.count ?? 0;
}

export async function hasStartedWith(db: Db, memberId: number, partnerId: number): Promise<boolean> {
  const { rows } = await db.query(`select 1 from conversation_starts where member_id = $1 and partner_id = $2`, [memberId, partnerId]);
  return rows.length > 0;
}

export async function recordConversationStart(db: Db, memberId: number, partnerId: number): Promise<void> {
  await db.query(`insert into conversation_starts (member_id, partner_id) values ($1, $2) on conflict do nothing`, [memberId, partnerId]);
}

/** What the chat needs to know of a member: may they send (status), premium, and their language. */
export interface ChatMemberState {
  id: number;
  status: string;
  paid_user: boolean;
  language: string;
}

export async function findChatMember(db: Db, memberId: number): Promise<ChatMemberState | null> {
  const { rows } = await db.query<ChatMemberState>(`select id, status, paid_user, language from members where id = $1`, [memberId], {
    name: 'chat-member',
    prepare: true,
  });
  return rows[0] ?? null;
}

/** A member a new conversation may be started with: shows up (not invisible either); block checked apart. */
export async function findStartablePartner(db: Db, memberId: number): Promise<ChatMemberState | null> {
  const { rows } = await db.query<ChatMemberState>(
    `select m.id, m.status, m.paid_user, m.language from members m where m.id = $1 and ${CHAT_PARTNER} and not m.invisible`,
    [memberId],
  );
  return rows[0] ?? null;
}
