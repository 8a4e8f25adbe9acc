import { lazy, Suspense, useState } from 'react';
import { Outlet, useGetCurrentUserQuery, useSignupModal } from '@dating/shared-kit';
import { showsTabBar } from '../features/top-bar/tab-bar-routes';
import { LogoBar } from '../features/top-bar/logo-bar';
import { SiteFooter } from '../features/footer/site-footer';
import { SiteRefresh } from '../features/refresh/site-refresh';
import { SiteEntryWarning } from '../features/alerts/entry-warning/site-entry-warning';
import { PageProgress } from '../features/progress/page-progress';
import { SiteStatusNotices } from '../boot/site-status-notices';
import { useRouteHandle } from './use-route-handle';
import { SkipLink } from './skip-link';
import { RouteAnnouncer } from './route-announcer';
import { Main, Shell } from './layout-parts';
import { usePrepaintHandover } from '../features/prepaint/use-prepaint-handover';
import { useAfterPageLoad } from '../lib/use-after-page-load';
import { loadDefaultLayoutParts } from './load-layout-parts';

// The top bar, tab bar and banners: a chunk only default-layout pages load (a lander shows a logo bar only).
const DefaultLayoutTop = lazy(async () => ({ default: (await loadDefaultLayoutParts()).DefaultLayoutTop }));
// The remotes' modals, never on a lander: with the default layout's parts (default-layout-parts.tsx).
const SiteOverlays = lazy(async () => ({ default: (await loadDefaultLayoutParts()).SiteOverlays }));

/**
 * The four layouts, chosen by the matched route: default (top bar, banners, footer),
 * chat (content only), lander (logo bar and footer) and empty (content only).
 */
export function SiteLayout() {
  const { layout, routeId } = useRouteHandle();
  usePrepaintHandover();
  const tabBar = layout === 'default' && showsTabBar(routeId);
  // Default-layout pages appear once the banner above them is decided (DefaultLayoutTop says when).
  const [alertsSettled, setAlertsSettled] = useState(false);
  const settled = alertsSettled || layout !== 'default';
  const pageLoaded = useAfterPageLoad();
  // The remotes' modals: at once with the default layout (its parts bring them); on a chat or sign-up page
  // only once one can open (a sign-up asked for, a member's page loaded), so a visitor's /signup never
  // downloads the default layout's parts. Once mounted they stay, keeping the time bonus timer across pages.
  const { request: signupRequest } = useSignupModal();
  const { data: session } = useGetCurrentUserQuery();
  const [overlaysMounted, setOverlaysMounted] = useState(false);
  const wantsOverlays = layout === 'default' || Boolean(signupRequest) || (pageLoaded && Boolean(session?.user));
  if (wantsOverlays && !overlaysMounted) setOverlaysMounted(true);
  return (
    <Shell data-layout={layout} data-tab-bar={tabBar || undefined}>
      <SkipLink target="main-content" />
      <RouteAnnouncer />
      {/* Every layout: the page title count, app badge and refresh timers run on chat and lander pages too. */}
      <SiteRefresh />
      {layout === 'default' && (
        <Suspense fallback={null}>
          <DefaultLayoutTop routeId={routeId} tabBar={tabBar} onSettled={setAlertsSettled} />
        </Suspense>
      )}
      {layout === 'lander' && <LogoBar />}
      {/* tabIndex -1: the skip link's target takes focus, so the next Tab continues inside main. */}
      <Main id="main-content" tabIndex={-1}>
        {/* Fixed to the top of the window; inside main so it sits in a landmark. */}
        <PageProgress />
        {/* The API or the remotes registry failing: said here, above whatever page, on every layout. */}
        <SiteStatusNotices />
        {settled && <Outlet />}
      </Main>
      {/* Default, chat and empty layouts carry the 18+ entry warning; the lander layout too, but
          (like chat) only for NL and DE visitors, as the modal's own rule says. */}
      <SiteEntryWarning layout={layout} />
      {/* One place for every layout but the lander's: moving between them keeps the time bonus timer. */}
      {overlaysMounted && layout !== 'lander' && (
        <Suspense fallback={null}>
          <SiteOverlays layout={layout} routeId={routeId} />
        </Suspense>
      )}
      {settled && (layout === 'default' || layout === 'lander') && <SiteFooter />}
    </Shell>
  );
}
