import type { CurrentUser } from '@dating/shared-kit';
import { ownBarRoutes } from '../own-bar-routes';

/**
 * The warning banners of the default layout, in priority order: only the first that applies
 * is shown (DESIGN 3: one at a time; activation, notifications off, photo, push).
 */
export const siteAlertIds = ['activation', 'disabled-notifications', 'profile-photo', 'push'] as const;
export type SiteAlertId = (typeof siteAlertIds)[number];

/** Route ids on which each banner is never shown. */
export const hiddenOnRoutes: Record<SiteAlertId, readonly string[]> = {
  activation: ['signup', 'settings', 'notifications'],
  'profile-photo': ['profile', 'signup', 'activate-done', 'premium', 'notifications', 'directdebit', 'settings'],
  push: ['signup', 'notifications', 'activate-done', 'directdebit', 'premium'],
  'disabled-notifications': ['settings', 'notifications'],
};

/** No banner at all on chat, sign-up and payment screens, whose own bottom or top bars need the room (DESIGN 3). */
export const bannerFreeRoutes: ReadonlySet<string> = new Set([
  ...ownBarRoutes,
  'chats',
  'credits',
  'credits-repeat-order',
  'credits-id-paymentmethod',
  'directdebit',
  'transactions-id',
]);

/** The activation reminder is a call to action, not a notice: it cannot be dismissed, only resolved. */
export const dismissibleAlerts: ReadonlySet<SiteAlertId> = new Set(['profile-photo', 'push', 'disabled-notifications']);

/** What the browser says about Web Push for this visitor. */
export interface PushStatus {
  capable: boolean;
  subscribed: boolean;
  permission: NotificationPermission | 'unsupported';
}

export interface AlertInput {
  user: CurrentUser | null | undefined;
  routeId: string;
  push: PushStatus;
  /** null when email is not blocked, or while unknown. */
  emailBlocked: string | null | undefined;
  dismissed: ReadonlySet<SiteAlertId>;
}

/** User status not_confirmed with profile status disabled. */
export function needsActivation(user: CurrentUser): boolean {
  return user.status === 'not_confirmed' && user.profile.status === 'disabled';
}

/** Push is possible = supported, not subscribed and not denied. */
export function pushPossible(push: PushStatus): boolean {
  return push.capable && !push.subscribed && push.permission !== 'denied' && push.permission !== 'unsupported';
}

const conditions: Record<SiteAlertId, (user: CurrentUser, input: AlertInput) => boolean> = {
  activation: (user) => needsActivation(user),
  'profile-photo': (user) => user.profile.main_image === null,
  push: (_user, input) => pushPossible(input.push),
  'disabled-notifications': (user, input) => user.notifications_disabled.length > 0 || Boolean(input.emailBlocked),
};

/** The banners that apply now, in priority order: only for members, never on their hidden routes, never once dismissed. */
export function visibleAlerts(input: AlertInput): SiteAlertId[] {
  const { user } = input;
  if (!user || bannerFreeRoutes.has(input.routeId)) return [];
  return siteAlertIds.filter(
    (id) =>
      !hiddenOnRoutes[id].includes(input.routeId) && !(dismissibleAlerts.has(id) && input.dismissed.has(id)) && conditions[id](user, input),
  );
}

/**
 * Whether the e-mail state (blocked address) must be asked for: only when the disabled-notifications banner
 * could show and nothing in the session already decides it.
 */
export function needsEmailState(user: CurrentUser | null | undefined, routeId: string, dismissed: ReadonlySet<SiteAlertId>): boolean {
  return (
    Boolean(user) &&
    user?.notifications_disabled.length === 0 &&
    !dismissed.has('disabled-notifications') &&
    !bannerFreeRoutes.has(routeId) &&
    !hiddenOnRoutes['disabled-notifications'].includes(routeId)
  );
}

/** The one banner to show: the first that applies (DESIGN 3). */
export function currentAlert(input: AlertInput): SiteAlertId | undefined {
  return visibleAlerts(input)[0];
}
