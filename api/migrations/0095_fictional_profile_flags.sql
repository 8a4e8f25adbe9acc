-- 0095: members flag a profile as fictional (report.php with reason 'fake_profile', about the member or one of
-- their photos). Those reports are judged per profile in their own queue, not one by one among the other
-- reports: a moderator decides on the profile once, for every flag on it, audited as subject 'fictional_profile'
-- (the subject id is the member's id).

alter table moderation_decisions drop constraint moderation_decisions_subject_kind_check;
alter table moderation_decisions add constraint moderation_decisions_subject_kind_check
  check (subject_kind in ('photo', 'report', 'verification', 'message_flag', 'fictional_profile'));

-- The fictional-profile queue reads open flags per flagged member; the reports queue leaves them out.
create index reports_open_fictional on reports (reported_id, created_at) where status = 'open' and reason = 'fake_profile';
