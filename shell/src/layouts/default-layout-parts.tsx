import { useLayoutEffect } from 'react';
import { withAppMessages } from '@dating/shared-kit';
import type { LayoutName } from '@dating/shared-kit';
import { TopBar } from '../features/top-bar/top-bar';
import { SiteTabBar } from '../features/top-bar/site-tab-bar';
import { SiteAlerts } from '../features/alerts/components/site-alerts';
import { useAlertsSettled } from '../features/alerts/hooks/use-alerts-settled';
import { usePushState } from '../shared/service-worker';
import { NewLikeSlot } from '../features/new-like-modal/new-like-slot';
import { TimeBonusSlot } from '../features/time-bonus/time-bonus-slot';
import { SignupSlot } from '../features/signup-modal/signup-slot';
import { WarningSlotLoader } from '../features/member-warning/warning-slot-loader';
import { loadDefaultLayoutMessages } from '../i18n/load-shell-messages';

export interface DefaultLayoutTopProps {
  routeId: string;
  /** Whether this route shows the phone tab bar (the layout has reserved its room). */
  tabBar: boolean;
  /** Told whether the banner above the page is decided; the layout shows the page only then. */
  onSettled: (settled: boolean) => void;
}

/**
 * The modals the remotes open over a page (sign-up, new like, time bonus) and a moderator's warning, in every layout but the lander's.
 * In this chunk: a default-layout page has it already; a chat or sign-up page fetches it once the page has
 * loaded (site-layout.tsx), as each of them opens later anyway (on a visitor's click, after the auto-like
 * delay, after 40 s) and a request made before it arrives waits in the store.
 */
export function SiteOverlays({ layout, routeId }: { layout: LayoutName; routeId: string }) {
  return (
    <>
      {(layout === 'default' || layout === 'empty') && <SignupSlot />}
      <NewLikeSlot layout={layout} />
      <TimeBonusSlot routeId={routeId} />
      <WarningSlotLoader />
    </>
  );
}

/**
 * What only the default layout shows above the page: the top bar, the phone tab bar and the warning banners.
 * Its own chunk (site-layout.tsx), so lander, chat and sign-up pages never download it.
 */
function DefaultLayoutTopParts({ routeId, tabBar, onSettled }: DefaultLayoutTopProps) {
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

/** With its texts: already there when the first page used this layout (i18n/load-shell-messages.ts). */
export const DefaultLayoutTop = withAppMessages('shell-default-layout', loadDefaultLayoutMessages, DefaultLayoutTopParts);
