-- 0002: indexes for GET /api/members.php.
-- A member is findable when not invisible, not deleted and active or not yet confirmed. The 0001 search
-- indexes only knew the first two conditions, so every count had to visit the heap to check status; and
-- members_search_recent (last_active_at desc, nulls first, no tie-break) could not serve the deterministic
-- order "last_active_at desc nulls last, id desc". Same names, findable predicate, plus one index that
-- walks a gender+country in page order. The predicate text must match the repository's FINDABLE exactly.
drop index members_search_country;
drop index members_search_region;
drop index members_search_recent;

-- Counts and age-range lookups per gender+country (index-only once the visibility map is set).
create index members_search_country on members (gender, country, birthdate)
  where not invisible and deleted_at is null and status in ('active', 'not_confirmed');
-- Region searches.
create index members_search_region on members (region_id, gender, birthdate)
  where not invisible and deleted_at is null and status in ('active', 'not_confirmed');
-- Unfiltered (or gender-only) pages in page order, deep pages included.
create index members_search_recent on members (last_active_at desc nulls last, id desc)
  where not invisible and deleted_at is null and status in ('active', 'not_confirmed');
-- The common page: gender + country (+ age, filtered while walking) in page order, stops after one page.
create index members_search_country_recent on members (gender, country, last_active_at desc nulls last, id desc)
  where not invisible and deleted_at is null and status in ('active', 'not_confirmed');
