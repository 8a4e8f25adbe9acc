import type { OwnProfile } from '@dating/shared-kit';

/** Steps 1-4 in order; `done` once every step has something. */
export type ResumeStep = 1 | 2 | 3 | 4 | 'done';

/**
 * The first unfinished step of a logged-in member, from what the profile holds: a region (1), a photo (2),
 * an about-me text (3), then push (4) unless this browser already allowed notifications or cannot have them.
 */
export function resumeStep(
  profile: Pick<OwnProfile, 'region_id' | 'photos' | 'about'>,
  pushPermission: NotificationPermission | 'unsupported',
): ResumeStep {
  if (profile.region_id === null) return 1;
  if (profile.photos.length === 0) return 2;
  if (!profile.about.trim()) return 3;
  if (pushPermission === 'default') return 4;
  return 'done';
}

export function currentPushPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}
