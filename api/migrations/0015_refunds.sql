-- 0015: refunds and chargebacks take back the credits a payment bought. The provider reports how much of a
-- payment was refunded and charged back; the order keeps what was last seen and how many credits were taken
-- back already, so a repeated webhook takes nothing twice. The balance may go below zero (credits already
-- spent on messages cannot be unsent): a negative balance pays for nothing until it is topped up.

alter table members drop constraint members_credits_check;

alter table orders add column amount_refunded integer not null default 0 check (amount_refunded >= 0);
alter table orders add column amount_charged_back integer not null default 0 check (amount_charged_back >= 0);
alter table orders add column credits_reversed integer not null default 0 check (credits_reversed >= 0 and credits_reversed <= credits);

-- A purchase is still one ledger row per order; its reversals are further rows of the same order (a partial
-- refund, then a chargeback of the rest), so the one-row-per-order index becomes one purchase per order.
drop index credit_ledger_one_per_order;
create unique index credit_ledger_one_purchase_per_order on credit_ledger (order_id) where order_id is not null and reason = 'purchase';

-- The sandbox provider's side of it (Mollie reports amountRefunded and amountChargedBack on the payment).
alter table sandbox_payments add column amount_refunded integer not null default 0;
alter table sandbox_payments add column amount_charged_back integer not null default 0;
