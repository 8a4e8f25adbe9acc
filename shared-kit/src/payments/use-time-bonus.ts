import type { TimeBonus } from '../api/contracts';
import { useSession } from '../session/use-session';
import { useKitGetTimeBonusQuery } from './payments-api';
import { useExpired } from './use-expired';

export interface TimeBonusState {
  bonus: TimeBonus | null;
  /** False while timebonus.php has not answered for an eligible member yet. */
  settled: boolean;
}

/** useTimeBonus plus whether the answer is in, so the welcome code waits for it (see useActiveDiscount). */
export function useTimeBonusState(): TimeBonusState {
  const { user } = useSession();
  const eligible = user !== null && !user.paid_user;
  const { data, isFetching, isUninitialized } = useKitGetTimeBonusQuery(user?.id ?? 0, { skip: !eligible });
  const bonus = eligible ? (data?.time_bonus ?? null) : null;
  const expired = useExpired(bonus?.expires ?? null);
  const settled = !eligible || (!isUninitialized && !(isFetching && data === undefined));
  return { bonus: bonus && !expired ? bonus : null, settled };
}

/**
 * The member's time bonus (TIMEBONUS25), or null. Loaded when a member logs in (never asked
 * for a visitor) and gone on logout; null for a paid member and from the second its countdown reaches zero.
 * The server decides the 4-hour window; the client only stops showing it at `expires`.
 */
export function useTimeBonus(): TimeBonus | null {
  return useTimeBonusState().bonus;
}
