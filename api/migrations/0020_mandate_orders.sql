-- Direct debit: a mandate makes at most one order, and exactly one request opens that order's payment at the
-- provider (a second payment on the same mandate would draw the money twice). The confirmation that places the
-- order claims the opening; a retry may take over only a claim older than a minute (the first request failed
-- or died) and only while the order has no payment yet.
alter table direct_debit_mandates add column payment_claimed_at timestamptz;
create unique index orders_one_per_mandate on orders (mandate_id) where mandate_id is not null;
