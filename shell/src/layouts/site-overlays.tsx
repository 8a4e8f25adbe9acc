import type { LayoutName } from '@dating/shared-kit';
import { NewLikeSlot } from '../features/new-like-modal/new-like-slot';
import { TimeBonusSlot } from '../features/time-bonus/time-bonus-slot';
import { SignupSlot } from '../features/signup-modal/signup-slot';

/**
 * The modals the remotes open over a page (sign-up, new like, time bonus) by layout: none on a lander.
 * Its own chunk, fetched once the page has loaded (site-layout.tsx): every one of them opens later anyway
 * (on a visitor's click, after the auto-like delay, after 40 s), and a request made before it arrives waits
 * in the store.
 */
export function SiteOverlays({ layout, routeId }: { layout: LayoutName; routeId: string }) {
  return (
    <>
      {(layout === 'default' || layout === 'empty') && <SignupSlot />}
      {layout !== 'lander' && <NewLikeSlot />}
      {layout !== 'lander' && <TimeBonusSlot routeId={routeId} />}
    </>
  );
}
