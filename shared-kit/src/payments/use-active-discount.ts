import { useSession } from '../session/use-session';
import { useKitGetDiscountCodeQuery } from './payments-api';
import { useExpired } from './use-expired';
import { useTimeBonusState } from './use-time-bonus';

export interface ActiveDiscount {
  code: string;
  value_percentage: number;
  /** When it ends (the countdown runs to it), or null for a code without an end. */
  expires: string | null;
  source: 'time_bonus' | 'welcome';
}

/**
 * The discount to show: the time bonus if present, else the member's welcome code (its load
 * failure ignored). Null for visitors, or when neither is active.
 */
export function useActiveDiscount(): ActiveDiscount | null {
  const { user } = useSession();
  const { bonus: timeBonus, settled } = useTimeBonusState();
  // The welcome code is only asked for once it is clear there is no time bonus to show instead.
  const { data } = useKitGetDiscountCodeQuery({ welcomeFor: user?.id ?? 0 }, { skip: !user || !settled || timeBonus !== null });
  const welcome = user && data?.discount?.status === 'active' && !data.discount.expired ? data.discount : null;
  const welcomeExpired = useExpired(welcome?.expires ?? null);
  if (timeBonus) return { ...timeBonus, source: 'time_bonus' };
  if (welcome && !welcomeExpired) {
    return { code: welcome.code, value_percentage: welcome.value_percentage, expires: welcome.expires, source: 'welcome' };
  }
  return null;
}
