import { lazy, type ComponentType } from 'react';
import { withAppMessages } from '@dating/shared-kit';
import { screenCatalogues } from '../i18n/load-shell-messages';
import { ShellPage } from '../shared/pages/shell-page';
import { staticPageNames } from '../features/static-pages/static-page-names';

type ShellPageComponent = ComponentType<{ routeId: string }>;

/**
 * Shell screens are split into their own chunks: a visitor landing on /members or a lander should not
 * download the home page, the profile editor, the settings or the static texts before first render.
 */
const page = <Name extends string>(
  load: () => Promise<Record<Name, ShellPageComponent>>,
  name: Name,
  catalogue?: keyof typeof screenCatalogues,
): ShellPageComponent =>
  lazy(async (): Promise<{ default: ShellPageComponent }> => {
    const Page = (await load())[name];
    return { default: catalogue ? withAppMessages(`shell-${catalogue}`, screenCatalogues[catalogue], Page) : Page };
  });

/** The home page's chunk; routing/preload-route-parts.ts starts it early for a visit that begins at `/`. */
export const loadHomePage = () => import('../features/home/home-page');

const NotificationsPage = page(() => import('../features/settings/components/notifications-page'), 'NotificationsPage', 'settings');
const StaticPageRoute = page(() => import('../features/static-pages/static-page-route'), 'StaticPageRoute');

const pagesById: Record<string, ShellPageComponent> = {
  index: page(loadHomePage, 'HomePage'),
  profile: page(() => import('../features/profile/components/profile-page'), 'ProfilePage', 'profile'),
  notifications: NotificationsPage,
  settings: NotificationsPage,
  complaints: page(() => import('../features/complaints/components/complaints-page'), 'ComplaintsPage', 'complaints'),
  // Moderators only: its chunk and catalogue load when a moderator opens it, never on a member's pages.
  moderation: page(() => import('../features/moderation/components/moderation-page'), 'ModerationPage', 'moderation'),
  verification: page(() => import('../features/verification/components/verification-page'), 'VerificationPage', 'verification'),
  login: page(() => import('../features/account/components/login-page'), 'LoginPage', 'account'),
  'reset-password': page(() => import('../features/account/components/reset-password-page'), 'ResetPasswordPage', 'account'),
  'reset-password-do': page(() => import('../features/account/components/reset-password-do-page'), 'ResetPasswordDoPage', 'account'),
  'mail-change-do': page(() => import('../features/account/components/mail-change-do-page'), 'MailChangeDoPage', 'account'),
  'account-deleted': page(() => import('../features/account/components/account-deleted-page'), 'AccountDeletedPage', 'account'),
  'lang-config': page(() => import('../features/account/components/lang-config-page'), 'LangConfigPage', 'account'),
  // A known page token shows its static page; any other token keeps the 404 page.
  'pages-token': page(() => import('../features/static-pages/static-token-route'), 'StaticTokenRoute'),
  ...Object.fromEntries(staticPageNames.map((name) => [`pages-${name}`, StaticPageRoute])),
};

/** The component of a shell-owned route; routes without their own component show their page frame. */
export function shellPages(routeId: string): ShellPageComponent {
  return pagesById[routeId] ?? ShellPage;
}
