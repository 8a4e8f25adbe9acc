import type { Db } from '../../db/db.ts';
import type { ModerationFictionalProfile, ModerationFictionalProfilesResponse } from '../../contracts/fictional-profiles.ts';
import {
  closeFictionalFlags,
  listFlaggedProfiles,
  listOpenFictionalFlags,
  listProfilePhotos,
  lockOpenFictionalFlags,
} from '../../repositories/fictional-profiles.ts';
import { QUEUE_PAGE, type MemberDecisionSubject } from './moderation-service.ts';

/**
 * Profiles members flagged as fictional, one item per profile with all its open flags, its photos as they are
 * now (a fake profile is judged on the whole of it, and its photos may have changed since the flag) and the
 * reporters' words. The reporters themselves are not named: the queue needs what they saw, not who they are.
 */
export async function fictionalProfileQueue(db: Db, now: Date, cdnPrefix: string): Promise<ModerationFictionalProfilesResponse> {
  const rows = await listFlaggedProfiles(db, now, QUEUE_PAGE);
  const ids = rows.map((row) => row.id);
  const [flags, photos] = await Promise.all([listOpenFictionalFlags(db, ids), listProfilePhotos(db, ids)]);
  const profiles = rows.map(
    (row): ModerationFictionalProfile => ({
      id: row.id,
      name: row.name,
      about: row.about,
      age: row.age,
      member_since: row.member_since.toISOString(),
      fictional: row.fictional,
      verified: row.verified,
      photos: photos
        .filter((photo) => photo.member_id === row.id)
        .map((photo) => ({ url: cdnPrefix + photo.filename, thumb: cdnPrefix + photo.thumb_filename })),
      flags: flags
        .filter((flag) => flag.reported_id === row.id)
        .map((flag) => ({
          id: flag.id,
          kind: flag.kind,
          text: flag.text,
          created_at: flag.created_at.toISOString(),
          photo: flag.photo,
        })),
      open_reports: row.open_reports,
      suspended_until: row.suspended_until?.toISOString() ?? null,
      banned: row.banned,
    }),
  );
  return { profiles };
}

/**
 * Flagged profiles: dismiss and warn close every open flag on the profile; suspend and ban sanction the member and
 * close all their open reports and flags (as from the reports queue). The audit row's subject is the member's id.
 */
export const FICTIONAL_PROFILE_DECISIONS: MemberDecisionSubject = {
  kind: 'fictional_profile',
  async lock(tx, id) {
    const memberId = await lockOpenFictionalFlags(tx, id);
    return memberId === null ? null : { memberId, subjectId: memberId };
  },
  close: (tx, profile, { action, now }) => closeFictionalFlags(tx, profile.memberId, action === 'dismiss' ? 'dismissed' : 'actioned', now),
};
