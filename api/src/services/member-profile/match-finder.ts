import type { Db } from '../../db/db.ts';
import { MATCH_FINDER_AGE_SPREAD, MATCH_FINDER_LIMIT } from '../../contracts/member-profile.ts';
import type { Gender } from '../../contracts/members.ts';
import type { ProfileSummary } from '../../contracts/members.ts';
import { findMatchCandidates, findProfileMember } from '../../repositories/member-profile.ts';
import { profileSummary } from '../member-search.ts';

/** Which genders a member looks for, read from their sexuality (the profile has no separate looking-for). */
export function wantedGenders(gender: Gender, sexuality: string): Gender[] {
  if (sexuality === 'bi') return ['female', 'male'];
  if (sexuality === 'gay' || sexuality === 'lesbian') return [gender];
  return [gender === 'male' ? 'female' : 'male'];
}

/** A handful of good matches for the member, or null when the member does not exist. */
export async function findMatches(db: Db, memberId: number, cdnPrefix: string): Promise<ProfileSummary[] | null> {
  const member = await findProfileMember(db, memberId);
  if (!member || member.deleted) return null;
  const rows = await findMatchCandidates(db, {
    viewerId: memberId,
    viewerGender: member.gender,
    wantedGenders: wantedGenders(member.gender, member.sexuality),
    country: member.country,
    birthdate: member.birthdate,
    ageSpread: MATCH_FINDER_AGE_SPREAD,
    limit: MATCH_FINDER_LIMIT,
  });
  return rows.map((row) => profileSummary(row, cdnPrefix));
}
