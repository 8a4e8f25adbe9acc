import { useEffect, useState } from 'react';
import { useSession, useTimeBonus } from '@dating/shared-kit';
import { isTimeBonusDismissed } from '../dismissal-storage';
import { TIME_BONUS_MODAL_DELAY_MS } from '../time-bonus-rules';

/**
 * True once the member has spent 40 s in the members area with 0 credits, an active time bonus and no
 * earlier dismissal. Leaving the area (or any condition failing) cancels the wait; coming back starts it over.
 */
export function useTimeBonusDue(inMembersArea: boolean, dismissed: boolean): boolean {
  const { user } = useSession();
  const bonus = useTimeBonus();
  const eligible = inMembersArea && user !== null && user.credits === 0 && bonus !== null && !dismissed && !isTimeBonusDismissed(user.id);
  const [due, setDue] = useState(false);
  useEffect(() => {
    setDue(false);
    if (!eligible) return;
    const timer = setTimeout(() => setDue(true), TIME_BONUS_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible]);
  return eligible && due;
}
