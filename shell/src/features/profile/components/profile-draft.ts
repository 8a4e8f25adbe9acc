import type { OwnProfile, ProfileUpdate } from '@dating/shared-kit';

/** The editable part of the own profile, as the form holds it. */
export type ProfileDraft = Required<Pick<ProfileUpdate, 'name' | 'date_of_birth' | 'about' | 'interests' | 'country'>> &
  Pick<
    OwnProfile,
    'gender' | 'sexuality' | 'relationship_status' | 'hair_colour' | 'eye_colour' | 'body_type' | 'tattoos' | 'reason' | 'region_id'
  >;

export function draftOf(profile: OwnProfile): ProfileDraft {
  return {
    name: profile.name,
    date_of_birth: profile.date_of_birth,
    about: profile.about,
    gender: profile.gender,
    sexuality: profile.sexuality,
    relationship_status: profile.relationship_status,
    hair_colour: profile.hair_colour,
    eye_colour: profile.eye_colour,
    body_type: profile.body_type,
    tattoos: profile.tattoos,
    interests: profile.interests,
    reason: profile.reason,
    country: profile.country,
    region_id: profile.region_id,
  };
}
