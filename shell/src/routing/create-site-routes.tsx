import { Suspense } from 'react';
import type { RouteHandle, PatchRoutesOnNavigationFunction, RouteObject } from '@dating/shared-kit';
import { Spinner } from '@dating/shared-kit/ui';
import { RemoteFamilies } from '../federation/remote-families';
import { SiteLayout } from '../layouts/site-layout';
import { ErrorPage } from '../shared/pages/error-page';
import { NotFoundPage } from '../shared/pages/not-found-page';
import { shellPages } from './shell-pages';
import { shellRoutes } from './route-table';
import type { ShellRoute } from './route-table';

function shellRoute(route: ShellRoute): RouteObject {
  const Page = shellPages(route.id);
  return {
    id: route.id,
    path: route.path,
    handle: { layout: route.layout, owner: 'shell' } satisfies RouteHandle,
    // Shell screens load as their own chunks (shell-pages.tsx); a failed chunk reaches the router's error page.
    element: (
      <Suspense fallback={<Spinner />}>
        <Page routeId={route.id} />
      </Suspense>
    ),
  };
}

export interface SiteRouterSetup {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * The shell's one data router: the layout route, the shell's own routes, one family route per remote
 * (mounted from the remote's `./routes` on first use), then the 404 page. Pass both parts to the router.
 */
export function createSiteRoutes(): SiteRouterSetup {
  const families = new RemoteFamilies();
  return {
    routes: [
      {
        id: 'root',
        element: <SiteLayout />,
        errorElement: <ErrorPage />,
        // Shown only while the first page's remote routes load, before the layout can know its layout.
        hydrateFallbackElement: <Spinner />,
        children: [
          ...shellRoutes.map(shellRoute),
          ...families.routes(),
          { id: 'not-found', path: '*', handle: { layout: 'default', owner: 'shell' } satisfies RouteHandle, element: <NotFoundPage /> },
        ],
      },
    ],
    patchRoutesOnNavigation: families.patchRoutesOnNavigation,
  };
}
