-- 0007: quota events of the likes feature (swipe-game likes per day, auto-likes per member).
-- Counting rows of `likes` is not enough: an unlike or a block deletes the like, so a member could like,
-- unlike and like again past the swipe game's daily limit, or be auto-liked again after blocking the liker.
-- These rows are never deleted by those actions.
create table like_events (
  -- swipe: the member who swiped; auto: the member who received the auto-like.
  member_id integer not null references members (id) on delete cascade,
  -- swipe: the liked member; auto: the member recorded as the liker.
  profile_id integer not null references members (id) on delete cascade,
  kind text not null check (kind in ('swipe', 'auto')),
  created_at timestamptz not null default now()
);
create index like_events_by_member on like_events (member_id, kind, created_at desc);
