import type { MemberProfile, ProfileSummary } from '@dating/shared-kit';

/** Test-only: a member.php profile, Anna (30) with 5 photos, seen by a visitor unless overridden. */
export function profileFixture(overrides: Partial<MemberProfile> = {}): MemberProfile {
  const photos = Array.from({ length: 5 }, (_, index) => ({
    id: 100 + index,
    url: `/media/members/1-${index}.jpg`,
    thumb: `/media/members/1-${index}-t.jpg`,
    is_main: index === 0,
  }));
  const shown = overrides.viewer === 'premium' || overrides.viewer === 'self' ? 5 : overrides.viewer === 'free' ? 3 : 1;
  return {
    id: 1,
    name: 'Anna',
    age: 30,
    country: 'NL',
    region: 'Utrecht',
    fictional: false,
    fictional_warning: null,
    about: '<b>Hoi</b>, ik ben Anna.\nIk hou van wandelen.',
    attributes: { sexuality: 'hetero', hair_colour: 'red', eye_colour: null, body_type: 'athletic', interests: ['wine', 'hiking'] },
    visible_profile_notes: true,
    main_image: { match: photos[0]!.url, thumb: photos[0]!.thumb },
    photos: photos.slice(0, shown),
    photos_total: 5,
    photos_locked: 5 - shown,
    viewer: 'visitor',
    liked: false,
    liked_by: false,
    match: false,
    blocked: false,
    related: [relatedFixture(2, 'Bea'), relatedFixture(3, 'Cleo')],
    ...overrides,
  };
}

export function relatedFixture(id: number, name: string, fictional = false): ProfileSummary {
  return {
    id,
    name,
    age: 31,
    country: 'NL',
    region: null,
    fictional,
    main_image: { match: `/media/members/${id}.jpg`, thumb: `/media/members/${id}-t.jpg` },
  };
}
