import type { RouteObject } from '@dating/shared-kit';
import { withAppMessages } from '@dating/shared-kit';
import { loadSignupMessages } from '../i18n/load-messages';
import { SignupPage } from '../app/signup-page';
import type { SignupPageKey } from '../app/signup-page';

function page(id: string, path: string, key: SignupPageKey): RouteObject {
  return { id, path, Component: withAppMessages('signup', loadSignupMessages, () => <SignupPage routeId={id} page={key} />) };
}

/** The route family this remote owns (ids); the shell mounts them in its router. */
export const routes: RouteObject[] = [
  page('signup', '/signup', 'signup'),
  page('signup-matches', '/signup-matches', 'signupMatches'),
  page('complete-signup', '/complete-signup', 'completeSignup'),
  page('members-id-signup', '/members/:id/signup', 'membersIdSignup'),
  page('activate-done', '/activate/done', 'activateDone'),
  page('activate-error', '/activate/error', 'activateError'),
];

export default routes;
