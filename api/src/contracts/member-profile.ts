import { Type, type Static } from 'typebox';
import { RowId } from './common.ts';
import { MemberBasics, ProfileImage, ProfileSummary } from './members.ts';

/**
 * The member profile view and the match finder.
 * GET /api/member.php?id= and GET /api/match-finder.php.
 */

export const MemberProfileQuery = Type.Object({ id: RowId() });
export type MemberProfileQuery = Static<typeof MemberProfileQuery>;

/** Photos a visitor sees (main only), a free member sees (up to 3) before the rest is premium-only. */
export const VISITOR_PHOTO_LIMIT = 1;
export const FREE_PHOTO_LIMIT = 3;
/** Similar profiles under a profile. */
export const RELATED_PROFILE_LIMIT = 6;
/** Years either side of the profile's age that still count as "close" for related profiles. */
export const RELATED_AGE_SPREAD = 5;

/** One active photo; paths prefixed with settings.cdn_prefix. */
export const MemberProfilePhoto = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  thumb: Type.String(),
  is_main: Type.Boolean(),
});
export type MemberProfilePhoto = Static<typeof MemberProfilePhoto>;

const Attribute = Type.Union([Type.String(), Type.Null()]);

/**
 * Only the attributes named in settings.visible_profile_fields are present (a missing key means "not shown
 * on this site", null means "the member did not fill it in"). Values are slugs of profile-attributes.ts,
 * interests are interest slugs in display order; front ends translate both.
 */
export const MemberProfileAttributes = Type.Object({
  gender: Type.Optional(Attribute),
  sexuality: Type.Optional(Attribute),
  relationship_status: Type.Optional(Attribute),
  hair_colour: Type.Optional(Attribute),
  eye_colour: Type.Optional(Attribute),
  body_type: Type.Optional(Attribute),
  tattoos: Type.Optional(Attribute),
  reason: Type.Optional(Attribute),
  interests: Type.Optional(Type.Array(Type.String())),
});
export type MemberProfileAttributes = Static<typeof MemberProfileAttributes>;

/** Who is looking: decides how many photos are sent and which buttons the page offers. */
export const ProfileViewer = Type.Union([Type.Literal('visitor'), Type.Literal('free'), Type.Literal('premium'), Type.Literal('self')]);
export type ProfileViewer = Static<typeof ProfileViewer>;

export const MemberProfile = Type.Object({
  ...MemberBasics.properties,
  /** settings.fictional_warning.singular for a fictional profile, else null (operator text, site language). */
  fictional_warning: Type.Union([Type.String(), Type.Null()]),
  /** Plain text written by the member; never HTML. Empty when 'about' is not a visible field. */
  about: Type.String(),
  attributes: MemberProfileAttributes,
  /** settings.visible_profile_notes: whether the page shows its explanatory note under the fields. */
  visible_profile_notes: Type.Boolean(),
  main_image: Type.Union([ProfileImage, Type.Null()]),
  /** The active photos this viewer may see, main photo first. */
  photos: Type.Array(MemberProfilePhoto),
  /** All active photos of the member. */
  photos_total: Type.Integer({ minimum: 0 }),
  /** photos_total minus photos: what premium would show ("more photos for premium"). */
  photos_locked: Type.Integer({ minimum: 0 }),
  viewer: ProfileViewer,
  /** I like them. */
  liked: Type.Boolean(),
  /** They like me. */
  liked_by: Type.Boolean(),
  /** Both. */
  match: Type.Boolean(),
  /**
   * I blocked them. Such a profile is sent stripped (no photos, about, attributes or related) so the page can
   * offer "unblock"; a member who blocked me is a 404.
   */
  blocked: Type.Boolean(),
  related: Type.Array(ProfileSummary),
});
export type MemberProfile = Static<typeof MemberProfile>;

export const MemberProfileResponse = Type.Object({ profile: MemberProfile });
export type MemberProfileResponse = Static<typeof MemberProfileResponse>;

/** How many matches the match finder proposes at once. */
export const MATCH_FINDER_LIMIT = 8;
/** Years either side of the member's own age. */
export const MATCH_FINDER_AGE_SPREAD = 7;

/** GET /api/match-finder.php: good matches for the logged-in member (see README "Match finder"). */
export const MatchFinderResponse = Type.Object({ profiles: Type.Array(ProfileSummary) });
export type MatchFinderResponse = Static<typeof MatchFinderResponse>;
