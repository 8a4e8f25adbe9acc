import type { Db } from '../db/db.ts';
import { CHAT_PARTNER } from './conversations.ts';
import { notBlockedSql } from './blocks.ts';

/** One conversation with messages unread for 24 hours, of a member who wants the reminder mail. */
export interface DueReminderRow {
  member_id: number;
  email: string;
  name: string;
  language: string;
  conversation: number;
  partner_name: string;
  /** The partner's newest message in the conversation now: the reminder covers everything up to it. */
  up_to_message_id: number;
}

/**
 * Conversations where the member has a message unread since before `cutoff` that no reminder covered yet,
 * for members with a confirmed, mailable address who did not turn the reminder off; partners who still
 * show up and are not blocked either way. Ordered by member, so one mail can list all of a member's chats.
 */
export async function findDueReminders(db: Db, cutoff: Date): Promise<DueReminderRow[]> {
  const { rows } = await db.query<DueReminderRow>(
    `select r.id as member_id, r.email, r.name, r.language, c.id as conversation, m.name as partner_name,
            (select max(x.id) from messages x where x.conversation_id = c.id and x.sender_id = m.id)::bigint as up_to_message_id
       from conversations c
       join members r on r.id in (c.member_a, c.member_b)
       join members m on m.id = case when c.member_a = r.id then c.member_b else c.member_a end
       left join chat_reminders cr on cr.member_id = r.id and cr.conversation_id = c.id
      where exists (select 1 from messages u
                     where u.conversation_id = c.id and u.sender_id = m.id and u.read_at is null
                       and u.created_at <= $1 and u.id > coalesce(cr.up_to_message_id, 0))
        and r.email is not null and r.status = 'active' and r.deleted_at is null and r.email_blocked is null
        and not ('unread_message_reminders' = any (r.notifications_disabled))
        and ${CHAT_PARTNER} and ${notBlockedSql('m.id', 'r.id')}
      order by r.id, c.last_message_at desc nulls last, c.id`,
    [cutoff],
  );
  return rows.map((row) => ({ ...row, up_to_message_id: Number(row.up_to_message_id) }));
}

/** Remembers that the member was mailed about the conversation up to this message. */
export async function recordReminder(db: Db, memberId: number, conversation: number, upToMessageId: number, at: Date): Promise<void> {
  await db.query(
    `insert into chat_reminders (member_id, conversation_id, up_to_message_id, mailed_at) values ($1, $2, $3, $4)
     on conflict (member_id, conversation_id) do update set up_to_message_id = excluded.up_to_message_id, mailed_at = excluded.mailed_at`,
    [memberId, conversation, upToMessageId, at],
  );
}
