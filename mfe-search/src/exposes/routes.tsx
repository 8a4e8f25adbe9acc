import type { RouteObject } from '@dating/shared-kit';
import { useIntl } from 'react-intl';
import { AppMessagesProvider, withAppMessages } from '@dating/shared-kit';
import { loadProfileMessages, loadSearchMessages } from '../i18n/load-messages';
import { MembersPage } from '../features/search/components/members-page';
import { pageMessages } from '../features/search/messages';
import { ProfilePage } from '../features/profile/components/profile-page';
import { MatchFinderPage } from '../features/match-finder/components/match-finder-page';

function MembersIdRoute() {
  const intl = useIntl();
  return <ProfilePage routeId="members-id" fallbackTitle={intl.formatMessage(pageMessages.membersIdTitle)} />;
}

/**
 * The profile with the attribute labels beside this app's texts. No withAppMessages here: it would start the
 * profile's catalogue when this module is evaluated, on the search's and the match finder's first visits too.
 */
function MembersIdPage() {
  return (
    <AppMessagesProvider scope="search-profile" load={loadProfileMessages}>
      <MembersIdRoute />
    </AppMessagesProvider>
  );
}

function MatchFinderRoute() {
  const intl = useIntl();
  return (
    <MatchFinderPage
      routeId="match-finder"
      title={intl.formatMessage(pageMessages.matchFinderTitle)}
      intro={intl.formatMessage(pageMessages.matchFinderIntro)}
    />
  );
}

/** The route family this remote owns (ids); the shell mounts them in its router. */
export const routes: RouteObject[] = [
  { id: 'members', path: '/members', Component: withAppMessages('search', loadSearchMessages, () => <MembersPage routeId="members" />) },
  { id: 'members-id', path: '/members/:id', Component: MembersIdPage },
  { id: 'match-finder', path: '/match-finder', Component: withAppMessages('search', loadSearchMessages, MatchFinderRoute) },
];

export default routes;
