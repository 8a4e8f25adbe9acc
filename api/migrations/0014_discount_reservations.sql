-- 0014: a discount is reserved when its order is created, not when the order is paid. The row in
-- discount_redemptions is written in the transaction that inserts the order, so the unique indexes of 0012
-- refuse a second open order with a single-use code (anyone's) or a once-per-member code (the member's).
-- redeemed_at stays null while the order is open or pending; paying the order sets it, and an order that
-- fails, is canceled or expires deletes its reservation, which frees the code again.

alter table discount_redemptions alter column redeemed_at drop not null;
alter table discount_redemptions alter column redeemed_at drop default;
alter table discount_redemptions add column reserved_at timestamptz not null default now();
-- One discount per order: a replayed payment or a second reservation for the same order is refused.
create unique index discount_redemptions_one_per_order on discount_redemptions (order_id);

-- First-purchase discounts (the welcome code and the time bonus) are for members who never paid, and a
-- member gets one of them once: one live row per member, reserved or redeemed, across both codes. Rows
-- written before this migration are left out (false): their members are paid members already.
alter table discount_redemptions add column first_purchase boolean not null default false;
create unique index discount_redemptions_first_purchase on discount_redemptions (member_id) where first_purchase;
