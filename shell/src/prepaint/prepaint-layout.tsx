import type { ReactNode } from 'react';
import { Main, Shell } from '../layouts/layout-parts';
import { LogoBar } from '../features/top-bar/logo-bar';
import { SiteTabBar } from '../features/top-bar/site-tab-bar';
import { TopBar } from '../features/top-bar/top-bar';

/** Where the server puts the owning remote's painted page inside the shell's painted frame. */
export const REMOTE_SLOT = '<div data-prepaint-slot=""></div>';

/**
 * The site layout as a visitor's first full render shows it, for the server's painted page: the default
 * layout's top bar and tab bar or the lander layout's logo bar, and the main landmark. Banners, modals and
 * the footer come with the app (the footer only once the page is settled there too).
 */
export function PrepaintLayout({ layout, children }: { layout: 'default' | 'lander'; children: ReactNode }) {
  return (
    <Shell data-layout={layout} data-tab-bar={layout === 'default' || undefined}>
      {layout === 'default' ? <TopBar installedApp={false} /> : <LogoBar />}
      {layout === 'default' && <SiteTabBar />}
      <Main>{children}</Main>
    </Shell>
  );
}

/** A placeholder the server replaces with the remote's painted page. */
export function RemoteSlot() {
  return <div data-prepaint-slot="" />;
}
