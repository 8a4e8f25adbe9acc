-- 0090: reactions on messages. A member keeps at most one emoji on a message (another emoji replaces it, the
-- same one again removes it); reactions are free, so nothing here touches the ledger. The conversation is kept
-- on the row so the chat list finds a conversation's newest reaction without walking its messages.
create table message_reactions (
  message_id bigint not null references messages (id) on delete cascade,
  member_id integer not null references members (id) on delete cascade,
  conversation_id integer not null references conversations (id) on delete cascade,
  emoji text not null check (emoji in ('❤️', '😂', '😮', '😢', '👍')),
  created_at timestamptz not null default now(),
  primary key (message_id, member_id)
);
-- The chat list's "reacted ❤️ to …" preview: a conversation's newest reaction.
create index message_reactions_by_conversation on message_reactions (conversation_id, created_at desc);
