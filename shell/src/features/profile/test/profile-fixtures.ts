import type { OwnPhoto, OwnProfile } from '@dating/shared-kit';

export const photo = (id: number, status: OwnPhoto['status'], isMain = false): OwnPhoto => ({
  id,
  url: `/media/members/7/${id}.jpg`,
  thumb: `/media/members/7/${id}-thumb.jpg`,
  status,
  is_main: isMain,
});

export function ownProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: 7,
    name: 'Sanne',
    email: 'sanne@example.com',
    date_of_birth: '1990-04-12',
    age: 34,
    about: 'Ik hou van fietsen.',
    gender: 'female',
    sexuality: 'hetero',
    relationship_status: 'single',
    hair_colour: 'blond',
    eye_colour: null,
    body_type: null,
    tattoos: null,
    interests: ['biking'],
    reason: 'relationship',
    country: 'NL',
    region_id: 3,
    region: 'Utrecht',
    status: 'active',
    paid_user: false,
    photo_limit: 3,
    photos: [photo(11, 'active', true), photo(12, 'inspection'), photo(13, 'rejected')],
    ...overrides,
  };
}

export const coreReplies = {
  'GET settings.php': { body: { name: 'Datingsite', countries: ['NL', 'BE'], locales: {} } },
  'GET interests.php': {
    body: {
      interests: [
        { id: 1, slug: 'biking' },
        { id: 2, slug: 'cooking' },
        { id: 3, slug: 'wine' },
      ],
    },
  },
  'GET regions.php': (request: Request) => {
    const country = new URL(request.url).searchParams.get('country');
    const regions =
      country === 'BE'
        ? [{ id: 20, country: 'BE', name: 'Antwerpen', slug: 'antwerpen', lat: 51.2, lon: 4.4 }]
        : [
            { id: 3, country: 'NL', name: 'Utrecht', slug: 'utrecht', lat: 52.1, lon: 5.1 },
            { id: 4, country: 'NL', name: 'Noord-Holland', slug: 'noord-holland', lat: 52.5, lon: 4.8 },
          ];
    return { body: { regions } };
  },
  'GET user.php': { body: { user: null } },
};
