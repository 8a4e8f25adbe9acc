-- 0096: a boost's views are counted from profile_views, the one record of who opened a profile, instead of a
-- second list of viewers on the boost row (written beside it on every profile view during a boost).
-- A profile_views row holds a pair's views of one day; with only the day's latest view a boost could not tell a
-- viewer who opened the profile during the boost and again after it from one who came only after it. The day's
-- first view says so: the pair viewed during a window when its first view is before the end and its latest view
-- is at or after the start.
alter table profile_views add column first_viewed_at timestamptz;
update profile_views set first_viewed_at = viewed_at;
alter table profile_views alter column first_viewed_at set not null;

alter table boosts drop column viewer_ids;
