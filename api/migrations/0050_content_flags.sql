-- 0050: what the site's own checks flag in members' content, for the moderators' queues.
-- Chat texts with insulting words that the sender sent anyway (after the "are you sure?" warning), chat
-- images and profile photos the picture classifier found explicit. Rows are facts for a moderator to review;
-- reviewed_at/reviewed_by are left for the moderation console to fill.

-- The classifier's verdict on an image message: null until classified (or when no classifier ran), true when
-- explicit (the receiver sees it blurred until they choose to see it), false when it looked fine.
alter table messages add column image_explicit boolean;

create table message_flags (
  message_id bigint primary key references messages (id) on delete cascade,
  -- 'words': insulting/harassing words the sender confirmed; 'explicit_image': the classifier's verdict.
  reason text not null check (reason in ('words', 'explicit_image')),
  -- The matched words as written ('words'), or the classifier's class scores ('explicit_image').
  details jsonb not null default '{}',
  created_at timestamptz not null default now(),
  reviewed_at timestamptz,
  reviewed_by integer references members (id) on delete set null
);
-- The moderators' queue: unreviewed flags, oldest first.
create index message_flags_open on message_flags (created_at) where reviewed_at is null;

create table photo_flags (
  photo_id integer primary key references photos (id) on delete cascade,
  reason text not null check (reason in ('explicit_image')),
  details jsonb not null default '{}',
  created_at timestamptz not null default now(),
  reviewed_at timestamptz,
  reviewed_by integer references members (id) on delete set null
);
create index photo_flags_open on photo_flags (created_at) where reviewed_at is null;
