import type { ComponentType } from 'react';
import { HomePage } from '../features/home/home-page';
import { ShellPage } from '../features/pages/shell-page';
import { TokenPage } from '../features/pages/token-page';
import { StaticPageRoute, StaticTokenPage } from '../features/static-pages/static-page-route';
import { staticPageNames } from '../features/static-pages/static-page-names';
import { NotificationsPage } from '../features/settings/components/notifications-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { ComplaintsPage } from '../features/complaints/components/complaints-page';
import { LoginPage } from '../features/account/components/login-page';
import { ResetPasswordPage } from '../features/account/components/reset-password-page';
import { ResetPasswordDoPage } from '../features/account/components/reset-password-do-page';
import { MailChangeDoPage } from '../features/account/components/mail-change-do-page';
import { AccountDeletedPage } from '../features/account/components/account-deleted-page';
import { LangConfigPage } from '../features/account/components/lang-config-page';

type ShellPageComponent = ComponentType<{ routeId: string }>;

const pagesById: Record<string, ShellPageComponent> = {
  index: HomePage,
  profile: ProfilePage,
  notifications: NotificationsPage,
  settings: NotificationsPage,
  complaints: ComplaintsPage,
  login: LoginPage,
  'reset-password': ResetPasswordPage,
  'reset-password-do': ResetPasswordDoPage,
  'mail-change-do': MailChangeDoPage,
  'account-deleted': AccountDeletedPage,
  'lang-config': LangConfigPage,
  // A known page token shows its static page; any other token keeps the 404 page of TokenPage.
  'pages-token': () => <StaticTokenPage notFound={<TokenPage />} />,
  ...Object.fromEntries(staticPageNames.map((name) => [`pages-${name}`, StaticPageRoute])),
};

/** The component of a shell-owned route; routes without their own component show their page frame. */
export function shellPages(routeId: string): ShellPageComponent {
  return pagesById[routeId] ?? ShellPage;
}
