-- 0100: pictures wait for the picture classifier and the face check in a queue kept in the database, like the
-- mail and push outboxes: an upload or a chat image only records a row in its own transaction and answers; a
-- drainer in each API process claims due rows (FOR UPDATE SKIP LOCKED, next_attempt_at moved a lease ahead, so two
-- instances never check the same picture while one is at it), hands the picture to the low-priority checker
-- process and records the verdict. A checker that crashed or is absent only delays the row: it is tried again
-- after the lease or the backoff. A checked row is deleted (the verdict lives on the photo, message or attempt);
-- one given up after its tries keeps dropped_at and last_error for the operator.

create table media_checks (
  id bigint generated always as identity primary key,
  -- photo: photos.id (explicit?); chat_image: messages.id (explicit?); selfie: verification_attempts.id (face match).
  kind text not null check (kind in ('photo', 'chat_image', 'selfie')),
  subject_id bigint not null,
  attempts integer not null default 0,
  -- Whole milliseconds, as the API's clock has them: a drainer nudged right after the insert compares its own
  -- (millisecond) time with this, and a microsecond default would leave the row not yet due until the next poll.
  next_attempt_at timestamptz not null default date_trunc('milliseconds', now()),
  dropped_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  unique (kind, subject_id)
);

create index media_checks_due on media_checks (next_attempt_at) where dropped_at is null;

-- Image messages sent before this queue existed have no verdict: they are queued here, so each is checked once.
-- Until its check, with a classifier running, such an image reaches its receiver blurred like any unchecked one.
insert into media_checks (kind, subject_id)
select 'chat_image', id from messages where kind = 'image' and image_explicit is null;
