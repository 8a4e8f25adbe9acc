-- Prices follow the member, not the request: the site a member signed up on sets their message, photo and gift
-- prices, and the country whose bundles and prices they get is fixed when they sign up (price_country), whatever
-- they later type as profile country.
alter table members add column signup_site_id integer references site_config (id) on delete set null;
alter table members add column price_country char(2) references countries (code);
update members set price_country = country where price_country is null;

-- Every way a member is made (signup, seeds, imports) fixes the price country from the country at that moment.
create function members_fix_price_country() returns trigger language plpgsql as $$
begin
  new.price_country := coalesce(new.price_country, new.country);
  return new;
end $$;
create trigger members_fix_price_country before insert on members for each row execute function members_fix_price_country();
alter table members alter column price_country set not null;
