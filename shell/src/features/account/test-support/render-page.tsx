import type { ReactElement } from 'react';
import { createMemoryRouter } from '@dating/shared-kit/test-utils';
import { createAppStore, localeChanged, useLocation } from '@dating/shared-kit';
import type { Locale, RouteObject } from '@dating/shared-kit';
import { renderRouter } from '../../../test/render-shell';

/** Stands in for every other page: shows where a navigation ended up. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

interface Options {
  locale?: Locale;
  /** Route id given to the page, as the site's route table does (the top bar keys on it). */
  id?: string;
  routePath?: string;
}

/** Renders one shell page at `path` with the real store and catalogues; other paths show their location. */
export async function renderPage(page: ReactElement, path: string, { locale = 'nl', id = 'page', routePath }: Options = {}) {
  const store = createAppStore();
  store.dispatch(localeChanged(locale));
  const routes: RouteObject[] = [
    { id, path: routePath ?? new URL(path, 'http://x').pathname, element: page },
    { id: 'elsewhere', path: '*', element: <Elsewhere /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await renderRouter(router, store);
  return { store, router };
}
