import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useSession, useTimeBonus } from '@dating/shared-kit';
import { RemoteSlotBoundary } from '../../federation/remote-slot-boundary';
import { federationNameOf } from '../../federation/remotes-registry';
import { isMembersArea } from './members-area';

interface TimeBonusModalProps {
  inMembersArea: boolean;
}
type TimeBonusModalModule = { TimeBonusModal?: ComponentType<TimeBonusModalProps>; default?: ComponentType<TimeBonusModalProps> };

const Nothing: ComponentType<TimeBonusModalProps> = () => null;

/**
 * mfe-payments/TimeBonusModal, fetched once. The modal is optional: if mfe-payments cannot be loaded the slot
 * renders nothing (the federation runtime plugin reports the failure), rather than a warning on every page.
 */
const RemoteTimeBonusModal = lazy(async (): Promise<{ default: ComponentType<TimeBonusModalProps> }> => {
  try {
    const module = await loadRemote<TimeBonusModalModule>(`${federationNameOf('mfe-payments')}/TimeBonusModal`);
    return { default: module?.TimeBonusModal ?? module?.default ?? Nothing };
  } catch {
    return { default: Nothing };
  }
});

/**
 * Mounted only for members who could get it (0 credits and an active time bonus, so
 * never for visitors, paid members or once the bonus ends), and told whether the page is in the members area.
 * The remote owns the 40 s wait, the dismissal and the modal; it stays mounted across pages so moving within
 * the members area keeps its timer, and leaving the area cancels it.
 */
export function TimeBonusSlot({ routeId }: { routeId: string }) {
  const { user } = useSession();
  const bonus = useTimeBonus();
  if (!user || user.credits > 0 || !bonus) return null;
  return (
    <RemoteSlotBoundary remote="mfe-payments">
      <Suspense fallback={null}>
        <RemoteTimeBonusModal inMembersArea={isMembersArea(routeId)} />
      </Suspense>
    </RemoteSlotBoundary>
  );
}
