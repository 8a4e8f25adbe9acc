import type { OwnProfile } from '@dating/shared-kit';

/** Share of the signup steps' parts the profile holds: region, photo, about me, interests. */
export function profileCompleteness(profile: Pick<OwnProfile, 'region_id' | 'photos' | 'about' | 'interests'>): number {
  const parts = [profile.region_id !== null, profile.photos.length > 0, profile.about.trim() !== '', profile.interests.length > 0];
  return Math.round((100 * parts.filter(Boolean).length) / parts.length);
}
