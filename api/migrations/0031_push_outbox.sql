-- 0031: web pushes leave through a queue kept in the database (the outbox), like mails (0030): the cause only
-- records one row per subscription; a drainer posts it to the push service, retrying with backoff until the
-- service takes it, the subscription turns out gone (404/410: the subscription is deleted, and its rows with it),
-- or the push is too old to matter (expires_at, the TTL the push service is given).
-- next_attempt_at is also the claim: a drainer that takes a row moves it a lease ahead (FOR UPDATE SKIP LOCKED),
-- so two drainers never post the same row while one is still at it.

create table push_outbox (
  id bigint generated always as identity primary key,
  subscription_id bigint not null references push_subscriptions (id) on delete cascade,
  -- The member the push is for: a browser's subscription can move to another member (same endpoint, other
  -- login); a queued push then stays undelivered rather than showing one member's message to another.
  member_id integer not null,
  -- The PushMessage (title, body, url, kind) the service worker shows.
  message jsonb not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  expires_at timestamptz not null,
  sent_at timestamptz,
  -- Given up without sending: expired, the endpoint no longer a public host, or a refusal no retry can fix.
  dropped_at timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);

create index push_outbox_due on push_outbox (next_attempt_at) where sent_at is null and dropped_at is null;
create index push_outbox_by_subscription on push_outbox (subscription_id);
