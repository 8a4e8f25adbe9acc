import { Type, type Static } from 'typebox';
import { ReportKind } from './reports.ts';
import { ReportDecisionBody } from './moderation.ts';

/**
 * The fictional-profile queue under /api/moderation/: profiles members flagged as fictional or fake (report.php
 * with reason `fake_profile`, about the member or one of their photos), one item per profile with every open flag
 * on it. Whether a profile is made up is judged on the whole profile, not on one flag, so a decision answers all
 * of its open flags at once.
 */

/** One member's flag: what they reported (the profile or a photo) and their own words. */
export const FictionalFlag = Type.Object({
  /** The report's id. */
  id: Type.Integer(),
  kind: ReportKind,
  text: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  /** Kind photo: the flagged photo as the reporter saw it. */
  photo: Type.Union([Type.Object({ url: Type.String(), thumb: Type.String() }), Type.Null()]),
});
export type FictionalFlag = Static<typeof FictionalFlag>;

export const ModerationFictionalProfile = Type.Object({
  /** The flagged member's id: a decision names it. */
  id: Type.Integer(),
  name: Type.String(),
  about: Type.String(),
  age: Type.Integer(),
  /** When the account was made: a fake profile is often new. */
  member_since: Type.String({ format: 'date-time' }),
  /** The operator's own fictional profile, which already carries the site's warning. */
  fictional: Type.Boolean(),
  /** A moderator confirmed a selfie of this member. */
  verified: Type.Boolean(),
  /** The profile's photos now (approved and under inspection), the main one first. */
  photos: Type.Array(Type.Object({ url: Type.String(), thumb: Type.String() })),
  /** The open flags, oldest first. */
  flags: Type.Array(FictionalFlag),
  /** Open reports of any reason against this member, the flags included. */
  open_reports: Type.Integer(),
  suspended_until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  banned: Type.Boolean(),
});
export type ModerationFictionalProfile = Static<typeof ModerationFictionalProfile>;

export const ModerationFictionalProfilesResponse = Type.Object({ profiles: Type.Array(ModerationFictionalProfile) });
export type ModerationFictionalProfilesResponse = Static<typeof ModerationFictionalProfilesResponse>;

/** A decision on a flagged profile: the same choices as on a report (`id` is the member's id). */
export const FictionalProfileDecisionBody = ReportDecisionBody;
export type FictionalProfileDecisionBody = ReportDecisionBody;
