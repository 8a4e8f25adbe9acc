import type { MemberProfile } from '../api/contracts';
import { profileSummary } from './fixtures';

/**
 * Test-only: a member.php profile as a visitor first sees it (one photo, its main image, no text, nothing
 * liked or blocked, no related members), with `overrides` on top.
 */
export function memberProfile(id: number, name: string, overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    ...profileSummary(id, name),
    main_image: { match: `/media/members/${id}.jpg`, thumb: `/media/members/${id}-t.jpg` },
    fictional_warning: null,
    about: '',
    attributes: {},
    visible_profile_notes: false,
    photos: [],
    photos_total: 1,
    photos_locked: 0,
    viewer: 'visitor',
    liked: false,
    liked_by: false,
    match: false,
    blocked: false,
    related: [],
    ...overrides,
  };
}
