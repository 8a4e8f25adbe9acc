import type { Db } from '../../db/db.ts';
import { PROFILE_ATTRIBUTES } from '../../contracts/vocabulary/profile-attributes.ts';
import {
  FREE_PHOTO_LIMIT,
  RELATED_AGE_SPREAD,
  RELATED_PROFILE_LIMIT,
  VISITOR_PHOTO_LIMIT,
  type MemberProfile,
  type MemberProfileAttributes,
  type ProfileViewer,
} from '../../contracts/member-profile.ts';
import type { StoredSiteSettings } from '../../contracts/settings.ts';
import {
  findProfileMember,
  findRelatedMembers,
  findRelation,
  listActivePhotos,
  listInterestSlugs,
  type ProfileMemberRow,
  type Relation,
} from '../../repositories/member-profile.ts';
import { markLikeSeen } from '../../repositories/likes.ts';
import { profileSummary } from '../member-search.ts';

export type ProfileSettings = Pick<
  StoredSiteSettings,
  'cdn_prefix' | 'visible_profile_fields' | 'visible_profile_notes' | 'fictional_warning'
>;

export interface BuildProfileInput {
  id: number;
  viewerId: number | null;
  settings: ProfileSettings;
}

/** The single-valued attributes settings.visible_profile_fields may name. */
const ATTRIBUTE_FIELDS = PROFILE_ATTRIBUTES satisfies readonly (keyof MemberProfileAttributes & keyof ProfileMemberRow)[];

const NO_RELATION: Relation = { liked: false, liked_by: false, blocked_by_me: false, blocked_me: false };

/**
 * The profile of member `id` as `viewerId` may see it, or null when it must look like it does not exist:
 * unknown, deleted, not findable (invisible, disabled, leaving) unless it is the viewer's own, or the member
 * blocked the viewer. A member the viewer blocked comes back stripped, so the page can offer "unblock".
 */
export async function buildMemberProfile(db: Db, input: BuildProfileInput): Promise<MemberProfile | null> {
  const { id, viewerId, settings } = input;
  const own = viewerId === id;
  const member = await findProfileMember(db, id);
  if (!member || member.deleted || (!member.findable && !own)) return null;

  const relation = viewerId !== null && !own ? await findRelation(db, viewerId, id) : NO_RELATION;
  if (relation.blocked_me) return null;
  const viewer = await viewerKind(db, viewerId, own);
  const base = {
    id: member.id,
    name: member.name,
    age: member.age,
    country: member.country,
    region: member.region,
    fictional: member.fictional,
    verified: member.verified,
    fictional_warning: member.fictional ? settings.fictional_warning.singular : null,
    visible_profile_notes: settings.visible_profile_notes,
    viewer,
    liked: relation.liked,
    liked_by: relation.liked_by,
    match: relation.liked && relation.liked_by,
    blocked: relation.blocked_by_me,
  };
  if (relation.blocked_by_me) {
    return { ...base, about: '', attributes: {}, main_image: null, photos: [], photos_total: 0, photos_locked: 0, related: [] };
  }

  // Opening a liked-by profile clears its new-like flag.
  if (viewerId !== null && relation.liked_by) await markLikeSeen(db, viewerId, id);

  const visible = new Set(settings.visible_profile_fields);
  const [photos, interests, related] = await Promise.all([
    listActivePhotos(db, id),
    visible.has('interests') ? listInterestSlugs(db, id) : Promise.resolve(null),
    findRelatedMembers(db, {
      memberId: id,
      gender: member.gender,
      country: member.country,
      birthdate: member.birthdate,
      viewerId,
      ageSpread: RELATED_AGE_SPREAD,
      limit: RELATED_PROFILE_LIMIT,
    }),
  ]);

  const attributes: MemberProfileAttributes = {};
  for (const field of ATTRIBUTE_FIELDS) if (visible.has(field)) attributes[field] = member[field];
  if (interests) attributes.interests = interests;

  const shown = photos.slice(0, photoLimit(viewer));
  const cdn = settings.cdn_prefix;
  return {
    ...base,
    about: visible.has('about') ? member.about : '',
    attributes,
    main_image:
      member.filename && member.thumb_filename ? { match: `${cdn}${member.filename}`, thumb: `${cdn}${member.thumb_filename}` } : null,
    photos: shown.map((photo) => ({
      id: photo.id,
      url: `${cdn}${photo.filename}`,
      thumb: `${cdn}${photo.thumb_filename}`,
      is_main: photo.is_main,
    })),
    photos_total: photos.length,
    photos_locked: photos.length - shown.length,
    related: related.map((row) => profileSummary(row, cdn)),
  };
}

async function viewerKind(db: Db, viewerId: number | null, own: boolean): Promise<ProfileViewer> {
  if (viewerId === null) return 'visitor';
  if (own) return 'self';
  const viewer = await findProfileMember(db, viewerId);
  return viewer?.paid_user ? 'premium' : 'free';
}

/** Login is required to see more photos; premium members get all of them. */
export function photoLimit(viewer: ProfileViewer): number {
  if (viewer === 'visitor') return VISITOR_PHOTO_LIMIT;
  if (viewer === 'free') return FREE_PHOTO_LIMIT;
  return Number.POSITIVE_INFINITY;
}
