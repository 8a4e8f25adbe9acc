import { dismissalLog } from '@dating/shared-kit';

/** localStorage key holding `{ [memberId]: ISO timestamp of the dismissal }`, like the shell's banner dismissals. */
export const timeBonusDismissalsKey = 'payments.timeBonus.dismissed';

const dismissals = dismissalLog(timeBonusDismissalsKey);

/** Whether this member closed the time-bonus modal on this device before (it is never shown again). */
export function isTimeBonusDismissed(memberId: number, storage: Storage = localStorage): boolean {
  return dismissals.has(String(memberId), storage);
}

/** Stores the dismissal per member, so another member on this device still gets theirs. */
export function storeTimeBonusDismissal(memberId: number, now: Date = new Date(), storage: Storage = localStorage): void {
  dismissals.store(String(memberId), now, storage);
}
