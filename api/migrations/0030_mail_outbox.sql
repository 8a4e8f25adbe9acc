-- 0030: mails leave through a queue kept in the database (the outbox), so a mail survives SMTP being away:
-- the request that causes it only records it; a drainer sends it, retrying with backoff until SMTP takes it.
-- next_attempt_at is also the claim: a drainer that takes a row moves it a lease ahead (FOR UPDATE SKIP
-- LOCKED), so two drainers never send the same row while one is still at it.

create table mail_outbox (
  id bigint generated always as identity primary key,
  -- The MailMessage (to, subject, text, html, from, headers) as the code asked to send it.
  message jsonb not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);

create index mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null;
