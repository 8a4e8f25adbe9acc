-- 0075: what a spend paid for when it is no message. A super like names the profile it went to (the credit
-- statement links to it); a spend carries the client's id, so a retried request finds the spend it made
-- instead of paying twice (the unique index settles two retries racing each other).
alter table credit_ledger add column profile_id integer references members (id) on delete set null;
alter table credit_ledger add column client_id text;
create unique index credit_ledger_client_id on credit_ledger (member_id, client_id) where client_id is not null;
