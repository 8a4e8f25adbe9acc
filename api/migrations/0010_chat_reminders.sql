-- 0010: the daily reminder of chat messages unread for 24 hours (notification kind unread_message_reminders).
-- One row per member and conversation: the newest message of the partner when the reminder went out. A
-- conversation is mailed about once per unread spell: only a message newer than that, itself unread for
-- 24 hours, brings another reminder.
create table chat_reminders (
  member_id integer not null references members (id) on delete cascade,
  conversation_id integer not null references conversations (id) on delete cascade,
  up_to_message_id bigint not null,
  mailed_at timestamptz not null default now(),
  primary key (member_id, conversation_id)
);
