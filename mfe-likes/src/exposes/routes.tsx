import { lazy, type ComponentType } from 'react';
import type { RouteObject } from '@dating/shared-kit';
import { withAppMessages } from '@dating/shared-kit';
import { loadLikesMessages } from '../i18n/load-messages';
import { LikesPage } from '../features/likes/components/likes-page';
import { LikerPage } from '../features/likes/components/liker-page';
import { SwipeGamePage } from '../features/swipe-game/components/swipe-game-page';

const withMessages = (Page: ComponentType) => withAppMessages('likes', loadLikesMessages, Page);

// Who viewed me is a chunk of its own: /likes and the other tabs never download it.
const VisitorsPanel = lazy(() => import('../features/visitors/components/visitors-panel'));

/** The route family this remote owns (ids); the shell mounts them in its router. */
export const routes: RouteObject[] = [
  { id: 'likes', path: '/likes', Component: withMessages(() => <LikesPage routeId="likes" VisitorsPanel={VisitorsPanel} />) },
  {
    id: 'likes-type',
    path: '/likes/:type',
    Component: withMessages(() => <LikesPage routeId="likes-type" VisitorsPanel={VisitorsPanel} />),
  },
  { id: 'likes-m-id', path: '/likes/m/:id', Component: withMessages(() => <LikerPage routeId="likes-m-id" />) },
  { id: 'swipe-game', path: '/swipe-game', Component: withMessages(() => <SwipeGamePage routeId="swipe-game" />) },
];

export default routes;
