import type { RouteObject } from 'react-router-dom';
import { withAppMessages } from '@dating/shared-kit';
import { loadSearchMessages } from '../i18n/load-messages';
import { SearchPage } from '../features/search/components/search-page';
import type { SearchPageKey } from '../features/search/components/search-page';
import { MembersPage } from '../features/search/components/members-page';

function page(id: string, path: string, key: SearchPageKey): RouteObject {
  return { id, path, Component: withAppMessages('search', loadSearchMessages, () => <SearchPage routeId={id} page={key} />) };
}

/** The route family this remote owns (ids of spec section 2); the shell mounts them in its router. */
export const routes: RouteObject[] = [
  { id: 'members', path: '/members', Component: withAppMessages('search', loadSearchMessages, () => <MembersPage routeId="members" />) },
  page('members-id', '/members/:id', 'membersId'),
  page('match-finder', '/match-finder', 'matchFinder'),
];

export default routes;
