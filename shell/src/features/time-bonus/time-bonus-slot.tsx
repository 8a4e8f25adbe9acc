import type { ComponentType } from 'react';
import { useSession, useTimeBonus } from '@dating/shared-kit';
import { lazyRemoteModal, RemoteModalSlot } from '../../federation/remote-modal';
import { isMembersArea } from './members-area';

interface TimeBonusModalProps {
  inMembersArea: boolean;
}

const Nothing: ComponentType<TimeBonusModalProps> = () => null;

/** mfe-payments/TimeBonusModal, fetched once; optional: without mfe-payments the slot renders nothing. */
const RemoteTimeBonusModal = lazyRemoteModal('mfe-payments', 'TimeBonusModal', Nothing);

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
    <RemoteModalSlot remote="mfe-payments">
      <RemoteTimeBonusModal inMembersArea={isMembersArea(routeId)} />
    </RemoteModalSlot>
  );
}
