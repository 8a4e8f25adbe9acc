import type { OwnProfile } from '@dating/shared-kit';

/** A new member's own profile (profile.php) as the signup steps see it. */
export function ownProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: 7,
    name: 'Linda',
    email: 'linda@example.com',
    date_of_birth: '1990-02-14',
    age: 34,
    about: '',
    gender: 'female',
    sexuality: 'hetero',
    relationship_status: null,
    hair_colour: null,
    eye_colour: null,
    body_type: null,
    tattoos: null,
    interests: [],
    reason: null,
    country: 'NL',
    region_id: null,
    region: null,
    status: 'not_confirmed',
    paid_user: false,
    photo_limit: 3,
    photos: [],
    ...overrides,
  };
}
