// Types only: the gateway (Node) reads this table and must not load the kit's React parts.
import type { LayoutName } from '@dating/shared-kit';

/** One route the shell renders itself: its id (the spec's route name), path and layout. */
export interface ShellRoute {
  id: string;
  path: string;
  layout: LayoutName;
}

export const staticPageNames = ['terms', 'privacy', 'cookies', 'ban', 'faq', 'return-policy', 'service'] as const;

const route = (id: string, path: string, layout: LayoutName = 'default'): ShellRoute => ({ id, path, layout });

/**
 * The routes of the shell's own screens. The remotes' route families are not listed here: the shell knows
 * only their prefixes, ids and layouts (shared-kit's route contract) and mounts each remote's `./routes`.
 */
export const shellRoutes: readonly ShellRoute[] = [
  route('index', '/'),
  route('login', '/login'),
  route('reset-password', '/reset-password'),
  route('reset-password-do', '/reset-password/do'),
  route('mail-change-do', '/mail-change/do'),
  route('profile', '/profile'),
  route('notifications', '/notifications'),
  // The spec references a route named settings: the notification settings under a second name.
  route('settings', '/settings'),
  route('lang-config', '/lang-config'),
  route('complaints', '/complaints'),
  // The moderators' console (features/moderation); the API refuses its calls to everyone else.
  route('moderation', '/moderation'),
  // The member's selfie verification (features/verification), linked from their own profile.
  route('verification', '/verification'),
  route('account-deleted', '/account-deleted'),
  ...staticPageNames.map((name) => route(`pages-${name}`, `/${name}`)),
  // Token pages ({token} in the spec): any single segment no other route or family claims falls through to them.
  route('pages-token', '/:token'),
];
