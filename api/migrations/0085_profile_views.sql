-- 0085: who viewed me. One row per viewed member, viewer and day (Europe/Amsterdam), holding the day's latest
-- view: a member who opens a profile ten times a day costs one row, and a boost can still count views by time.
create table profile_views (
  viewed_id integer not null references members (id) on delete cascade,
  viewer_id integer not null references members (id) on delete cascade,
  day date not null,
  viewed_at timestamptz not null,
  primary key (viewed_id, viewer_id, day),
  check (viewed_id <> viewer_id)
);
-- The visitors tab (newest first) and countProfileViews(member, since) read a member's views by time.
create index profile_views_recent on profile_views (viewed_id, viewed_at desc);

-- A new notification kind, visitors: the CHECK of 0004 keeps typos out of the list, so it learns the new kind.
alter table members drop constraint members_notifications_disabled_check;
alter table members add constraint members_notifications_disabled_check
  check (notifications_disabled <@ array['new_conversations', 'new_messages', 'like', 'unread_message_reminders',
                                         'promotions', 'weekly_updates', 'news', 'reminders', 'visitors']::text[]);
