import { useLayoutEffect } from 'react';
import { TopBar } from '../features/top-bar/top-bar';
import { SiteTabBar } from '../features/top-bar/site-tab-bar';
import { SiteAlerts } from '../features/alerts/components/site-alerts';
import { useAlertsSettled } from '../features/alerts/hooks/use-alerts-settled';
import { usePushState } from '../features/pwa';

export interface DefaultLayoutTopProps {
  routeId: string;
  /** Whether this route shows the phone tab bar (the layout has reserved its room). */
  tabBar: boolean;
  /** Told whether the banner above the page is decided; the layout shows the page only then. */
  onSettled: (settled: boolean) => void;
}

/**
 * What only the default layout shows above the page: the top bar, the phone tab bar and the warning banners.
 * Its own chunk (site-layout.tsx), so lander, chat and sign-up pages never download it.
 */
export function DefaultLayoutTop({ routeId, tabBar, onSettled }: DefaultLayoutTopProps) {
  const push = usePushState();
  // Pages appear once the banner above them is decided, never under a banner that pushes them down.
  const settled = useAlertsSettled(routeId);
  // A layout effect: the page appears in the same frame as the decision, and is hidden again before this
  // part leaves (another layout), so coming back never shows a page under an undecided banner.
  useLayoutEffect(() => onSettled(settled), [onSettled, settled]);
  useLayoutEffect(() => () => onSettled(false), [onSettled]);
  return (
    <>
      <TopBar />
      {/* Fixed to the bottom on phones, but next to the top bar in the tab order: navigation comes first. */}
      {tabBar && <SiteTabBar />}
      <SiteAlerts routeId={routeId} push={push} />
    </>
  );
}
