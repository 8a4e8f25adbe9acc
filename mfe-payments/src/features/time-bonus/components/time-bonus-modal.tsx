import { useState } from 'react';
import { useModalTurn, useSession, useTimeBonus, useNavigate } from '@dating/shared-kit';
import { storeTimeBonusDismissal } from '../dismissal-storage';
import { useTimeBonusDue } from '../hooks/use-time-bonus-due';
import { TimeBonusDialog } from './time-bonus-dialog';

export interface TimeBonusModalProps {
  /** The page is in the members area (members, members-id, chats, likes, likes-m-id, premium). */
  inMembersArea: boolean;
}

/**
 * The time-bonus modal, as the shell mounts it for members: opens after 40 s in the members area when the
 * member has 0 credits, an active time bonus and never closed it before. It closes by itself when the bonus
 * ends (zero, logout, paid, past 4 hours: the kit's useTimeBonus turns null). Either answer counts as seen.
 */
export function TimeBonusModal({ inMembersArea }: TimeBonusModalProps) {
  const { user } = useSession();
  const bonus = useTimeBonus();
  const navigate = useNavigate();
  const [closed, setClosed] = useState(false);
  const due = useTimeBonusDue(inMembersArea, closed);
  // One modal at a time (DESIGN 3): the time bonus is the lowest, it waits for any other.
  const open = useModalTurn('time-bonus', due);

  const close = () => {
    if (user) storeTimeBonusDismissal(user.id);
    setClosed(true);
  };

  return (
    <TimeBonusDialog
      open={open}
      bonus={bonus}
      onLater={close}
      onUse={() => {
        close();
        navigate('/credits');
      }}
    />
  );
}
