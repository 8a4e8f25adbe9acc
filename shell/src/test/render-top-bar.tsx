import { createMemoryRouter } from '@dating/shared-kit/test-utils';
import { createAppStore, localeChanged, useLocation } from '@dating/shared-kit';
import type { Locale } from '@dating/shared-kit';
import { SiteRefresh } from '../features/refresh/site-refresh';
import { SiteTabBar } from '../features/top-bar/site-tab-bar';
import { TopBar } from '../features/top-bar/top-bar';
import { renderRouter } from './render-shell';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

interface Options {
  /** Route id of the page under the bar (the spec's route names). */
  routeId?: string;
  path?: string;
  installedApp?: boolean;
  locale?: Locale;
  /** Render the phone tab bar instead of the top bar. */
  tabBar?: boolean;
}

/** The top bar over a page with the given route id, with SiteRefresh as the site layout mounts it. */
export async function renderTopBar({
  routeId = 'members',
  path = '/members',
  installedApp = false,
  locale = 'nl',
  tabBar = false,
}: Options = {}) {
  const store = createAppStore();
  store.dispatch(localeChanged(locale));
  const page = (
    <>
      {tabBar ? <SiteTabBar /> : <TopBar installedApp={installedApp} />}
      <SiteRefresh isPushSubscribed={async () => false} />
      <Location />
    </>
  );
  const router = createMemoryRouter(
    [
      { id: 'start', path: '/start', element: page },
      { id: routeId, path, element: page },
      { id: 'other', path: '*', element: page },
    ],
    { initialEntries: ['/start', path], initialIndex: 1 },
  );
  await renderRouter(router, store);
  return { store, router };
}
