-- 0005: likes, matches (two likes in opposite directions), blocks and swipe-game passes.
-- A match is not stored: it is the pair (a likes b, b likes a), so unliking ends it without a second write.

create table likes (
  liker_id integer not null references members (id) on delete cascade,
  liked_id integer not null references members (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- A received like stays new until the liked member opens the liker's profile.
  is_new boolean not null default true,
  -- Where the like came from: the swipe game counts its own likes per day (4 per day).
  source text not null default 'profile' check (source in ('profile', 'swipe', 'match_finder', 'auto', 'likes')),
  primary key (liker_id, liked_id),
  check (liker_id <> liked_id)
);
-- "Who liked me" (newest first) and the new-likes badge count.
create index likes_received on likes (liked_id, created_at desc);
create index likes_received_new on likes (liked_id) where is_new;
-- Swipe-game likes of one member today.
create index likes_swipes_by_day on likes (liker_id, created_at) where source = 'swipe';

create table blocks (
  blocker_id integer not null references members (id) on delete cascade,
  blocked_id integer not null references members (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  check (blocker_id <> blocked_id)
);
-- Blocks hide both ways, so lookups run from either side.
create index blocks_by_blocked on blocks (blocked_id, blocker_id);

-- Profiles passed in the swipe game, so the game does not show them again.
create table swipe_passes (
  member_id integer not null references members (id) on delete cascade,
  profile_id integer not null references members (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (member_id, profile_id)
);
