import type { ReactNode } from 'react';
import { Main, Shell } from '../layouts/layout-parts';
import { LogoBar } from '../features/top-bar/logo-bar';
import { SiteTabBar } from '../features/top-bar/site-tab-bar';
import { TopBar } from '../features/top-bar/top-bar';
import { PaintedAlerts } from '../features/alerts/components/painted-alerts';
import type { AlertStateMirror } from '../shared/site-alerts/alert-state-cookie';

/** Where the server puts the owning remote's painted page inside the shell's painted frame. */
export const REMOTE_SLOT = '<div data-prepaint-slot=""></div>';

/** A member's page: which route it is (banners keep away from some) and what their browser mirrored (the cookie). */
export interface PrepaintMemberAlerts {
  routeId: string;
  state: AlertStateMirror | undefined;
}

/**
 * The site layout as a visitor's first full render shows it, for the server's painted page: the default
 * layout's top bar and tab bar or the lander layout's logo bar, and the main landmark. On a member's page
 * (`alerts`) the banner above it too, as the app will show it. Modals and the footer come with the app (the
 * footer only once the page is settled there too).
 */
export function PrepaintLayout({
  layout,
  alerts,
  children,
}: {
  layout: 'default' | 'lander';
  alerts?: PrepaintMemberAlerts;
  children: ReactNode;
}) {
  return (
    <Shell data-layout={layout} data-tab-bar={layout === 'default' || undefined}>
      {layout === 'default' ? <TopBar installedApp={false} /> : <LogoBar />}
      {layout === 'default' && <SiteTabBar />}
      {/* Where the app's default layout has its banners: after the top and tab bars, before main. */}
      {layout === 'default' && alerts && <PaintedAlerts routeId={alerts.routeId} state={alerts.state} />}
      <Main>{children}</Main>
    </Shell>
  );
}

/** A placeholder the server replaces with the remote's painted page. */
export function RemoteSlot() {
  return <div data-prepaint-slot="" />;
}
