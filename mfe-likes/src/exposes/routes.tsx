import type { RouteObject } from 'react-router-dom';
import { withAppMessages } from '@dating/shared-kit';
import { loadLikesMessages } from '../i18n/load-messages';
import { LikesPage } from '../features/likes/components/likes-page';
import type { LikesPageKey } from '../features/likes/components/likes-page';

function page(id: string, path: string, key: LikesPageKey): RouteObject {
  return { id, path, Component: withAppMessages('likes', loadLikesMessages, () => <LikesPage routeId={id} page={key} />) };
}

/** The route family this remote owns (ids of spec section 2); the shell mounts them in its router. */
export const routes: RouteObject[] = [
  page('likes', '/likes', 'likes'),
  page('likes-type', '/likes/:type', 'likes'),
  page('likes-m-id', '/likes/m/:id', 'likesMId'),
  page('swipe-game', '/swipe-game', 'swipeGame'),
];

export default routes;
