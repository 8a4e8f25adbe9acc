import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteName, RouteHandle } from '@dating/shared-kit';
import { Spinner } from '@dating/shared-kit/ui';
import { RemoteRoute } from '../federation/remote-route';
import { SiteLayout } from '../layouts/site-layout';
import { ErrorPage } from '../features/pages/error-page';
import { NotFoundPage } from '../features/pages/not-found-page';
import { shellPages } from './shell-pages';
import { siteRoutes } from './route-table';
import type { SiteRoute } from './route-table';

function elementFor(route: SiteRoute) {
  if (route.owner === 'shell') {
    const Page = shellPages(route.id);
    // Shell screens load as their own chunks (shell-pages.tsx); a failed chunk reaches the router's error page.
    return (
      <Suspense fallback={<Spinner />}>
        <Page routeId={route.id} />
      </Suspense>
    );
  }
  return <RemoteRoute key={route.id} remote={route.owner as RemoteName} routeId={route.id} />;
}

/** The shell's one data router tree: the layout route, every route of the table, then the 404 page. */
export function createSiteRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <SiteLayout />,
      errorElement: <ErrorPage />,
      children: [
        ...siteRoutes.map((route): RouteObject => ({
          id: route.id,
          path: route.path,
          handle: { layout: route.layout, owner: route.owner } satisfies RouteHandle,
          element: elementFor(route),
        })),
        { id: 'not-found', path: '*', handle: { layout: 'default', owner: 'shell' } satisfies RouteHandle, element: <NotFoundPage /> },
      ],
    },
  ];
}
