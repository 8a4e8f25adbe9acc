-- One row per address counts login attempts in a window, so one upsert can count and check an attempt
-- atomically before the password is verified (rows per failure let a parallel burst check 30+ passwords).
create table login_attempts (
  email_key text primary key,
  window_start timestamptz not null,
  attempts integer not null,
  locked_until timestamptz
);

drop table login_failures;
drop table login_locks;
